import { CaseActivityType } from '#events';

/**
 * The case events a partner's webhook receives, by the activity that records each (spec 000 "Case activity
 * types"): case created, form answered, decision added, order created / status changed / tracking added,
 * payment added and completed. The delivery trigger (migration 1795900000000) lists the same activity types;
 * the integration test records each one and expects its delivery.
 */
export const WEBHOOK_EVENT_BY_ACTIVITY = {
  [CaseActivityType.CREATE_CASE]: 'case.created',
  [CaseActivityType.ADD_FORM_RESPONSE]: 'case.form_answered',
  [CaseActivityType.ADD_DECISION]: 'case.decision_added',
  [CaseActivityType.ORDER_CREATED]: 'case.order_created',
  [CaseActivityType.ORDER_STATUS_CHANGED]: 'case.order_status_changed',
  [CaseActivityType.ORDER_TRACKING_ADDED]: 'case.order_tracking_added',
  [CaseActivityType.PAYMENT_ADDED]: 'case.payment_added',
  [CaseActivityType.PAYMENT_COMPLETED]: 'case.payment_completed',
} as const satisfies Partial<Record<CaseActivityType, string>>;

export type WebhookActivityType = keyof typeof WEBHOOK_EVENT_BY_ACTIVITY;
export type WebhookEventType = (typeof WEBHOOK_EVENT_BY_ACTIVITY)[WebhookActivityType];

export const WEBHOOK_ACTIVITY_TYPES = Object.keys(WEBHOOK_EVENT_BY_ACTIVITY) as WebhookActivityType[];

export const webhookEventOf = (type: CaseActivityType): WebhookEventType | null =>
  (WEBHOOK_EVENT_BY_ACTIVITY as Partial<Record<CaseActivityType, WebhookEventType>>)[type] ?? null;
