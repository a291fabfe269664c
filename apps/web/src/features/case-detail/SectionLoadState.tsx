import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';

/**
 * What a section of the case page shows until its own query answers: placeholder lines while loading,
 * or "We couldn't load …" with a way to try again.
 */
export function SectionLoadState({
  what,
  failed,
  onRetry,
}: {
  /** "the attachments", "the FMLA hours". */
  what: string;
  failed: boolean;
  onRetry: () => void;
}) {
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        We couldn&apos;t load {what}.
      </Alert>
    );
  }
  return (
    <Box aria-busy="true" aria-label={`Loading ${what}…`} role="status">
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="text" width="50%" />
    </Box>
  );
}
