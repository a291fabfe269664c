import type { IncomingMessage, ServerResponse } from 'node:http';
import { postAsTwilio, randomMessageSid, type WebhookTarget } from './webhook-calls.js';

export interface SentSms {
  sid: string;
  receivedAt: Date;
  accountSid: string;
  authorization: string | undefined;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
}

export interface TwilioFailure {
  status: number;
  code: number;
  message: string;
}

export interface TwilioStandInOptions {
  /**
   * Status callbacks (`sent`, then `delivered`) as Twilio posts them, signed with the auth token: to the
   * message's StatusCallback, else `defaultUrl` (a path of the api, as a Messaging Service's callback setting).
   */
  statusCallbacks?: { target: WebhookTarget; authToken: string; defaultUrl: string | null; delayMs: number };
  onCallbackError?: (what: string, error: Error) => void;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/;

/**
 * Stands in for Twilio's Messages API (the SDK, through a redirected httpClient, posts here): answers 201
 * with a message resource and keeps each message, or Twilio's error body while `failure` is set.
 */
export class TwilioStandIn {
  readonly sent: SentSms[] = [];
  /** Requests that were answered with a failure. */
  refused = 0;
  failure: TwilioFailure | null = null;

  constructor(private readonly options: TwilioStandInOptions = {}) {}

  readonly route = (request: IncomingMessage, response: ServerResponse, raw: Buffer): boolean => {
    const path = MESSAGES_PATH.exec(request.url ?? '');
    if (!path) return false;
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST') {
      json(405, { code: 20004, message: 'Method not allowed', status: 405 });
      return true;
    }
    if (this.failure) {
      this.refused += 1;
      const { status, code, message } = this.failure;
      json(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      return true;
    }
    const form = new URLSearchParams(raw.toString('utf8'));
    const sms: SentSms = {
      sid: randomMessageSid(),
      receivedAt: new Date(),
      accountSid: path[1],
      authorization: request.headers.authorization,
      to: form.get('To') ?? '',
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
      statusCallback: form.get('StatusCallback'),
    };
    this.sent.push(sms);
    json(201, {
      sid: sms.sid,
      account_sid: sms.accountSid,
      to: sms.to,
      from: sms.from,
      body: sms.body,
      status: 'queued',
      date_created: sms.receivedAt.toUTCString(),
    });
    this.scheduleStatusCallbacks(sms);
    return true;
  };

  /** `sent`, then `delivered`, each a signed post of its own, in that order. */
  private scheduleStatusCallbacks(sms: SentSms): void {
    const callbacks = this.options.statusCallbacks;
    const url = sms.statusCallback ?? callbacks?.defaultUrl;
    if (!callbacks || !url) return;
    const post = async (status: string) => {
      const answer = await postAsTwilio(callbacks.target, callbacks.authToken, url, {
        AccountSid: sms.accountSid,
        MessageSid: sms.sid,
        SmsSid: sms.sid,
        MessageStatus: status,
        SmsStatus: status,
        To: sms.to,
        From: sms.from,
        ApiVersion: '2010-04-01',
      });
      if (!answer.ok) throw new Error(`the api answered ${answer.status} to ${status}`);
    };
    setTimeout(() => {
      post('sent')
        .then(() => post('delivered'))
        .catch((error: Error) => this.options.onCallbackError?.('Twilio status callback', error));
    }, callbacks.delayMs).unref();
  }
}
