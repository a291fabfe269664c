import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CaseOrderFieldsFragment } from '../../../generated/graphql';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { ORDER_STAGES, ORDER_STATUS_LABELS, orderStage } from './order-labels';

/**
 * The employee's view of one order: its stages as an ordered list (Ordered → Processing → Shipped →
 * Delivered) with the current one marked (aria-current="step" and "current stage" for screen readers), what
 * went off the usual path, and the tracking number once there is one.
 */
export function OrderTracker({ order }: { order: CaseOrderFieldsFragment }) {
  const headingId = useId();
  const { index, note } = orderStage(order.status);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6">
        Your order
      </Typography>
      <Box
        component="ol"
        aria-label="Order progress"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, my: 2 }}
      >
        {ORDER_STAGES.map((stage, position) => {
          const current = position === index;
          const done = position < index;
          return (
            <Box
              component="li"
              key={stage}
              aria-current={current ? 'step' : undefined}
              sx={{
                px: 1.5,
                py: 0.5,
                borderRadius: 4,
                border: 1,
                borderColor: current ? 'primary.main' : 'divider',
                bgcolor: current ? 'primary.main' : 'transparent',
                color: current ? 'primary.contrastText' : done ? 'text.primary' : 'text.secondary',
                fontWeight: current ? 600 : 400,
              }}
            >
              {done && <span aria-hidden="true">✓ </span>}
              {ORDER_STATUS_LABELS[stage]}
              <Box component="span" sx={visuallyHidden}>
                {current ? ' (current stage)' : done ? ' (done)' : ' (to come)'}
              </Box>
            </Box>
          );
        })}
      </Box>
      {note && <Typography>{note}</Typography>}
      {order.trackingNumber && (
        <Typography>
          Tracking number: {order.carrier ? `${order.carrier} ` : ''}
          {order.trackingNumber}
        </Typography>
      )}
    </Paper>
  );
}
