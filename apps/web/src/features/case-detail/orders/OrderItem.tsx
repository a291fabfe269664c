import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseOrderFieldsFragment } from '../../../generated/graphql';
import { ORDER_STATUS_LABELS } from './order-labels';

export type OrderAction = 'status' | 'tracking';

/** One order on the staff case page: status, pharmacy, what it carries, tracking, and the actions allowed. */
export function OrderItem({
  order,
  canChange,
  onAction,
}: {
  order: CaseOrderFieldsFragment;
  canChange: boolean;
  onAction(kind: OrderAction, trigger: HTMLElement): void;
}) {
  const trackable = ['PLACED', 'PROCESSING', 'SHIPPED', 'TRANSIT_FAILURE', 'DELIVERED'].includes(order.status);
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={ORDER_STATUS_LABELS[order.status]}
          color={order.status === 'ERROR' ? 'error' : 'default'}
        />
        <Typography variant="body2">{order.pharmacyName ?? 'Pharmacy'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {order.sentAt ? 'Received by the pharmacy' : order.status === 'PLACED' ? 'Sending…' : null}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {order.lines.map((line, index) => (
          <li key={index}>
            <Typography variant="body2">
              {line.name}
              {line.dosage ? `, ${line.dosage}` : ''} × {line.quantity}
            </Typography>
          </li>
        ))}
      </Box>
      {order.trackingNumber && (
        <Typography variant="body2">
          Tracking: {order.carrier} {order.trackingNumber}
        </Typography>
      )}
      {order.sendError && order.status === 'ERROR' && (
        <Typography variant="body2" color="error">
          Not sent: {order.sendError}
        </Typography>
      )}
      {canChange && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {order.nextStatuses.length > 0 && (
            <Button size="small" onClick={(event) => onAction('status', event.currentTarget)}>
              Change status
            </Button>
          )}
          {trackable && (
            <Button size="small" onClick={(event) => onAction('tracking', event.currentTarget)}>
              {order.trackingNumber ? 'Change tracking' : 'Add tracking'}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
