import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';

/** Skeletons while a dashboard loads; the api's refusal or a retry when it failed. */
export function DashboardLoadState({ error, onRetry }: { error?: { message: string } | null; onRetry(): void }) {
  if (error) {
    return <RetryAlert onRetry={onRetry}>{dashboardErrorText(error)}</RetryAlert>;
  }
  return (
    <Box aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        Loading…
      </Box>
      <Skeleton variant="rectangular" height={72} sx={{ mb: 2 }} />
      <Skeleton variant="rectangular" height={240} />
    </Box>
  );
}

/** A refusal says why (the api's message); anything else is a generic load failure. */
export function dashboardErrorText(error: { message: string; errors?: ReadonlyArray<{ message: string }> }): string {
  const message = error.errors?.[0]?.message ?? error.message;
  return message.startsWith('Not authorized') || message.startsWith("You don't have access")
    ? message
    : "We couldn't load the dashboard. Check your connection and try again.";
}
