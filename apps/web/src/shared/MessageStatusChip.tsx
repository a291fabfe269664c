import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from './visually-hidden';

const STATUS: Record<string, { label: string; color: 'default' | 'success' | 'error' }> = {
  PENDING: { label: 'Pending', color: 'default' },
  SENT: { label: 'Sent', color: 'success' },
  ERROR: { label: 'Failed', color: 'error' },
};

/**
 * A message's delivery status (PENDING, SENT or ERROR) in words, read out as "Status: …". A message from the
 * employee that arrived says Received, not Sent.
 */
export function MessageStatusChip({ status, inbound = false }: { status: string; inbound?: boolean }) {
  const shown =
    inbound && status === 'SENT'
      ? { label: 'Received', color: 'default' as const }
      : (STATUS[status] ?? { label: status, color: 'default' as const });
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
