import { twilioSignature } from '#test/provider-signatures';
import { inboundSmsPayload, isMessageSid, isValidTwilioSignature, twilioParams, twimlReply } from './twilio-request.js';

const TOKEN = 'test-auth-token';
const URL = 'https://api.example.com/webhooks/twilio/sms';
const SID = `SM${'a'.repeat(32)}`;

describe('Twilio requests', () => {
  const params = { MessageSid: SID, From: '+15551234567', To: '+15557654321', Body: 'STOP' };
  const raw = Buffer.from(new URLSearchParams(params).toString());

  it('verifies the signature over the URL and the posted parameters', () => {
    expect(isValidTwilioSignature(TOKEN, twilioSignature(TOKEN, URL, params), URL, twilioParams(raw))).toBe(true);
  });

  it('refuses another token, URL or body, and no signature', () => {
    const signature = twilioSignature(TOKEN, URL, params);
    expect(isValidTwilioSignature('other', signature, URL, twilioParams(raw))).toBe(false);
    expect(isValidTwilioSignature(TOKEN, signature, `${URL}x`, twilioParams(raw))).toBe(false);
    expect(isValidTwilioSignature(TOKEN, signature, URL, { ...params, Body: 'START' })).toBe(false);
    expect(isValidTwilioSignature(TOKEN, undefined, URL, params)).toBe(false);
  });

  it('knows a MessageSid', () => {
    expect(isMessageSid(SID)).toBe(true);
    expect(isMessageSid(`MM${'0'.repeat(32)}`)).toBe(true);
    expect(isMessageSid('SM123')).toBe(false);
    expect(isMessageSid(undefined)).toBe(false);
  });

  it('keeps the sender, receiver, text and media of an inbound SMS, nothing else', () => {
    expect(
      inboundSmsPayload({
        ...params,
        AccountSid: 'AC1',
        FromCity: 'X',
        NumMedia: '1',
        MediaUrl0: 'u',
        MediaContentType0: 'image/png',
      }),
    ).toEqual({
      MessageSid: SID,
      From: '+15551234567',
      To: '+15557654321',
      Body: 'STOP',
      media: [{ url: 'u', contentType: 'image/png' }],
    });
  });

  it('answers with TwiML, a message or none', () => {
    expect(twimlReply(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(twimlReply('Help & info')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Help &amp; info</Message></Response>',
    );
  });
});
