import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { RetryAlert } from '../../../shared/RetryAlert';

export function CaseLoading({ label }: { label: string }) {
  return (
    <Box data-testid="case-loading" aria-busy="true" sx={{ py: 3 }}>
      <Box role="status" sx={visuallyHidden}>
        {label}
      </Box>
      <Skeleton variant="text" width="50%" height={48} />
      <Skeleton variant="text" width="30%" sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={64} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={160} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

export function CaseLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Box sx={{ py: 3 }}>
      <RetryAlert onRetry={onRetry}>{message}</RetryAlert>
    </Box>
  );
}
