import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';

/** The page while its permissions load, or when they could not be loaded. */
export function PageLoadState({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  if (failed) {
    return (
      <RetryAlert onRetry={onRetry}>We couldn&apos;t load this page. Check your connection and try again.</RetryAlert>
    );
  }
  return (
    <Box aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        Loading…
      </Box>
      <Skeleton variant="rectangular" height={48} />
    </Box>
  );
}
