import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { RetryAlert } from '../../../shared/RetryAlert';

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
    return <RetryAlert onRetry={onRetry}>We couldn&apos;t load {what}.</RetryAlert>;
  }
  return (
    <Box aria-busy="true" aria-label={`Loading ${what}…`} role="status">
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="text" width="50%" />
    </Box>
  );
}
