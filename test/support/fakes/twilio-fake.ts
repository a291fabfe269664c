import { createServer, type Server } from 'node:http';
import { waitFor } from '../eventually.js';

export interface SentSms {
  accountSid: string;
  authorization: string | undefined;
  to: string;
  from: string;
  body: string;
}

export interface TwilioFailure {
  status: number;
  code: number;
  message: string;
}

/**
 * Stands in for Twilio's Messages API at the network boundary: the real SDK (through a custom
 * httpClient) posts here. Answers 201 with a message resource like Twilio and records every message,
 * or answers with `failure` (Twilio's error body) while one is set.
 */
export class TwilioFake {
  readonly sent: SentSms[] = [];
  /** Requests that were answered with a failure. */
  refused = 0;
  failure: TwilioFailure | null = null;
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const path = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(request.url ?? '');
        const json = (status: number, body: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (request.method !== 'POST' || !path) return json(404, { code: 20404, message: 'Not found', status: 404 });
        if (this.failure) {
          this.refused += 1;
          const { status, code, message } = this.failure;
          return json(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
        }
        const form = new URLSearchParams(raw);
        const message: SentSms = {
          accountSid: path[1],
          authorization: request.headers.authorization,
          to: form.get('To') ?? '',
          from: form.get('From') ?? '',
          body: form.get('Body') ?? '',
        };
        this.sent.push(message);
        const sid = `SM${String(this.sent.length).padStart(32, '0')}`;
        json(201, {
          sid,
          account_sid: path[1],
          to: message.to,
          from: message.from,
          body: message.body,
          status: 'queued',
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  /** Resolves once a message matching `predicate` has arrived. */
  waitFor(predicate: (sms: SentSms) => boolean, timeoutMs = 15000): Promise<SentSms> {
    return waitFor(
      () => {
        const found = this.sent.find(predicate);
        if (found) return found;
        throw new Error(`not among the ${this.sent.length} received, to ${this.sent.map((s) => s.to).join(', ')}`);
      },
      { what: 'the expected text message at the Twilio fake', timeoutMs },
    );
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
