import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { CaseDecisionInput, VisitType } from '../../generated/graphql';
import { visuallyHidden } from '../../shared/visually-hidden';
import { MAX_UPLOAD_BYTES } from '../request/form-logic';
import { CREATE_LETTER_UPLOAD_URL_MUTATION } from './case-detail-queries';
import { ActionDialog, VisitTypeField } from './CaseDialogs';
import { datesProblems, fieldOfMessage, type Outcome } from './decision-format';
import { putFileWithProgress } from './attachment-transfer';

/** Sends the change; resolves to the api's message when it refuses, or null when it succeeded. */
export type SubmitChange<T> = (value: T) => Promise<string | null>;

type Problems = Partial<Record<string, string>>;

const OUTCOME_CHOICES: ReadonlyArray<{ value: Outcome; label: string }> = [
  { value: 'approve', label: 'Approve' },
  { value: 'deny', label: 'Deny' },
  { value: 'none', label: 'No decision' },
];

const MEDICATION_TEXT_FIELDS = [
  { name: 'medicine', label: 'Medicine' },
  { name: 'dosage', label: 'Dosage' },
  { name: 'dosingFrequency', label: 'Dosing frequency' },
  { name: 'treatmentPeriod', label: 'Treatment period' },
] as const;

/** The order fields are checked in, so focus goes to the first one with a problem. */
const FIELD_ORDER = [
  'outcome',
  'startDate',
  'endDate',
  'decisionText',
  'category',
  'cost',
  'visitType',
  'filePath',
  'medicine',
  'dosage',
  'dosingFrequency',
  'treatmentPeriod',
  'refillCount',
  'pharmacyInstructions',
];

/**
 * Shows what the api refused: at the field it names when the dialog has that field, otherwise above
 * the form. Returns the problems to show.
 */
function serverProblems(message: string, known: readonly string[]): { problems: Problems; general: string | null } {
  const { field, text } = fieldOfMessage(message);
  if (field && known.includes(field)) return { problems: { [field]: text }, general: null };
  return { problems: {}, general: message };
}

function focusFirst(base: string, problems: Problems) {
  const first = FIELD_ORDER.find((field) => problems[field]);
  if (first) window.setTimeout(() => document.getElementById(`${base}-${first}`)?.focus(), 0);
}

/** Start date, end date and Indefinite, as both dialogs ask them. */
function DatesFields({
  base,
  isIndefinite,
  startDate,
  endDate,
  problems,
  onChange,
}: {
  base: string;
  isIndefinite: boolean;
  startDate: string;
  endDate: string;
  problems: Problems;
  onChange(change: Partial<{ isIndefinite: boolean; startDate: string; endDate: string }>): void;
}) {
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            id={`${base}-isIndefinite`}
            checked={isIndefinite}
            onChange={(event) => onChange({ isIndefinite: event.target.checked })}
          />
        }
        label="Indefinite"
      />
      <TextField
        id={`${base}-startDate`}
        type="date"
        required
        fullWidth
        label="Start date"
        value={startDate}
        onChange={(event) => onChange({ startDate: event.target.value })}
        error={!!problems.startDate}
        helperText={problems.startDate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {!isIndefinite && (
        <TextField
          id={`${base}-endDate`}
          type="date"
          required
          fullWidth
          label="End date"
          value={endDate}
          onChange={(event) => onChange({ endDate: event.target.value })}
          error={!!problems.endDate}
          helperText={problems.endDate ?? 'On or after the start date.'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate || undefined } }}
        />
      )}
    </>
  );
}

function GeneralProblem({ message }: { message: string | null }) {
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}

