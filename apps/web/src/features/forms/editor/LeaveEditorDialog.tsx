import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Blocker } from 'react-router';

/** Asked when leaving the editor for another page with unpublished changes. */
export function LeaveEditorDialog({ blocker }: { blocker: Blocker }) {
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-labelledby="leave-editor-title">
      <DialogTitle id="leave-editor-title">Leave without publishing?</DialogTitle>
      <DialogContent>
        <DialogContentText>Your changes to this form have not been published and will be lost.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
