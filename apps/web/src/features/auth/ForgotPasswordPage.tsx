import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AuthPageFrame } from './AuthPageFrame';
import { emailFieldError, emailFromState, useFocusAfterRender } from './auth-helpers';
import { useSendPasswordReset } from './use-send-password-reset';

export const FORGOT_PASSWORD_PAGE_TITLE = 'Forgot Password';

/** The address of the forgot-password-complete page for an e-mail. */
export function forgotPasswordCompletePath(email: string): string {
  return `/forgot-password-complete?${new URLSearchParams({ email: email.trim() })}`;
}

export function ForgotPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const sendPasswordReset = useSendPasswordReset();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [emailError, setEmailError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    const invalid = emailFieldError(address);
    setFormError(undefined);
    if (invalid) {
      setEmailError(invalid);
      focusAfterRender(() => emailRef.current);
      return;
    }
    setEmailError(undefined);
    setSubmitting(true);
    const result = await sendPasswordReset(address);
    setSubmitting(false);
    if (result.ok) {
      navigate(forgotPasswordCompletePath(address));
    } else if (result.field === 'email') {
      setEmailError(result.message);
      focusAfterRender(() => emailRef.current);
    } else {
      setFormError(result.message);
      focusAfterRender(() => alertRef.current);
    }
  };

  return (
    <AuthPageFrame title={FORGOT_PASSWORD_PAGE_TITLE} heading="Forgot your password?">
      <Typography id="forgot-password-intro" sx={{ mb: 2 }}>
        Enter the e-mail address you sign in with. We will send you a link to choose a new password.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={submitting} aria-label="Send a password reset link">
        <Stack spacing={2}>
          {formError && (
            <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1}>
              {formError}
            </Alert>
          )}
          <TextField
            id="forgot-password-email"
            label="E-mail address"
            type="email"
            name="email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (emailError) setEmailError(undefined);
            }}
            inputRef={emailRef}
            error={Boolean(emailError)}
            helperText={emailError}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} loadingPosition="start">
            {submitting ? 'Sending link…' : 'Send reset link'}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'flex-start' }}>
            Back to sign in
          </Link>
        </Stack>
      </Box>
    </AuthPageFrame>
  );
}

export default ForgotPasswordPage;
