import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { PartnerLanding } from './partner-landing-model';
import { SignUpForm } from './SignUpForm';

/** Sign-up in a dialog, for partners with `useModalForSignup`; loaded the first time a visitor asks to sign up. */
export function SignUpDialog({
  landing,
  open,
  onClose,
  initialBundleId,
}: {
  landing: PartnerLanding;
  open: boolean;
  onClose: () => void;
  initialBundleId: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sign-up-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="sign-up-dialog-title">Create your account</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          {/* A new form each time the dialog opens on a plan, focused on its first field. */}
          <SignUpForm
            key={initialBundleId}
            landing={landing}
            headingId="sign-up-dialog-title"
            initialBundleId={initialBundleId}
            focusRequest={1}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}

export default SignUpDialog;
