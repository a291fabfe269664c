import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';

/** One sub-fee as typed: a label and an amount in dollars. */
export interface SubFeeDraft {
  label: string;
  amount: string;
}

export type SubFeeProblems = Partial<Record<number, { label?: string; amount?: string }>>;

/**
 * Labelled costs of their own (a lab fee) beside the named fees: rows added and removed, each with a label
 * and an amount. Field ids are `${idBase}-subFees-${index}-label|amount`, so a form can move focus to the
 * one with a problem. Removing a row moves focus to "Add sub-fee", so the keyboard is never left on nothing.
 */
export function SubFeesEditor({
  idBase,
  rows,
  max,
  problems = {},
  onChange,
  legend = 'Sub-fees',
}: {
  idBase: string;
  rows: SubFeeDraft[];
  max: number;
  problems?: SubFeeProblems;
  onChange(rows: SubFeeDraft[]): void;
  legend?: string;
}) {
  const addButton = useRef<HTMLButtonElement>(null);
  const setRow = (index: number, change: Partial<SubFeeDraft>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No sub-fees.
        </Typography>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <Box
            key={index}
            role="group"
            aria-label={`Sub-fee ${number}`}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, mb: 1.5 }}
          >
            <TextField
              id={`${idBase}-subFees-${index}-label`}
              label={`Sub-fee ${number} label`}
              size="small"
              value={row.label}
              onChange={(event) => setRow(index, { label: event.target.value })}
              error={!!problems[index]?.label}
              helperText={problems[index]?.label}
              slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
            />
            <TextField
              id={`${idBase}-subFees-${index}-amount`}
              label={`Sub-fee ${number} amount`}
              size="small"
              value={row.amount}
              onChange={(event) => setRow(index, { amount: event.target.value })}
              error={!!problems[index]?.amount}
              helperText={problems[index]?.amount}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
            <Button
              size="small"
              color="error"
              sx={{ alignSelf: 'start', mt: 0.5 }}
              aria-label={`Remove sub-fee ${number}${row.label.trim() ? ` (${row.label.trim()})` : ''}`}
              onClick={() => {
                onChange(rows.filter((_row, i) => i !== index));
                addButton.current?.focus();
              }}
            >
              Remove
            </Button>
          </Box>
        );
      })}
      <Button
        ref={addButton}
        size="small"
        variant="outlined"
        aria-disabled={rows.length >= max}
        onClick={() => {
          if (rows.length < max) onChange([...rows, { label: '', amount: '' }]);
        }}
      >
        Add sub-fee
      </Button>
      {rows.length >= max && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          At most {max} sub-fees.
        </Typography>
      )}
    </Box>
  );
}
