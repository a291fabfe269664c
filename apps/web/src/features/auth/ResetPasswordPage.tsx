import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AuthPageFrame } from './AuthPageFrame';
import { PasswordRulesList } from './PasswordRulesList';
import { continuePath, describedBy, useFocusAfterRender } from './auth-helpers';
import { firebaseAuth } from './firebase-auth';
import { identityErrorCode, identityErrorMessage, isNetworkError } from './identity-errors';
import { usePasswordRules } from './password-policy';

export const RESET_PASSWORD_PAGE_TITLE = 'Reset Password';

export const MISSING_RESET_CODE_MESSAGE =
  'This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.';

/** Codes that make the link itself unusable: the user needs a new one. */
const DEAD_LINK_CODES = new Set([
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/user-disabled',
  'auth/user-not-found',
]);
const WEAK_PASSWORD_CODES = new Set(['auth/weak-password', 'auth/password-does-not-meet-requirements']);

type PageState =
  | { kind: 'checking' }
  | { kind: 'ready'; email: string }
  | { kind: 'deadLink'; message: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'done'; email: string };

interface FieldErrors {
  password?: string;
  confirm?: string;
  form?: string;
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const oobCode = params.get('oobCode') ?? '';
  const signInPath = continuePath(params.get('continueUrl'));

  const [state, setState] = useState<PageState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showPasswords, setShowPasswords] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const rules = usePasswordRules(password);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  useEffect(() => {
    if (!oobCode) {
      setState({ kind: 'deadLink', message: MISSING_RESET_CODE_MESSAGE });
      return;
    }
    let active = true;
    setState({ kind: 'checking' });
    verifyPasswordResetCode(firebaseAuth(), oobCode).then(
      (email) => active && setState({ kind: 'ready', email }),
      (error: unknown) => {
        if (!active) return;
        const code = identityErrorCode(error);
        const message = identityErrorMessage(error);
        setState(
          code && DEAD_LINK_CODES.has(code) && !isNetworkError(error)
            ? { kind: 'deadLink', message }
            : { kind: 'unavailable', message },
        );
      },
    );
    return () => {
      active = false;
    };
  }, [oobCode, attempt]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || state.kind !== 'ready') return;
    const found: FieldErrors = {};
    if (!password) found.password = 'Enter a new password.';
    else if (!rules.meetsRequirements) found.password = 'Choose a password that meets the requirements listed below.';
    if (!confirmation) found.confirm = 'Enter the new password again.';
    else if (confirmation !== password) found.confirm = 'The two passwords do not match.';
    if (found.password || found.confirm) {
      setErrors(found);
      focusAfterRender(() => (found.password ? passwordRef.current : confirmRef.current));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await confirmPasswordReset(firebaseAuth(), oobCode, password);
      setState({ kind: 'done', email: state.email });
      focusAfterRender(() => headingRef.current);
    } catch (error) {
      const code = identityErrorCode(error);
      const message = identityErrorMessage(error);
      if (code && WEAK_PASSWORD_CODES.has(code)) {
        // The policy may have changed since it was read (spec 001 §8: refresh it).
        rules.refresh();
        setErrors({ password: message });
        focusAfterRender(() => passwordRef.current);
      } else if (code && DEAD_LINK_CODES.has(code)) {
        setState({ kind: 'deadLink', message });
        focusAfterRender(() => alertRef.current);
      } else {
        setErrors({ form: message });
        focusAfterRender(() => alertRef.current);
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (state.kind === 'checking') {
    return (
      <AuthPageFrame title={RESET_PASSWORD_PAGE_TITLE}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>Checking your reset link…</Typography>
        </Box>
      </AuthPageFrame>
    );
  }

  if (state.kind === 'deadLink' || state.kind === 'unavailable') {
    return (
      <AuthPageFrame title={RESET_PASSWORD_PAGE_TITLE}>
        <Stack spacing={2}>
          <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1}>
            {state.message}
          </Alert>
          {state.kind === 'unavailable' ? (
            <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          ) : (
            <Button component={RouterLink} to="/forgot-password" variant="contained">
              Ask for a new link
            </Button>
          )}
          <Link component={RouterLink} to="/login" variant="body2">
            Back to sign in
          </Link>
        </Stack>
      </AuthPageFrame>
    );
  }

  if (state.kind === 'done') {
    return (
      <AuthPageFrame title={RESET_PASSWORD_PAGE_TITLE} heading="Password changed" headingRef={headingRef}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            Your password has been changed. Sign in with your new password.
          </Alert>
          <Button variant="contained" onClick={() => navigate(signInPath, { state: { email: state.email } })}>
            Sign in
          </Button>
        </Stack>
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame title={RESET_PASSWORD_PAGE_TITLE} heading="Choose a new password" headingRef={headingRef}>
      <Typography sx={{ mb: 2 }}>
        For <strong>{state.email}</strong>
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={submitting} aria-label="Choose a new password">
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
        <Stack spacing={2}>
          {errors.form && (
            <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1}>
              {errors.form}
            </Alert>
          )}
          <Box>
            <TextField
              id="reset-new-password"
              label="New password"
              type={showPasswords ? 'text' : 'password'}
              name="new-password"
              autoComplete="new-password"
              required
              fullWidth
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (errors.password) setErrors((previous) => ({ ...previous, password: undefined }));
              }}
              inputRef={passwordRef}
              error={Boolean(errors.password)}
              helperText={errors.password}
              slotProps={{
                input: {
                  'aria-describedby': describedBy(errors.password && 'reset-new-password-helper-text', 'reset-password-rules'),
                },
              }}
            />
            <PasswordRulesList id="reset-password-rules" rules={rules.rules} notice={rules.notice} />
          </Box>
          <TextField
            id="reset-confirm-password"
            label="Confirm new password"
            type={showPasswords ? 'text' : 'password'}
            name="confirm-password"
            autoComplete="new-password"
            required
            fullWidth
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              if (errors.confirm) setErrors((previous) => ({ ...previous, confirm: undefined }));
            }}
            inputRef={confirmRef}
            error={Boolean(errors.confirm)}
            helperText={errors.confirm}
          />
          <FormControlLabel
            sx={{ mt: '0 !important' }}
            control={<Checkbox checked={showPasswords} onChange={(event) => setShowPasswords(event.target.checked)} />}
            label="Show passwords"
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} loadingPosition="start">
            {submitting ? 'Changing password…' : 'Change password'}
          </Button>
        </Stack>
      </Box>
    </AuthPageFrame>
  );
}

export default ResetPasswordPage;
