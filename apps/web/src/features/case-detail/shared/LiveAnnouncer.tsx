import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../shared/visually-hidden';

/** Read out new timeline entries without moving focus. */
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <Box role="status" aria-live="polite" data-testid="case-live-announcer" sx={visuallyHidden}>
      {message}
    </Box>
  );
}
