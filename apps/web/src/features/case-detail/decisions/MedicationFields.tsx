import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DecisionForm } from './decision-form';

const MEDICATION_TEXT_FIELDS = [
  { name: 'medicine', label: 'Medicine' },
  { name: 'dosage', label: 'Dosage' },
  { name: 'dosingFrequency', label: 'Dosing frequency' },
  { name: 'treatmentPeriod', label: 'Treatment period' },
] as const;

/** The medication of a decision, asked of partner organizations only. */
export function MedicationFields({
  form,
  set,
  text,
}: {
  form: DecisionForm;
  set(change: Partial<DecisionForm>): void;
  /** A text field of the form, as the dialog draws its others. */
  text(name: keyof DecisionForm & string, label: string, extra?: Record<string, unknown>): ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        Medication
      </Typography>
      <Stack spacing={2}>
        {MEDICATION_TEXT_FIELDS.map((field) => (
          <Box key={field.name}>{text(field.name, field.label, { slotProps: { htmlInput: { maxLength: 200 } } })}</Box>
        ))}
        {text('refillCount', 'Refill count', { type: 'number', slotProps: { htmlInput: { min: 0, max: 99 } } })}
        {text('pharmacyInstructions', 'Pharmacy instructions', { multiline: true, minRows: 2 })}
        <FormControlLabel
          control={<Switch checked={form.isRefill} onChange={(event) => set({ isRefill: event.target.checked })} />}
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
  );
}
