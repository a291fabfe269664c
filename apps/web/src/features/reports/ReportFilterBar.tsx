import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { ReportGranularity } from '../../generated/graphql';
import { GRANULARITIES, type ReportFilters } from './report-filters';

/**
 * Period, first and last day. Applied on submit (not per keystroke), so a half-typed date asks nothing of the
 * api; the page writes the applied filters into the URL.
 */
export function ReportFilterBar({ value, onApply }: { value: ReportFilters; onApply(filters: ReportFilters): void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed (back, forward, a link): show what it says.
    setShown(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Report filters"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        select
        label="Period"
        value={draft.granularity}
        onChange={(event) => setDraft({ ...draft, granularity: event.target.value as ReportGranularity })}
        sx={{ minWidth: 180 }}
      >
        {GRANULARITIES.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label="From"
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="To"
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Apply
      </Button>
    </Box>
  );
}
