import {
  CaseMessageType,
  MessageChannel,
  messageDirection,
  messageStatus,
  outboundType,
} from './case-message.enums.js';

describe('message types', () => {
  it('carry direction and state', () => {
    expect(messageDirection(CaseMessageType.INBOUND_SMS_ERROR)).toBe('INBOUND');
    expect(messageDirection(CaseMessageType.OUTBOUND_EMAIL_PENDING)).toBe('OUTBOUND');
    expect(messageStatus(CaseMessageType.OUTBOUND_SMS_PENDING)).toBe('PENDING');
    expect(messageStatus(CaseMessageType.OUTBOUND_EMAIL_ERROR)).toBe('ERROR');
    expect(messageStatus(CaseMessageType.OUTBOUND_EMAIL)).toBe('SENT');
  });

  it('are the spec’s twelve values', () => {
    expect(Object.values(CaseMessageType)).toHaveLength(12);
  });

  it('an outbound message moves between its channel’s three types', () => {
    expect(outboundType(MessageChannel.SMS, 'PENDING')).toBe(CaseMessageType.OUTBOUND_SMS_PENDING);
    expect(outboundType(MessageChannel.SMS, 'SENT')).toBe(CaseMessageType.OUTBOUND_SMS);
    expect(outboundType(MessageChannel.EMAIL, 'ERROR')).toBe(CaseMessageType.OUTBOUND_EMAIL_ERROR);
  });
});
