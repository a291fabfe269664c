import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Problems } from './decision-problems';

/** Start date, end date and Indefinite, as both dialogs ask them. */
export function DatesFields({
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
