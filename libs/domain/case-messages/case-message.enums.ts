/** Spec 000 §3: the channel a message goes through. */
export enum MessageChannel {
  EMAIL = 'EMAIL',
  SMS = 'SMS',
}

/** Spec 000 §3: direction and channel in one, each with its _PENDING and _ERROR states. */
export enum CaseMessageType {
  INBOUND_EMAIL = 'INBOUND_EMAIL',
  INBOUND_EMAIL_PENDING = 'INBOUND_EMAIL_PENDING',
  INBOUND_EMAIL_ERROR = 'INBOUND_EMAIL_ERROR',
  INBOUND_SMS = 'INBOUND_SMS',
  INBOUND_SMS_PENDING = 'INBOUND_SMS_PENDING',
  INBOUND_SMS_ERROR = 'INBOUND_SMS_ERROR',
  OUTBOUND_EMAIL = 'OUTBOUND_EMAIL',
  OUTBOUND_EMAIL_PENDING = 'OUTBOUND_EMAIL_PENDING',
  OUTBOUND_EMAIL_ERROR = 'OUTBOUND_EMAIL_ERROR',
  OUTBOUND_SMS = 'OUTBOUND_SMS',
  OUTBOUND_SMS_PENDING = 'OUTBOUND_SMS_PENDING',
  OUTBOUND_SMS_ERROR = 'OUTBOUND_SMS_ERROR',
}

export type MessageDirection = 'INBOUND' | 'OUTBOUND';
export type MessageStatus = 'PENDING' | 'SENT' | 'ERROR';

export const messageDirection = (type: CaseMessageType): MessageDirection =>
  type.startsWith('INBOUND') ? 'INBOUND' : 'OUTBOUND';

/** PENDING while waiting for the provider, ERROR once it failed for good, SENT (or received) otherwise. */
export const messageStatus = (type: CaseMessageType): MessageStatus =>
  type.endsWith('_PENDING') ? 'PENDING' : type.endsWith('_ERROR') ? 'ERROR' : 'SENT';

const OUTBOUND: Record<MessageChannel, Record<MessageStatus, CaseMessageType>> = {
  [MessageChannel.EMAIL]: {
    PENDING: CaseMessageType.OUTBOUND_EMAIL_PENDING,
    SENT: CaseMessageType.OUTBOUND_EMAIL,
    ERROR: CaseMessageType.OUTBOUND_EMAIL_ERROR,
  },
  [MessageChannel.SMS]: {
    PENDING: CaseMessageType.OUTBOUND_SMS_PENDING,
    SENT: CaseMessageType.OUTBOUND_SMS,
    ERROR: CaseMessageType.OUTBOUND_SMS_ERROR,
  },
};

export const outboundType = (channel: MessageChannel, status: MessageStatus): CaseMessageType =>
  OUTBOUND[channel][status];
