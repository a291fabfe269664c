import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, RefObject } from 'react';

export const LINK_LOAD_FAILED_MESSAGE = 'The payment page could not be loaded. Check your connection and try again.';

/** A public payment-link page: the organization's logo and name once known, the heading (focusable), the body. */
export function LinkPageFrame({
  branding,
  heading,
  headingRef,
  children,
}: {
  branding: { logoUrl: string; organizationName: string } | null;
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        {branding && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            {branding.logoUrl && <Box component="img" src={branding.logoUrl} alt="" sx={{ maxHeight: 48 }} />}
            <Typography variant="subtitle1" component="p">
              {branding.organizationName}
            </Typography>
          </Stack>
        )}
        <Typography variant="h4" component="h1" gutterBottom tabIndex={-1} ref={headingRef}>
          {heading}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}

export function LinkPageLoading() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={24} aria-hidden="true" />
      <span>Loading…</span>
    </Stack>
  );
}

export function LinkPageLoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error">{LINK_LOAD_FAILED_MESSAGE}</Alert>
      <Button variant="contained" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

/** The api's or the card field's refusal, above the card field; it takes the focus when shown. */
export function LinkPageError({
  error,
  errorRef,
}: {
  error: string | null;
  errorRef: RefObject<HTMLDivElement | null>;
}) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" ref={errorRef} tabIndex={-1}>
      {error}
    </Alert>
  );
}
