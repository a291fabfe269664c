import type { EntityManager } from 'typeorm';
import { type ActivityPayload, CaseActivityType } from '#events';
import type { OrderStatus } from '#domain/cases';
import { CaseOrderEntity } from './case-order.entity.js';

/** Who moved an order: a person on the case page, the pharmacy's webhook, or the send giving up. */
export type OrderChangeSource = 'STAFF' | 'PHARMACY' | 'SEND';

/** Records one timeline entry on the order's case (by a person, or by nobody for the pharmacy and the worker). */
export type RecordOrderActivity = (type: CaseActivityType, payload: ActivityPayload) => Promise<unknown>;

/**
 * The case shows the status of its latest order (the case list filters on it): written with every change of
 * an order, in the change's transaction.
 */
export async function followLatestOrder(manager: EntityManager, caseId: string): Promise<void> {
  await manager.query(
    `UPDATE case_record SET order_status = (
       SELECT status FROM case_order WHERE case_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1
     ) WHERE id = $1`,
    [caseId],
  );
}

/**
 * Moves a locked order to `to` (the caller checked the move against ORDER_STATUS_MOVES), keeps the case's
 * order status in step and records ORDER_STATUS_CHANGED (ids and statuses only: no PHI). Partner webhooks and
 * the live case page hear of it through that activity.
 */
export async function moveOrder(
  manager: EntityManager,
  order: CaseOrderEntity,
  to: OrderStatus,
  source: OrderChangeSource,
  record: RecordOrderActivity,
  at: Date = new Date(),
): Promise<CaseOrderEntity> {
  const from = order.status;
  order.status = to;
  order.statusChangedAt = at;
  const saved = await manager.save(CaseOrderEntity, order);
  await followLatestOrder(manager, order.caseId);
  await record(CaseActivityType.ORDER_STATUS_CHANGED, { orderId: order.id, from, to, source });
  return saved;
}

/** Sets the order's tracking and records ORDER_TRACKING_ADDED. */
export async function trackOrder(
  manager: EntityManager,
  order: CaseOrderEntity,
  tracking: { trackingNumber: string; carrier: string },
  source: OrderChangeSource,
  record: RecordOrderActivity,
): Promise<CaseOrderEntity> {
  order.trackingNumber = tracking.trackingNumber;
  order.carrier = tracking.carrier;
  const saved = await manager.save(CaseOrderEntity, order);
  await record(CaseActivityType.ORDER_TRACKING_ADDED, { orderId: order.id, ...tracking, source });
  return saved;
}
