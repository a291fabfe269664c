import type { OutboxEntry } from './outbox.js';
import { postAsInboundParse, postAsTwilio, randomMessageSid, type WebhookTarget } from './webhook-calls.js';

export interface ReplySettings {
  target: WebhookTarget;
  twilioAuthToken: string;
  twilioAccountSid: string;
  sendgridInboundSecret: string;
}

export interface EmployeeReply {
  at: Date;
  channel: 'EMAIL' | 'SMS';
  from: string;
  to: string;
  text: string;
  /** The api's HTTP status for the webhook call. */
  status: number;
}

/**
 * Answers a message as the employee would, through the api's real inbound webhooks: an SMS from the number
 * the text went to (Twilio's signed inbound webhook), or an e-mail from the address it went to, to its
 * Reply-To or From (SendGrid Inbound Parse, with the URL secret).
 */
export async function replyAsEmployee(
  settings: ReplySettings,
  entry: OutboxEntry,
  text: string,
): Promise<EmployeeReply> {
  const reply = { at: new Date(), channel: entry.channel, from: entry.to, to: entry.replyTo, text };
  if (entry.channel === 'SMS') {
    const answer = await postAsTwilio(settings.target, settings.twilioAuthToken, '/webhooks/twilio/sms', {
      MessageSid: randomMessageSid(),
      AccountSid: settings.twilioAccountSid,
      From: reply.from,
      To: reply.to,
      Body: text,
      NumMedia: '0',
      NumSegments: '1',
      ApiVersion: '2010-04-01',
    });
    return { ...reply, status: answer.status };
  }
  const subject = entry.subject ?? '';
  const answer = await postAsInboundParse(settings.target, settings.sendgridInboundSecret, {
    from: reply.from,
    to: reply.to,
    subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
    text,
    inReplyTo: entry.messageId,
  });
  return { ...reply, status: answer.status };
}
