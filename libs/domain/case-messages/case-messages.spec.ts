import {
  CaseMessageType,
  MessageChannel,
  messageDirection,
  messageStatus,
  outboundType,
} from './case-message.enums.js';
import { toE164 } from './phone-number.js';

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

describe('toE164', () => {
  it.each([
    ['+1 (555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['15551234567', '+15551234567'],
    ['+447700900123', '+447700900123'],
  ])('%p is %p', (input, expected) => expect(toE164(input)).toBe(expected));

  it.each([null, '', '12345', 'call me', '+0123456789', '+1234567890123456'])('%p is no number', (input) => {
    expect(toE164(input)).toBeNull();
  });
});
