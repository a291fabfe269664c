/** The scopes of spec 000 §6 in the screen's words. */
export const SCOPE_LABEL: Record<string, string> = {
  GLOBAL: 'Global',
  ORGANIZATION: 'Organization',
  USER: 'Personal',
};

export const CHANNEL_LABEL: Record<string, string> = { EMAIL: 'E-mail', SMS: 'SMS' };

export const DIRECTION_LABEL: Record<string, string> = { INBOUND: 'Received', OUTBOUND: 'Sent to employee' };

/** Spec 000 §3's message types, in words. */
export const TYPE_LABEL: Record<string, string> = {
  INBOUND_EMAIL: 'Inbound e-mail',
  INBOUND_EMAIL_PENDING: 'Inbound e-mail, pending',
  INBOUND_EMAIL_ERROR: 'Inbound e-mail, failed',
  INBOUND_SMS: 'Inbound SMS',
  INBOUND_SMS_PENDING: 'Inbound SMS, pending',
  INBOUND_SMS_ERROR: 'Inbound SMS, failed',
  OUTBOUND_EMAIL: 'Outbound e-mail',
  OUTBOUND_EMAIL_PENDING: 'Outbound e-mail, pending',
  OUTBOUND_EMAIL_ERROR: 'Outbound e-mail, failed',
  OUTBOUND_SMS: 'Outbound SMS',
  OUTBOUND_SMS_PENDING: 'Outbound SMS, pending',
  OUTBOUND_SMS_ERROR: 'Outbound SMS, failed',
};

export const STATUS_LABEL: Record<string, string> = { PENDING: 'Pending', SENT: 'Sent', ERROR: 'Failed' };