/** Changes a decision's dates: indefinite, or with an end on or after the start. */
export function DecisionDatesDialog({
  initial,
  onClose,
  onSubmit,
}: {
  initial: { isIndefinite: boolean; startDate: string | null; endDate: string | null };
  onClose(): void;
  onSubmit: SubmitChange<{ isIndefinite: boolean; startDate: string; endDate: string | null }>;
}) {
  const base = useId();
  const [dates, setDates] = useState({
    isIndefinite: initial.isIndefinite,
    startDate: initial.startDate ?? '',
    endDate: initial.endDate ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const shown = checked ? { ...datesProblems(dates), ...problems } : problems;

  const submit = async () => {
    setChecked(true);
    setGeneral(null);
    setProblems({});
    const found = datesProblems(dates);
    if (Object.keys(found).length > 0) {
      focusFirst(base, found);
      return;
    }
    setBusy(true);
    const refused = await onSubmit({
      isIndefinite: dates.isIndefinite,
      startDate: dates.startDate,
      endDate: dates.isIndefinite ? null : dates.endDate,
    });
    setBusy(false);
    if (refused) {
      const result = serverProblems(refused, ['startDate', 'endDate']);
      setProblems(result.problems);
      setGeneral(result.general);
      focusFirst(base, result.problems);
    }
  };

  return (
    <ActionDialog
      title="Edit decision dates"
      confirmLabel="Save dates"
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <GeneralProblem message={general} />
        <DatesFields
          base={base}
          {...dates}
          problems={shown}
          onChange={(change) => setDates((current) => ({ ...current, ...change }))}
        />
      </Stack>
    </ActionDialog>
  );
}

interface DecisionForm {
  outcome: Outcome | '';
  isIndefinite: boolean;
  startDate: string;
  endDate: string;
  decisionText: string;
  category: string;
  cost: string;
  visitType: VisitType | '';
  medicine: string;
  dosage: string;
  dosingFrequency: string;
  treatmentPeriod: string;
  refillCount: string;
  pharmacyInstructions: string;
  isRefill: boolean;
  isPriorAuthRequested: boolean;
}

const EMPTY_FORM: DecisionForm = {
  outcome: '',
  isIndefinite: false,
  startDate: '',
  endDate: '',
  decisionText: '',
  category: '',
  cost: '',
  visitType: '',
  medicine: '',
  dosage: '',
  dosingFrequency: '',
  treatmentPeriod: '',
  refillCount: '',
  pharmacyInstructions: '',
  isRefill: false,
  isPriorAuthRequested: false,
};

function formProblems(form: DecisionForm, isPartner: boolean): Problems {
  const problems: Problems = {};
  if (!form.outcome) problems.outcome = 'Choose an outcome.';
  if (form.outcome && form.outcome !== 'none') Object.assign(problems, datesProblems(form));
  if (form.cost.trim()) {
    const cost = Number(form.cost);
    if (!Number.isFinite(cost) || cost < 0) problems.cost = 'Give the cost as an amount of 0 or more.';
  }
  if (isPartner && form.refillCount.trim()) {
    const count = Number(form.refillCount);
    if (!Number.isInteger(count) || count < 0 || count > 99) problems.refillCount = 'Give a whole number from 0 to 99.';
  }
  return problems;
}

const orNull = (value: string) => value.trim() || null;

function toInput(caseId: string, form: DecisionForm, isPartner: boolean): CaseDecisionInput {
  const noDecision = form.outcome === 'none';
  const isIndefinite = !noDecision && form.isIndefinite;
  const input: CaseDecisionInput = {
    caseId,
    isApproved: form.outcome === 'approve',
    isNoDecision: noDecision,
    isIndefinite,
    startDate: noDecision ? null : form.startDate,
    endDate: noDecision || isIndefinite ? null : form.endDate,
    decisionText: orNull(form.decisionText),
    category: orNull(form.category),
    cost: form.cost.trim() ? Number(form.cost) : null,
    visitType: form.visitType || null,
  };
  if (isPartner) {
    Object.assign(input, {
      medicine: orNull(form.medicine),
      dosage: orNull(form.dosage),
      dosingFrequency: orNull(form.dosingFrequency),
      treatmentPeriod: orNull(form.treatmentPeriod),
      refillCount: form.refillCount.trim() ? Number(form.refillCount) : null,
      pharmacyInstructions: orNull(form.pharmacyInstructions),
      isRefill: form.isRefill,
      isPriorAuthRequested: form.isPriorAuthRequested,
    } satisfies Partial<CaseDecisionInput>);
  }
  return input;
}

interface Letter {
  path: string;
  fileName: string;
}

/**
 * Records the outcome of the case: approve or deny with dates (an end date, or indefinite), or no
 * decision yet without dates; with the decision text, category, cost, visit type, a decision letter
 * and, for partner organizations, the medication.
 */
export function RecordDecisionDialog({
  caseId,
  isPartner,
  onClose,
  onSubmit,
}: {
  caseId: string;
  isPartner: boolean;
  onClose(): void;
  onSubmit: SubmitChange<{ decision: CaseDecisionInput; filePath: string | null }>;
}) {
  const base = useId();
  const [form, setForm] = useState<DecisionForm>(EMPTY_FORM);
  const [letter, setLetter] = useState<Letter | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const shown = checked ? { ...formProblems(form, isPartner), ...problems } : problems;
  const set = (change: Partial<DecisionForm>) => {
    setForm((current) => ({ ...current, ...change }));
    // A field the api refused is checked again on the next send.
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };
  const known = [...FIELD_ORDER];

  const submit = async () => {
    if (uploading) return;
    setChecked(true);
    setGeneral(null);
    setProblems({});
    const found = formProblems(form, isPartner);
    if (Object.keys(found).length > 0) {
      focusFirst(base, found);
      return;
    }
    setBusy(true);
    const refused = await onSubmit({ decision: toInput(caseId, form, isPartner), filePath: letter?.path ?? null });
    setBusy(false);
    if (refused) {
      const result = serverProblems(refused, known);
      setProblems(result.problems);
      setGeneral(result.general);
      focusFirst(base, result.problems);
    }
  };

  const text = (name: keyof DecisionForm & string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`${base}-${name}`}
      fullWidth
      label={label}
      value={form[name] as string}
      onChange={(event) => set({ [name]: event.target.value })}
      error={!!shown[name]}
      helperText={shown[name]}
      {...extra}
    />
  );
  const outcomeLabelId = `${base}-outcome-label`;
  const outcomeErrorId = `${base}-outcome-error`;
  const decided = form.outcome === 'approve' || form.outcome === 'deny';

  return (
    <ActionDialog
      title="Record a decision"
      description="The case moves to its outcome and the employee sees it."
      confirmLabel="Record decision"
      busy={busy || uploading}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2}>
        <GeneralProblem message={general} />
        <FormControl error={!!shown.outcome} required>
          <FormLabel id={outcomeLabelId}>Outcome</FormLabel>
          <RadioGroup
            row
            aria-labelledby={outcomeLabelId}
            aria-describedby={shown.outcome ? outcomeErrorId : undefined}
            value={form.outcome}
            onChange={(event) => set({ outcome: event.target.value as Outcome })}
          >
            {OUTCOME_CHOICES.map((choice, index) => (
              <FormControlLabel
                key={choice.value}
                value={choice.value}
                control={<Radio id={index === 0 ? `${base}-outcome` : undefined} />}
                label={choice.label}
              />
            ))}
          </RadioGroup>
          {shown.outcome && <FormHelperText id={outcomeErrorId}>{shown.outcome}</FormHelperText>}
        </FormControl>
        {form.outcome === 'none' && (
          <Typography variant="body2" color="text.secondary">
            No decision has no dates; the case waits for a decision.
          </Typography>
        )}
        {(decided || form.outcome === '') && <DatesFields base={base} {...form} problems={shown} onChange={set} />}
        {text('decisionText', 'Decision text', { multiline: true, minRows: 3 })}
        {text('category', 'Category', { slotProps: { htmlInput: { maxLength: 200 } } })}
        {text('cost', 'Cost', { type: 'number', slotProps: { htmlInput: { min: 0, step: '0.01' } } })}
        <VisitTypeField id={`${base}-visitType`} value={form.visitType} onChange={(visitType) => set({ visitType })} />
        <DecisionLetterField
          base={base}
          letter={letter}
          problem={shown.filePath}
          onUploading={setUploading}
          onChange={(next) => {
            setLetter(next);
            setProblems((current) => ({ ...current, filePath: undefined }));
          }}
        />
        {isPartner && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              Medication
            </Typography>
            <Stack spacing={2}>
              {MEDICATION_TEXT_FIELDS.map((field) => (
                <Box key={field.name}>
                  {text(field.name, field.label, { slotProps: { htmlInput: { maxLength: 200 } } })}
                </Box>
              ))}
              {text('refillCount', 'Refill count', { type: 'number', slotProps: { htmlInput: { min: 0, max: 99 } } })}
              {text('pharmacyInstructions', 'Pharmacy instructions', { multiline: true, minRows: 2 })}
              <FormControlLabel
                control={
                  <Switch checked={form.isRefill} onChange={(event) => set({ isRefill: event.target.checked })} />
                }
                label="This is a refill"
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={form.isPriorAuthRequested}
                    onChange={(event) => set({ isPriorAuthRequested: event.target.checked })}
                  />
                }
                label="Prior authorization requested"
              />
            </Stack>
          </Box>
        )}
      </Stack>
    </ActionDialog>
  );
}

