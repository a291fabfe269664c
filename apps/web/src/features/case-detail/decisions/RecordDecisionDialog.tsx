import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { CaseDecisionInput } from '../../../generated/graphql';
import { ActionDialog } from '../dialogs/ActionDialog';
import { VisitTypeField } from '../dialogs/VisitTypeField';
import { DatesFields } from './DatesFields';
import { EMPTY_FORM, formProblems, toInput, type DecisionForm } from './decision-form';
import type { Outcome } from './decision-format';
import { FIELD_ORDER, focusFirst, serverProblems, type Problems, type SubmitChange } from './decision-problems';
import { DecisionLetterField, type Letter } from './DecisionLetterField';
import { GeneralProblem } from './GeneralProblem';
import { MedicationFields } from './MedicationFields';

const OUTCOME_CHOICES: ReadonlyArray<{ value: Outcome; label: string }> = [
  { value: 'approve', label: 'Approve' },
  { value: 'deny', label: 'Deny' },
  { value: 'none', label: 'No decision' },
];

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
        {isPartner && <MedicationFields form={form} set={set} text={text} />}
      </Stack>
    </ActionDialog>
  );
}
