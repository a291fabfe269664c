import type { ReceivedMail, SendGridStandIn } from './sendgrid-stand-in.js';
import type { SentSms, TwilioStandIn } from './twilio-stand-in.js';

/** One message the stand-ins received from the worker, whatever its channel. */
export interface OutboxEntry {
  id: string;
  channel: 'EMAIL' | 'SMS';
  at: Date;
  to: string;
  from: string;
  subject: string | null;
  text: string;
  /** Where the employee's reply goes: the e-mail's Reply-To if it had one, else its From; for SMS the sender. */
  replyTo: string;
  /** The e-mail's Message-ID as its events name it (smtp-id), for In-Reply-To. */
  messageId: string | null;
}

const textOf = (mail: ReceivedMail) =>
  mail.body.content?.find((part) => part.type === 'text/plain')?.value ??
  (mail.body.content?.[0]?.value ?? '').replace(/<[^>]*>/g, '');

const fromMail = (mail: ReceivedMail): OutboxEntry => ({
  id: mail.id,
  channel: 'EMAIL',
  at: mail.receivedAt,
  to: mail.body.personalizations[0]?.to[0]?.email ?? '',
  from: mail.body.from.email,
  subject: mail.body.subject ?? null,
  text: textOf(mail),
  replyTo: mail.body.reply_to?.email ?? mail.body.from.email,
  messageId: `<${mail.id}@stand-in.localhost>`,
});

const fromSms = (sms: SentSms): OutboxEntry => ({
  id: sms.sid,
  channel: 'SMS',
  at: sms.receivedAt,
  to: sms.to,
  from: sms.from,
  subject: null,
  text: sms.body,
  replyTo: sms.from,
  messageId: null,
});

/** Everything both stand-ins received, newest first. */
export function outbox(sendGrid: SendGridStandIn, twilio: TwilioStandIn): OutboxEntry[] {
  return [...sendGrid.received.map(fromMail), ...twilio.sent.map(fromSms)].sort(
    (a, b) => b.at.getTime() - a.at.getTime(),
  );
}