/**
 * The decision letter: uploaded to the uploader's own storage as soon as it is chosen, with its
 * progress; a file over 1,000,000 bytes is flagged and not uploaded.
 */
function DecisionLetterField({
  base,
  letter,
  problem,
  onUploading,
  onChange,
}: {
  base: string;
  letter: Letter | null;
  problem: string | undefined;
  onUploading(uploading: boolean): void;
  onChange(letter: Letter | null): void;
}) {
  const [createUploadUrl] = useMutation(CREATE_LETTER_UPLOAD_URL_MUTATION);
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const labelId = `${base}-letter-label`;
  const problemId = `${base}-letter-problem`;
  const shownProblem = localProblem ?? problem ?? null;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setLocalProblem(`“${file.name}” is over the 1,000,000-byte limit and was not uploaded. Choose a smaller file.`);
      return;
    }
    setLocalProblem(null);
    setProgress(0);
    onUploading(true);
    try {
      const contentType = file.type || 'application/octet-stream';
      const { data } = await createUploadUrl({ variables: { fileName: file.name, contentType } });
      const target = data?.createUploadUrl;
      if (!target?.url || !target.path) throw new Error('No upload address');
      await putFileWithProgress(target.url, file, contentType, setProgress);
      onChange({ path: target.path, fileName: file.name });
    } catch {
      setLocalProblem(`“${file.name}” could not be uploaded. Check your connection and try again.`);
    } finally {
      setProgress(null);
      onUploading(false);
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <FormControl error={!!shownProblem} fullWidth>
      <FormLabel id={labelId} component="span">
        Decision letter
      </FormLabel>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        {letter && (
          <>
            <Typography data-testid="decision-letter-name">{letter.fileName}</Typography>
            <Button size="small" onClick={() => onChange(null)} aria-label={`Remove ${letter.fileName}`}>
              Remove
            </Button>
          </>
        )}
        <Button
          id={`${base}-filePath`}
          variant="outlined"
          size="small"
          disabled={uploading}
          aria-describedby={shownProblem ? problemId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          {letter ? 'Replace decision letter' : 'Choose decision letter'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          aria-labelledby={labelId}
          data-testid="decision-letter-input"
          onChange={(event) => void upload(event)}
        />
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: uploading ? 1 : 0 }}>
        {uploading && (
          <>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label="Decision letter upload"
              aria-valuetext={`${percent}%`}
            />
            <Typography variant="body2">Uploading… {percent}%</Typography>
          </>
        )}
        {letter && !uploading && <Box sx={visuallyHidden}>{letter.fileName} uploaded</Box>}
      </Box>
      {shownProblem && (
        <FormHelperText id={problemId} sx={{ mx: 0 }}>
          {shownProblem}
        </FormHelperText>
      )}
    </FormControl>
  );
}
