import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActionDialog } from '../case-detail/dialogs/ActionDialog';
import { problemOf, requireSuccess } from '../cv-settings/OrganizationDialog';
import { exampleSentence, type PromoRule } from './promo-example';

export interface PromoCodeDraft {
  name: string;
  label: string;
  description: string;
  kind: 'percent' | 'price';
  /** Whole percent, or dollars as typed. */
  amount: string;
  refillType: PromoRule['refillType'];
  refillCount: string;
  influencerName: string;
  isVisible: boolean;
  isAnalytics: boolean;
  isMaster: boolean;
}

export const EMPTY_PROMO_DRAFT: PromoCodeDraft = {
  name: '',
  label: '',
  description: '',
  kind: 'percent',
  amount: '',
  refillType: 'ONE_TIME',
  refillCount: '',
  influencerName: '',
  isVisible: false,
  isAnalytics: false,
  isMaster: false,
};

const REFILL_TYPES: { value: PromoRule['refillType']; label: string }[] = [
  { value: 'ONE_TIME', label: 'First charge only (ONE_TIME)' },
  { value: 'NUMBER_OF_REFILLS', label: 'First charge and a number of refills (NUMBER_OF_REFILLS)' },
  { value: 'EVERY_REFILL', label: 'First charge and every refill (EVERY_REFILL)' },
];

/** The rule a draft describes, or null while its numbers are not complete. */
export function ruleOf(draft: PromoCodeDraft): PromoRule | null {
  const amount = Number(draft.amount);
  if (!draft.amount.trim() || !Number.isFinite(amount) || amount <= 0) return null;
  const refillCount = draft.refillType === 'NUMBER_OF_REFILLS' ? Number(draft.refillCount) : null;
  if (refillCount !== null && !(Number.isInteger(refillCount) && refillCount >= 1)) return null;
  return {
    percentDiscount: draft.kind === 'percent' ? Math.round(amount) : null,
    priceDiscount: draft.kind === 'price' ? Math.round(amount * 100) : null,
    refillType: draft.refillType,
    refillCount,
  };
}

/** The api's fields for a draft; the server checks them again. */
export function fieldsOf(draft: PromoCodeDraft) {
  const rule = ruleOf(draft);
  return {
    name: draft.name.trim(),
    label: draft.label.trim(),
    description: draft.description.trim(),
    percentDiscount: rule?.percentDiscount ?? (draft.kind === 'percent' ? Number(draft.amount) || null : null),
    priceDiscount:
      rule?.priceDiscount ?? (draft.kind === 'price' ? Math.round(Number(draft.amount) * 100) || null : null),
    refillType: draft.refillType,
    refillCount: draft.refillType === 'NUMBER_OF_REFILLS' ? Number(draft.refillCount) || null : null,
    influencerName: draft.influencerName.trim() || null,
    isVisible: draft.isVisible,
    isAnalytics: draft.isAnalytics,
    isMaster: draft.isMaster,
  };
}

/** Add or edit one code: its discount, refill rule with a live example, and where it shows. */
export function PromoCodeDialog({
  title,
  initial,
  isGlobal,
  onClose,
  onSave,
}: {
  title: string;
  initial: PromoCodeDraft;
  isGlobal: boolean;
  onClose(): void;
  onSave(draft: PromoCodeDraft): Promise<void>;
}) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);
  const set = <K extends keyof PromoCodeDraft>(key: K, value: PromoCodeDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const rule = ruleOf(draft);
  const fieldError = (field: string) => (problem?.field?.endsWith(field) ? problem.message : undefined);

  const submit = async () => {
    if (!draft.name.trim()) return setProblem({ message: 'Write a code.', field: 'name' });
    if (!rule) return setProblem({ message: 'Give the discount and, for a number of refills, how many.' });
    setBusy(true);
    setProblem(null);
    try {
      await onSave(draft);
    } catch (failure) {
      const found = problemOf(failure);
      setProblem({ message: found?.message ?? 'The promo code could not be saved.', field: found?.field });
      setBusy(false);
    }
  };

  return (
    <ActionDialog title={title} confirmLabel="Save" busy={busy} onClose={onClose} onSubmit={() => void submit()}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {problem && !problem.field?.match(/name$/) && <Alert severity="error">{problem.message}</Alert>}
        <TextField
          label="Code"
          required
          autoFocus
          value={draft.name}
          onChange={(event) => set('name', event.target.value.toUpperCase())}
          error={Boolean(fieldError('name'))}
          helperText={fieldError('name') ?? 'What members type: letters, digits, dashes and underscores'}
        />
        <TextField label="Label" value={draft.label} onChange={(event) => set('label', event.target.value)} />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Discount type"
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value as PromoCodeDraft['kind'])}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="percent">Percent</MenuItem>
            <MenuItem value="price">Amount in dollars</MenuItem>
          </TextField>
          <TextField
            label={draft.kind === 'percent' ? 'Percent off' : 'Dollars off'}
            required
            inputMode="decimal"
            value={draft.amount}
            onChange={(event) => set('amount', event.target.value)}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Refills"
            value={draft.refillType}
            onChange={(event) => set('refillType', event.target.value as PromoRule['refillType'])}
            sx={{ flex: 1 }}
          >
            {REFILL_TYPES.map((type) => (
              <MenuItem key={type.value} value={type.value}>
                {type.label}
              </MenuItem>
            ))}
          </TextField>
          {draft.refillType === 'NUMBER_OF_REFILLS' && (
            <TextField
              label="Number of refills"
              required
              inputMode="numeric"
              value={draft.refillCount}
              onChange={(event) => set('refillCount', event.target.value)}
            />
          )}
        </Stack>
        <Typography role="status" variant="body2" color="text.secondary">
          {rule ? exampleSentence(rule) : 'Give the discount to see an example.'}
        </Typography>
        <TextField
          label="Influencer name"
          value={draft.influencerName}
          onChange={(event) => set('influencerName', event.target.value)}
        />
        {!isGlobal && (
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Checkbox checked={draft.isVisible} onChange={(_, value) => set('isVisible', value)} />}
              label="Visible on the landing page"
            />
            <FormControlLabel
              control={<Checkbox checked={draft.isAnalytics} onChange={(_, value) => set('isAnalytics', value)} />}
              label="Analytics code"
            />
            <FormControlLabel
              control={<Checkbox checked={draft.isMaster} onChange={(_, value) => set('isMaster', value)} />}
              label="Master code (members' own codes copy it)"
            />
          </Stack>
        )}
      </Stack>
    </ActionDialog>
  );
}

export { requireSuccess };
