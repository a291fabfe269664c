import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { CaseOrderFieldsFragment, OrderStatus } from '../../../generated/graphql';
import { useDecisionChange } from '../decisions/use-decision-change';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useDialog } from '../dialogs/use-dialog';
import { SectionLoadState } from '../shared/SectionLoadState';
import { CreateOrderDialog } from './CreateOrderDialog';
import { ORDER_STATUS_LABELS } from './order-labels';
import {
  ADD_ORDER_TRACKING_MUTATION,
  CASE_ORDERS_QUERY,
  CHANGE_ORDER_STATUS_MUTATION,
  CREATE_ORDER_MUTATION,
} from './order-queries';
import { type OrderAction, OrderItem } from './OrderItem';

type Order = CaseOrderFieldsFragment;
type DialogState = { kind: 'create' } | { kind: OrderAction; order: Order };

/**
 * The orders of the case (Cvadmin and TPA Support): each with its status, pharmacy, lines and tracking; as
 * the api allows (viewerCan), the viewer places an order, moves one along the statuses the api offers
 * (nextStatuses) and sets its tracking. Someone else's change (the pharmacy's webhook) reloads it live
 * (use-live-case).
 */
export function CaseOrders({
  caseId,
  canCreate,
  canChange,
}: {
  caseId: string;
  canCreate: boolean;
  canChange: boolean;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, loading, refetch } = useQuery(CASE_ORDERS_QUERY, { variables: { caseId } });
  const dialog = useDialog<DialogState>(() => heading.current);
  const change = useDecisionChange();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [nextStatus, setNextStatus] = useState<OrderStatus | ''>('');
  const [tracking, setTracking] = useState({ trackingNumber: '', carrier: '' });
  const orders = data?.caseOrders;
  const state = dialog.state;

  const finish = (refused: string | null) => {
    setBusy(false);
    setProblem(refused);
    if (!refused) dialog.close();
    return refused;
  };
  const open = (next: DialogState, trigger: HTMLElement) => {
    setProblem(null);
    if (next.kind === 'status') setNextStatus(next.order.nextStatuses[0] ?? '');
    if (next.kind === 'tracking')
      setTracking({ trackingNumber: next.order.trackingNumber ?? '', carrier: next.order.carrier ?? '' });
    dialog.open(next, trigger);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ mb: 1, outline: 'none' }}
      >
        Orders
      </Typography>
      {!orders ? (
        <SectionLoadState
          what="the orders"
          failed={!!error && !loading}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <>
          {orders.length === 0 ? (
            <Typography color="text.secondary">No orders yet.</Typography>
          ) : (
            <Stack component="ul" aria-labelledby={headingId} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {orders.map((order) => (
                <OrderItem
                  key={order.id}
                  order={order}
                  canChange={canChange}
                  onAction={(kind, trigger) => open({ kind, order }, trigger)}
                />
              ))}
            </Stack>
          )}
          {canCreate && (
            <Button
              variant="contained"
              size="small"
              sx={{ mt: 2 }}
              onClick={(event) => open({ kind: 'create' }, event.currentTarget)}
            >
              Place order
            </Button>
          )}
        </>
      )}

      {state?.kind === 'create' && (
        <CreateOrderDialog
          onClose={dialog.close}
          onSubmit={async (input) => {
            const refused = await change(CREATE_ORDER_MUTATION, { input: { caseId, ...input } });
            // The new order joins the list: its own query is read again (the case itself is not).
            if (!refused) await refetch().catch(() => undefined);
            if (!refused) dialog.close();
            return refused;
          }}
        />
      )}
      {state?.kind === 'status' && (
        <ActionDialog
          title="Change the order status"
          description={`Now: ${ORDER_STATUS_LABELS[state.order.status]}.`}
          confirmLabel="Change status"
          busy={busy}
          onClose={dialog.close}
          onSubmit={() => {
            if (!nextStatus) return;
            setBusy(true);
            void change(CHANGE_ORDER_STATUS_MUTATION, { orderId: state.order.id, status: nextStatus }).then(finish);
          }}
        >
          <TextField
            select
            fullWidth
            label="New status"
            value={nextStatus}
            onChange={(event) => setNextStatus(event.target.value as OrderStatus)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {state.order.nextStatuses.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </TextField>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </ActionDialog>
      )}
      {state?.kind === 'tracking' && (
        <ActionDialog
          title="Order tracking"
          confirmLabel="Save tracking"
          busy={busy}
          onClose={dialog.close}
          onSubmit={() => {
            setBusy(true);
            void change(ADD_ORDER_TRACKING_MUTATION, { orderId: state.order.id, ...tracking }).then(finish);
          }}
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Carrier"
              required
              value={tracking.carrier}
              onChange={(event) => setTracking((current) => ({ ...current, carrier: event.target.value }))}
            />
            <TextField
              label="Tracking number"
              required
              value={tracking.trackingNumber}
              onChange={(event) => setTracking((current) => ({ ...current, trackingNumber: event.target.value }))}
            />
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
          </Stack>
        </ActionDialog>
      )}
    </Paper>
  );
}
