import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';

/** A report part loading (skeleton, announced), or failed with a retry. */
export function ReportLoadState({ what, failed, onRetry }: { what: string; failed: boolean; onRetry(): void }) {
  if (failed) {
    return (
      <RetryAlert onRetry={onRetry}>We couldn&apos;t load {what}. Check your connection and try again.</RetryAlert>
    );
  }
  return (
    <Box aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        Loading {what}…
      </Box>
      <Skeleton variant="rectangular" height={160} />
    </Box>
  );
}
