import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from './visually-hidden';

const STATUS: Record<string, { label: string; color: 'default' | 'success' | 'error' }> = {
  PENDING: { label: 'Pending', color: 'default' },
  SENT: { label: 'Sent', color: 'success' },
  ERROR: { label: 'Failed', color: 'error' },
};

/** A message's delivery status (PENDING, SENT or ERROR) in words, read out as "Status: …". */
export function MessageStatusChip({ status }: { status: string }) {
  const shown = STATUS[status] ?? { label: status, color: 'default' as const };
  return (
    <Chip
      size="small"
      variant="outlined"
      color={shown.color}
      data-testid="message-status"
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Status:{' '}
          </Box>
          {shown.label}
        </>
      }
    />
  );
}
