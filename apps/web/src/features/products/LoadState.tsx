import Skeleton from '@mui/material/Skeleton';
import { RetryAlert } from '../../shared/RetryAlert';

/** Before a list has data: a skeleton while it loads, the failure with "Try again" once it failed. */
export function LoadState({ failed, what, onRetry }: { failed: boolean; what: string; onRetry: () => void }) {
  if (failed) {
    return (
      <RetryAlert onRetry={onRetry}>We couldn&apos;t load the {what}. Check your connection and try again.</RetryAlert>
    );
  }
  return <Skeleton variant="rectangular" height={96} aria-label={`Loading the ${what}`} />;
}
