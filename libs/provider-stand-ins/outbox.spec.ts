import { outbox } from './outbox.js';
import { type ReceivedMail, SendGridStandIn } from './sendgrid-stand-in.js';
import { type SentSms, TwilioStandIn } from './twilio-stand-in.js';

const mail = (at: string, body: Partial<ReceivedMail['body']>): ReceivedMail => ({
  id: `mail-${at}`,
  receivedAt: new Date(at),
  authorization: undefined,
  body: {
    personalizations: [{ to: [{ email: 'employee@example.test' }] }],
    from: { email: 'no-reply@example.test' },
    subject: 'Hello',
    content: [
      { type: 'text/plain', value: 'Plain text' },
      { type: 'text/html', value: '<p>HTML</p>' },
    ],
    ...body,
  },
});

const sms = (at: string): SentSms => ({
  sid: `SM-${at}`,
  receivedAt: new Date(at),
  accountSid: 'AC1',
  authorization: undefined,
  to: '+15555550105',
  from: '+15005550006',
  body: 'A text',
  statusCallback: null,
});

describe('outbox', () => {
  it('lists both channels newest first; a reply goes to the Reply-To, else the From, or the SMS sender', () => {
    const sendGrid = new SendGridStandIn();
    const twilio = new TwilioStandIn();
    sendGrid.received.push(
      mail('2026-01-01T10:00:00Z', {}),
      mail('2026-01-01T12:00:00Z', { reply_to: { email: 'case-abc@reply.example.test' } }),
    );
    twilio.sent.push(sms('2026-01-01T11:00:00Z'));
    expect(outbox(sendGrid, twilio).map((entry) => [entry.channel, entry.replyTo, entry.text])).toEqual([
      ['EMAIL', 'case-abc@reply.example.test', 'Plain text'],
      ['SMS', '+15005550006', 'A text'],
      ['EMAIL', 'no-reply@example.test', 'Plain text'],
    ]);
  });

  it('reads the HTML without its tags when an e-mail has no plain text', () => {
    const sendGrid = new SendGridStandIn();
    sendGrid.received.push(
      mail('2026-01-01T10:00:00Z', { content: [{ type: 'text/html', value: '<p>Only <b>HTML</b></p>' }] }),
    );
    expect(outbox(sendGrid, new TwilioStandIn())[0].text).toBe('Only HTML');
  });
});
