import type { PartnerWebhookDeliveryStatus } from '../../generated/graphql';

export const DELIVERY_STATUS_LABEL: Record<PartnerWebhookDeliveryStatus, string> = {
  PENDING: 'Sending',
  SUCCEEDED: 'Delivered',
  FAILED: 'Failed',
};

export const DELIVERY_STATUS_COLOR: Record<PartnerWebhookDeliveryStatus, 'default' | 'success' | 'error'> = {
  PENDING: 'default',
  SUCCEEDED: 'success',
  FAILED: 'error',
};

/** Readable names of the event types the api sends (case.created, …); an unknown one shows as sent. */
const EVENT_LABEL: Record<string, string> = {
  'case.created': 'Case created',
  'case.form_answered': 'Form answered',
  'case.decision_added': 'Decision added',
  'case.order_created': 'Order created',
  'case.order_status_changed': 'Order status changed',
  'case.order_tracking_added': 'Order tracking added',
  'case.payment_added': 'Payment added',
  'case.payment_completed': 'Payment completed',
};

export const eventLabel = (eventType: string): string => EVENT_LABEL[eventType] ?? eventType;

/** The partner's answer in words: its HTTP status, or why none came. */
export const answerLabel = (responseStatus: number | null | undefined, error: string | null | undefined): string =>
  responseStatus != null ? `HTTP ${responseStatus}${error ? ` (${error})` : ''}` : (error ?? '—');
