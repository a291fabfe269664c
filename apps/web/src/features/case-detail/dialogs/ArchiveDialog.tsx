import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ActionDialog, type BaseDialogProps } from './ActionDialog';

/** Archive with a reason; an undecided case is closed without a decision. */
export function ArchiveDialog({
  busy,
  onClose,
  withoutDecision,
  onConfirm,
}: BaseDialogProps & { withoutDecision: boolean; onConfirm(reason: string): void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !reason.trim() ? 'Give a reason.' : undefined;
  return (
    <ActionDialog
      title="Archive this case?"
      description={
        withoutDecision
          ? 'This case has no decision yet. Archiving it closes it without one. It cannot be changed until it is reopened.'
          : 'The case is closed and cannot be changed until it is reopened.'
      }
      confirmLabel={withoutDecision ? 'Archive without a decision' : 'Archive'}
      destructive
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (reason.trim()) onConfirm(reason.trim());
      }}
    >
      <TextField
        required
        fullWidth
        multiline
        minRows={2}
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={!!error}
        helperText={error}
      />
    </ActionDialog>
  );
}
