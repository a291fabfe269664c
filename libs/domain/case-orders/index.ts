export { CaseOrderEntity, type OrderLine, OrderLineSource, type OrderShippingAddress } from './case-order.entity.js';
export { OrderRules } from './order-rules.js';
export {
  FINAL_ORDER_STATUSES,
  isAllowedOrderMove,
  ORDER_STATUS_MOVES,
  PHARMACY_REPORTED_STATUSES,
} from './order-transitions.js';
export { type CreateCaseOrderInput, MAX_ORDER_ITEMS } from './order-input.schemas.js';
export { CaseOrdersService, type CaseOrdersView } from './case-orders.service.js';
export { ORDER_SEND_ATTEMPTS, OrderSendQueue } from './order-send-queue.js';
export { OrderSender, type OrderSendOutcome } from './order-sender.js';
export {
  PHARMACY_ADAPTER,
  type PharmacyAdapter,
  type PharmacyOrderBody,
  type PharmacyOrderRequest,
  PharmacySendError,
} from './pharmacy-adapter.js';
export { checkPharmacySignature, signPharmacyMessage, type PharmacySignatureCheck } from './pharmacy-signature.js';
export { SignedJsonPharmacyAdapter } from './signed-json-pharmacy-adapter.js';
export { pharmacyStatusDelivery, type StoredPharmacyStatus } from './pharmacy-status-event.js';
export { CaseOrdersModule } from './case-orders.module.js';
