import type { OrderStatus } from '../../../generated/graphql';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  DRAFT: 'Draft',
  PLACED: 'Ordered',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  TRANSIT_FAILURE: 'Delivery problem',
  DELIVERED: 'Delivered',
  RETURNED: 'Returned',
  CANCELLED: 'Cancelled',
  ERROR: 'Not sent to the pharmacy',
};

/** The stages the employee's tracker shows, in order. */
export const ORDER_STAGES: readonly OrderStatus[] = ['PLACED', 'PROCESSING', 'SHIPPED', 'DELIVERED'];

/**
 * Where an order stands on the tracker: the stage it reached, and what went off the usual path, if anything
 * (a delivery problem sits at Shipped; a returned order was delivered; cancelled or unsent stops at Ordered).
 */
export function orderStage(status: OrderStatus): { index: number; note: string | null } {
  switch (status) {
    case 'DRAFT':
      return { index: -1, note: null };
    case 'TRANSIT_FAILURE':
      return { index: 2, note: 'The carrier could not deliver it yet.' };
    case 'RETURNED':
      return { index: 3, note: 'It was returned.' };
    case 'CANCELLED':
      return { index: 0, note: 'It was cancelled.' };
    case 'ERROR':
      return { index: 0, note: 'It has not reached the pharmacy yet; your care team is on it.' };
    default:
      return { index: ORDER_STAGES.indexOf(status), note: null };
  }
}
