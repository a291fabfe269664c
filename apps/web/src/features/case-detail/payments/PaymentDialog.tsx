import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ActionDialog } from '../dialogs/ActionDialog';
import { fieldOfMessage } from '../decisions/decision-format';
import { GeneralProblem } from '../decisions/GeneralProblem';
import { FEES } from './payment-format';
import {
  PAYMENT_FIELD_ORDER,
  type PaymentFormValues,
  type PaymentProblems,
  paymentInputOf,
  paymentProblems,
} from './payment-form';

export type PaymentInput = ReturnType<typeof paymentInputOf>;

/** Moves focus to the first field with a problem, once it is shown. */
function focusFirst(base: string, problems: PaymentProblems) {
  const first = PAYMENT_FIELD_ORDER.find((field) => problems[field]);
  if (first) window.setTimeout(() => document.getElementById(`${base}-${first}`)?.focus(), 0);
}

/**
 * Adds or edits a payment: the amount (required), a description, a due date and, for who sees them, the
 * seven fees. Problems show at their field (what the form can tell, then what the api refused), and focus
 * goes to the first one; what belongs to no field shows above the form.
 */
export function PaymentDialog({
  title,
  confirmLabel,
  initial,
  showFees,
  onClose,
  onSubmit,
}: {
  title: string;
  confirmLabel: string;
  initial: PaymentFormValues;
  /** The viewer works with fees (the api answered them): they are shown and sent. */
  showFees: boolean;
  onClose(): void;
  /** Resolves to the api's message when it refuses, or null when it succeeded. */
  onSubmit(input: PaymentInput): Promise<string | null>;
}) {
  const base = useId();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<PaymentProblems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof PaymentFormValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    setGeneral(null);
    const found = paymentProblems(values, showFees);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(base, found);
      return;
    }
    setBusy(true);
    const refused = await onSubmit(paymentInputOf(values, showFees));
    setBusy(false);
    if (!refused) return;
    const { field, text } = fieldOfMessage(refused);
    if (field && (PAYMENT_FIELD_ORDER as readonly string[]).includes(field)) {
      const server = { [field]: text } as PaymentProblems;
      setProblems(server);
      focusFirst(base, server);
    } else {
      setGeneral(refused);
    }
  };

  const money = (field: keyof PaymentFormValues, label: string, required = false) => (
    <TextField
      id={`${base}-${field}`}
      label={label}
      required={required}
      fullWidth
      value={values[field]}
      onChange={set(field)}
      error={!!problems[field]}
      helperText={problems[field]}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );

  return (
    <ActionDialog
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <GeneralProblem message={general} />
        {money('amount', 'Amount', true)}
        <TextField
          id={`${base}-description`}
          label="Description"
          fullWidth
          multiline
          minRows={2}
          value={values.description}
          onChange={set('description')}
          error={!!problems.description}
          helperText={problems.description}
        />
        <TextField
          id={`${base}-dueDate`}
          type="date"
          label="Due date"
          fullWidth
          value={values.dueDate}
          onChange={set('dueDate')}
          error={!!problems.dueDate}
          helperText={problems.dueDate}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {showFees && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              Fees (what collecting this payment costs; the payout is the amount minus the fees)
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {FEES.map(([field, label]) => (
                <Box key={field}>{money(field, label)}</Box>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </ActionDialog>
  );
}
