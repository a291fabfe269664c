import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId } from 'react';

/** What every case dialog is given: whether its change is under way, and how to close it. */
export interface BaseDialogProps {
  busy: boolean;
  onClose(): void;
}

/**
 * A labelled, described dialog around a form: Enter submits, Escape cancels, and while the call is
 * under way it cannot be closed.
 */
export function ActionDialog({
  title,
  description,
  confirmLabel,
  destructive = false,
  busy,
  onClose,
  onSubmit,
  otherAction,
  children,
}: BaseDialogProps & {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onSubmit(): void;
  /** A second way to finish, e.g. "Assign to me" beside "Assign". */
  otherAction?: { label: string; onClick(): void };
  children?: ReactNode;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
      disableRestoreFocus
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {description && (
            <DialogContentText id={`${id}-text`} sx={{ mb: children ? 2 : 0 }}>
              {description}
            </DialogContentText>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {otherAction && (
            <Button variant="outlined" onClick={otherAction.onClick} disabled={busy}>
              {otherAction.label}
            </Button>
          )}
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
