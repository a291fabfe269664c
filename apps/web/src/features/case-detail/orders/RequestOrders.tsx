import { useQuery } from '@apollo/client/react';
import { RetryAlert } from '../../../shared/RetryAlert';
import { CASE_ORDERS_QUERY } from './order-queries';
import { OrderTracker } from './OrderTracker';

/** The employee's orders on their request, newest first; nothing while there is none. */
export function RequestOrders({ caseId }: { caseId: string }) {
  const { data, error, refetch } = useQuery(CASE_ORDERS_QUERY, { variables: { caseId } });
  if (error && !data)
    return (
      <RetryAlert onRetry={() => void refetch().catch(() => undefined)}>We couldn&apos;t load your order.</RetryAlert>
    );
  const orders = data?.caseOrders ?? [];
  return (
    <>
      {orders.map((order) => (
        <OrderTracker key={order.id} order={order} />
      ))}
    </>
  );
}
