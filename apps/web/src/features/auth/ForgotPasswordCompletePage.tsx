import { useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthPageFrame } from './AuthPageFrame';
import { isValidEmail, useFocusAfterRender } from './auth-helpers';
import { useSendPasswordReset } from './use-send-password-reset';

export const FORGOT_PASSWORD_COMPLETE_PAGE_TITLE = 'Check Your Email';

export function ForgotPasswordCompletePage() {
  const [params] = useSearchParams();
  const email = (params.get('email') ?? '').trim();
  const sendPasswordReset = useSendPasswordReset();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string>();
  const alertRef = useRef<HTMLDivElement>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const resend = async () => {
    if (sending) return;
    setSending(true);
    setStatus('');
    setError(undefined);
    const result = await sendPasswordReset(email);
    setSending(false);
    if (result.ok) {
      setStatus(`We sent the link again to ${email}.`);
      // The button was disabled while sending, which dropped the focus.
      focusAfterRender(() => resendRef.current);
    } else {
      setError(result.message);
      focusAfterRender(() => alertRef.current);
    }
  };

  if (!isValidEmail(email)) {
    return (
      <AuthPageFrame title={FORGOT_PASSWORD_COMPLETE_PAGE_TITLE}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          This page does not say which e-mail address the link was sent to.
        </Alert>
        <Stack spacing={1.5}>
          <Button component={RouterLink} to="/forgot-password" variant="contained">
            Ask for a reset link
          </Button>
          <Link component={RouterLink} to="/login" variant="body2">
            Back to sign in
          </Link>
        </Stack>
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame title={FORGOT_PASSWORD_COMPLETE_PAGE_TITLE}>
      <Typography sx={{ mb: 1.5 }}>
        If an account uses <strong>{email}</strong>, we sent it a link to choose a new password.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Open the link in the e-mail to continue. It can take a few minutes to arrive; check your spam folder too.
      </Typography>
      {/* Stays mounted so that screen readers announce each new status. */}
      <Box role="status" aria-live="polite" sx={{ mb: status ? 2 : 0 }}>
        {status && (
          <Alert severity="success" role="none">
            {status}
          </Alert>
        )}
      </Box>
      {error && (
        <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1} sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack spacing={1.5}>
        <Button ref={resendRef} variant="outlined" onClick={() => void resend()} loading={sending} loadingPosition="start">
          {sending ? 'Sending again…' : 'Send the link again'}
        </Button>
        <Link component={RouterLink} to="/forgot-password" state={{ email }} variant="body2">
          Use a different e-mail address
        </Link>
        <Link component={RouterLink} to="/login" state={{ email }} variant="body2">
          Back to sign in
        </Link>
      </Stack>
    </AuthPageFrame>
  );
}

export default ForgotPasswordCompletePage;
