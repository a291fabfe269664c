import { OrderStatus } from '#domain/cases';

const { DRAFT, PLACED, PROCESSING, SHIPPED, DELIVERED, CANCELLED, RETURNED, TRANSIT_FAILURE, ERROR } = OrderStatus;

/**
 * The order status moves (the spec lists the statuses and leaves the moves to the product). Staff and the
 * pharmacy's status webhook move an order along the same table; anything else is ILLEGAL_STATE for staff
 * and a stale, ignored (but stored) event for the webhook.
 *
 * - DRAFT: kept before placing; no operation writes drafts yet (createCaseOrder places at once).
 * - PLACED: written and handed to the pharmacy adapter. Fires ORDER_PLACED (the ORDER_CREATED activity).
 * - PROCESSING: the pharmacy accepted and is filling it.
 * - SHIPPED: on its way (a tracking number and carrier usually come with it).
 * - TRANSIT_FAILURE: the carrier could not deliver; it may be shipped again, delivered late or returned.
 * - DELIVERED: arrived; it may still come back (RETURNED).
 * - ERROR: the pharmacy refused it or could not be reached after every retry; placing it again resends it.
 * - CANCELLED, RETURNED: final.
 */
export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [DRAFT]: [PLACED, CANCELLED],
  [PLACED]: [PROCESSING, SHIPPED, CANCELLED, ERROR],
  [PROCESSING]: [SHIPPED, CANCELLED, ERROR],
  [SHIPPED]: [DELIVERED, TRANSIT_FAILURE, RETURNED],
  [TRANSIT_FAILURE]: [SHIPPED, DELIVERED, RETURNED],
  [DELIVERED]: [RETURNED],
  [ERROR]: [PLACED, CANCELLED],
  [CANCELLED]: [],
  [RETURNED]: [],
};

export function isAllowedOrderMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_MOVES[from].includes(to);
}

/** Statuses with no move left: such an order takes no new status and no tracking. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = (Object.values(OrderStatus) as OrderStatus[]).filter(
  (status) => ORDER_STATUS_MOVES[status].length === 0,
);

/** The pharmacy's webhook reports what happens after the order reached it: never DRAFT or PLACED. */
export const PHARMACY_REPORTED_STATUSES: readonly OrderStatus[] = [
  PROCESSING,
  SHIPPED,
  DELIVERED,
  TRANSIT_FAILURE,
  RETURNED,
  CANCELLED,
  ERROR,
];

export const orderMoveMessage = (from: OrderStatus, to: OrderStatus) => `An order that is ${from} cannot become ${to}`;
