import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { postAsSendgridEvents, type WebhookTarget } from './webhook-calls.js';

export interface ReceivedMail {
  /** The X-Message-Id answered, as SendGrid gives one per request. */
  id: string;
  receivedAt: Date;
  authorization: string | undefined;
  body: {
    personalizations: { to: { email: string }[] }[];
    from: { email: string; name?: string };
    reply_to?: { email: string; name?: string };
    subject: string;
    content: { type: string; value: string }[];
    custom_args?: Record<string, string>;
  };
}

export interface SendGridStandInOptions {
  /** Prefix of the X-Message-Id answered. */
  messageIdPrefix?: string;
  /** Where and how to post a signed `delivered` event for each accepted message, as SendGrid's Event Webhook does. */
  deliveryEvents?: { target: WebhookTarget; privateKeyPem: string; delayMs: number };
  /** A callback that could not be delivered (the stand-in keeps going). */
  onCallbackError?: (what: string, error: Error) => void;
}

/**
 * Stands in for SendGrid's v3 Mail Send API (POST /v3/mail/send): answers 202 with an X-Message-Id and
 * keeps each message, or answers SendGrid's error body while `failure` is set.
 */
export class SendGridStandIn {
  readonly received: ReceivedMail[] = [];
  /** While set, every send is answered with this status and SendGrid's error body. */
  failure: { status: number; message: string } | null = null;
  /** Sends answered with a failure. */
  refused = 0;
  /** The custom args of each refused send, so a test can count the refusals of its own message. */
  readonly refusedCustomArgs: Record<string, string>[] = [];

  constructor(private readonly options: SendGridStandInOptions = {}) {}

  readonly route = (request: IncomingMessage, response: ServerResponse, raw: Buffer): boolean => {
    if (request.method !== 'POST' || request.url !== '/v3/mail/send') return false;
    if (this.failure) {
      this.refused += 1;
      this.refusedCustomArgs.push(customArgsOf(raw));
      const body = JSON.stringify({ errors: [{ message: this.failure.message, field: null, help: null }] });
      response.writeHead(this.failure.status, { 'content-type': 'application/json' }).end(body);
      return true;
    }
    const mail: ReceivedMail = {
      id: `${this.options.messageIdPrefix ?? 'stand-in-'}${randomBytes(11).toString('base64url')}`,
      receivedAt: new Date(),
      authorization: request.headers.authorization,
      body: JSON.parse(raw.toString('utf8')),
    };
    this.received.push(mail);
    response.writeHead(202, { 'x-message-id': mail.id }).end();
    this.scheduleDelivered(mail);
    return true;
  };

  /** One `delivered` event per recipient, carrying the message's custom args as SendGrid does. */
  private scheduleDelivered(mail: ReceivedMail): void {
    const events = this.options.deliveryEvents;
    if (!events) return;
    const recipients = mail.body.personalizations.flatMap((personalization) => personalization.to);
    const payload = recipients.map((recipient) => ({
      email: recipient.email,
      timestamp: Math.floor(Date.now() / 1000),
      event: 'delivered',
      response: '250 OK',
      sg_event_id: randomBytes(16).toString('base64url'),
      sg_message_id: `${mail.id}.stand-in.0`,
      'smtp-id': `<${mail.id}@stand-in.localhost>`,
      ...mail.body.custom_args,
    }));
    setTimeout(() => {
      postAsSendgridEvents(events.target, events.privateKeyPem, payload)
        .then((answer) => {
          if (!answer.ok) throw new Error(`the api answered ${answer.status}`);
        })
        .catch((error: Error) => this.options.onCallbackError?.('SendGrid delivered event', error));
    }, events.delayMs).unref();
  }
}

/** A send's custom args, or none when its body is not the JSON SendGrid's SDK posts. */
function customArgsOf(raw: Buffer): Record<string, string> {
  try {
    const body = JSON.parse(raw.toString('utf8')) as { custom_args?: Record<string, string> };
    return body.custom_args ?? {};
  } catch {
    return {};
  }
}
