export { PartnerWebhookAttemptEntity } from './partner-webhook-attempt.entity.js';
export { PartnerWebhookDeliveryEntity, PartnerWebhookDeliveryStatus } from './partner-webhook-delivery.entity.js';
export { PartnerWebhookSecretEntity } from './partner-webhook-secret.entity.js';
export * from './webhook-events.js';
export { signWebhook, newWebhookSecret } from './webhook-signature.js';
export { type TryOutcome, WebhookSender } from './webhook-sender.service.js';
export { type ClaimedDelivery, WebhookDeliveryClaims } from './webhook-delivery-claims.service.js';
export {
  type DeliveryListRequest,
  PartnerWebhookMessages,
  PartnerWebhooksService,
  type WebhookDeliveryDetail,
  type WebhookDeliveryView,
} from './partner-webhooks.service.js';
export { PartnerWebhooksModule } from './partner-webhooks.module.js';
