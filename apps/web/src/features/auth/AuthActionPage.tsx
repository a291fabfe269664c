import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { applyActionCode, checkActionCode } from 'firebase/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthPageFrame } from './AuthPageFrame';
import { continuePath } from './auth-helpers';
import { firebaseAuth } from './firebase-auth';
import { identityErrorMessage, isNetworkError } from './identity-errors';

export const AUTH_ACTION_PAGE_TITLE = 'Account Action';

export const INCOMPLETE_LINK_MESSAGE =
  'This link is incomplete. Open the link from the e-mail again, or copy the whole address into the browser.';

type ActionState =
  | { kind: 'working' }
  | { kind: 'done'; message: string; offerPasswordReset?: boolean }
  | { kind: 'failed'; message: string; canRetry: boolean };

/**
 * Action codes are single-use: the one in flight per code is shared, so that a second effect run
 * (React StrictMode, a remount) does not apply it twice and report the second use as invalid.
 */
const actionsInFlight = new Map<string, Promise<{ message: string; offerPasswordReset?: boolean }>>();

async function runAction(mode: string, oobCode: string): Promise<{ message: string; offerPasswordReset?: boolean }> {
  const auth = firebaseAuth();
  switch (mode) {
    case 'verifyEmail':
      await applyActionCode(auth, oobCode);
      return { message: 'Your e-mail address is verified. You can now sign in.' };
    case 'verifyAndChangeEmail':
      await applyActionCode(auth, oobCode);
      return { message: 'Your new e-mail address is confirmed. Sign in with it from now on.' };
    case 'recoverEmail': {
      const info = await checkActionCode(auth, oobCode);
      await applyActionCode(auth, oobCode);
      const restored = info.data.email;
      return {
        message: `${restored ? `Your account's e-mail address is ${restored} again.` : "Your account's e-mail address was restored."} If you did not ask for the change, reset your password now to keep your account safe.`,
        offerPasswordReset: true,
      };
    }
    default:
      throw new UnsupportedModeError();
  }
}

class UnsupportedModeError extends Error {
  constructor() {
    super('This kind of link is not handled here. Sign in with your e-mail address and password instead.');
  }
}

function sharedAction(mode: string, oobCode: string) {
  const key = `${mode}:${oobCode}`;
  let pending = actionsInFlight.get(key);
  if (!pending) {
    pending = runAction(mode, oobCode);
    // Failures may be retried (e.g. offline); successes stay, the code is used up.
    pending.catch(() => actionsInFlight.delete(key));
    actionsInFlight.set(key, pending);
  }
  return pending;
}

/** The page's heading per mode (the document title stays the route's). */
const HEADINGS: Record<string, string> = {
  verifyEmail: 'Verify your e-mail address',
  verifyAndChangeEmail: 'Confirm your new e-mail address',
  recoverEmail: 'Restore your e-mail address',
};

/** Handler of the identity service's e-mail action links: /auth-action?mode=…&oobCode=…&continueUrl=… */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const oobCode = params.get('oobCode') ?? '';
  const continueUrl = params.get('continueUrl');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ActionState>({ kind: 'working' });
  const redirectToReset = mode === 'resetPassword' && oobCode !== '';

  useEffect(() => {
    if (redirectToReset) return;
    if (!mode || !oobCode) {
      setState({ kind: 'failed', message: INCOMPLETE_LINK_MESSAGE, canRetry: false });
      return;
    }
    let active = true;
    setState({ kind: 'working' });
    sharedAction(mode, oobCode).then(
      (result) => active && setState({ kind: 'done', ...result }),
      (error: unknown) => {
        if (!active) return;
        const message = error instanceof UnsupportedModeError ? error.message : identityErrorMessage(error);
        setState({ kind: 'failed', message, canRetry: isNetworkError(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [mode, oobCode, attempt, redirectToReset]);

  if (redirectToReset) {
    const query = new URLSearchParams({ oobCode });
    if (continueUrl) query.set('continueUrl', continueUrl);
    return <Navigate to={`/reset-password?${query}`} replace />;
  }

  const nextPath = continuePath(continueUrl);

  return (
    <AuthPageFrame title={AUTH_ACTION_PAGE_TITLE} heading={HEADINGS[mode] ?? 'Account link'}>
      {state.kind === 'working' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>Checking your link…</Typography>
        </Box>
      )}
      {state.kind === 'done' && (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {state.message}
          </Alert>
          <Button component={RouterLink} to={nextPath} variant="contained">
            Continue to sign in
          </Button>
          {state.offerPasswordReset && (
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              Reset your password
            </Link>
          )}
        </Stack>
      )}
      {state.kind === 'failed' && (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            {state.message}
          </Alert>
          {state.canRetry && (
            <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          )}
          <Link component={RouterLink} to="/login" variant="body2">
            Go to sign in
          </Link>
        </Stack>
      )}
    </AuthPageFrame>
  );
}

export default AuthActionPage;
