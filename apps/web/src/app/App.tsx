import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { APP_NAME, usePageTitle } from '../shared/page-title';

/**
 * Placeholder theme. The real theme is built from the organization's colors once the shell lands;
 * MUI's defaults meet WCAG AA contrast, which the partner colors alone do not for white text.
 */
const theme = createTheme();

export type HealthState = { kind: 'loading' } | { kind: 'ok'; status: string } | { kind: 'error'; message: string };

/** Reads `/health` (proxied to the api); resolves with the reported status, rejects with a readable message. */
export async function fetchApiHealth(signal?: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/health', { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('The API could not be reached.', { cause: error });
  }
  if (!response.ok) {
    throw new Error(`The API answered with HTTP ${response.status}.`);
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    const body: unknown = await response.json().catch(() => null);
    if (body && typeof body === 'object' && 'status' in body && typeof body.status === 'string') {
      return body.status;
    }
  }
  return 'ok';
}

function HealthStatus({ state, onRetry }: { state: HealthState; onRetry: () => void }) {
  return (
    <Box>
      {/* One live region that stays mounted, so screen readers announce each change of its content. */}
      <Box role="status" aria-live="polite" aria-atomic="true" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography>Checking the API…</Typography>
          </Box>
        )}
        {state.kind === 'ok' && (
          // role="none": the surrounding status region announces it; Alert's default role would be "alert".
          <Alert severity="success" role="none">
            API status: {state.status}
          </Alert>
        )}
        {state.kind === 'error' && (
          <Alert severity="error" role="none">
            API unavailable. {state.message}
          </Alert>
        )}
      </Box>
      {/* Always mounted (aria-disabled, not disabled, while checking) so keyboard focus is never lost. */}
      <Button
        variant="outlined"
        aria-disabled={state.kind === 'loading'}
        onClick={state.kind === 'loading' ? undefined : onRetry}
        sx={{ mt: 2 }}
      >
        Check again
      </Button>
    </Box>
  );
}

export function App() {
  usePageTitle('Sign in');
  const [health, setHealth] = useState<HealthState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setHealth({ kind: 'loading' });
    fetchApiHealth(controller.signal).then(
      (status) => setHealth({ kind: 'ok', status }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setHealth({
          kind: 'error',
          message: error instanceof Error ? error.message : 'The API could not be reached.',
        });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
        <Typography component="p" variant="overline" color="text.secondary">
          {APP_NAME}
        </Typography>
        <Typography component="h1" variant="h4" gutterBottom>
          Sign in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Sign-in becomes available here once the application shell is in place.
        </Typography>
        <Paper variant="outlined" component="section" aria-labelledby="api-health-heading" sx={{ p: 3 }}>
          <Typography id="api-health-heading" component="h2" variant="h6" gutterBottom>
            Service status
          </Typography>
          <HealthStatus state={health} onRetry={retry} />
        </Paper>
      </Container>
    </ThemeProvider>
  );
}

export default App;
