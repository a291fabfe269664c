import { type CaseOrderEntity, ORDER_STATUS_MOVES } from '#domain/case-orders';
import type { CaseOrder } from './case-order.model.js';

/** `detailed`: the caller manages orders (send details and the moves it may make); the employee sees progress. */
export const toCaseOrder = (order: CaseOrderEntity, detailed: boolean): CaseOrder => ({
  id: order.id,
  caseId: order.caseId,
  status: order.status,
  statusChangedAt: order.statusChangedAt,
  pharmacyId: order.pharmacyId,
  pharmacyName: order.pharmacy?.name ?? null,
  lines: order.lines,
  shippingAddress: order.shippingAddress,
  trackingNumber: order.trackingNumber,
  carrier: order.carrier,
  sentAt: detailed ? order.sentAt : null,
  sendAttempts: detailed ? order.sendAttempts : null,
  sendError: detailed ? order.sendError : null,
  nextStatuses: detailed ? [...ORDER_STATUS_MOVES[order.status]] : [],
  createdAt: order.createdAt,
});
