import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '../../../shared/visually-hidden';

/** The runner's shape while the form loads, said as "Loading the form…" to screen readers. */
export function RunnerSkeleton() {
  return (
    <Box sx={{ maxWidth: 760, py: { xs: 2, sm: 4 } }} data-testid="form-loading" aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        Loading the form…
      </Box>
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="rounded" height={56} sx={{ mt: 3 }} />
      <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
    </Box>
  );
}
