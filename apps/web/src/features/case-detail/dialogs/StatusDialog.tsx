import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import type { CaseStatus } from '../../../generated/graphql';
import { CASE_STATUS_LABELS } from '../shared/case-labels';
import { ActionDialog, type BaseDialogProps } from './ActionDialog';

/** Moves the case to one of the statuses it may go to from where it is. */
export function StatusDialog({
  busy,
  onClose,
  current,
  moves,
  onConfirm,
}: BaseDialogProps & { current: CaseStatus; moves: readonly CaseStatus[]; onConfirm(status: CaseStatus): void }) {
  const [status, setStatus] = useState<CaseStatus | ''>('');
  const [touched, setTouched] = useState(false);
  const labelId = useId();
  const missing = touched && !status;
  return (
    <ActionDialog
      title="Change status"
      description={`The case is ${CASE_STATUS_LABELS[current].toLowerCase()}.`}
      confirmLabel="Change status"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (status) onConfirm(status);
      }}
    >
      <FormControl error={missing} required>
        <FormLabel id={labelId}>New status</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={status}
          onChange={(event) => setStatus(event.target.value as CaseStatus)}
        >
          {moves.map((move) => (
            <FormControlLabel key={move} value={move} control={<Radio />} label={CASE_STATUS_LABELS[move]} />
          ))}
        </RadioGroup>
        {missing && (
          <Alert severity="error" sx={{ mt: 1 }}>
            Choose a status.
          </Alert>
        )}
      </FormControl>
    </ActionDialog>
  );
}
