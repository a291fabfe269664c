import { createServer, type Server } from 'node:http';
import { waitFor } from '../eventually.js';

export interface ReceivedMail {
  authorization: string | undefined;
  body: {
    personalizations: { to: { email: string }[] }[];
    from: { email: string };
    subject: string;
    content: { type: string; value: string }[];
    custom_args?: Record<string, string>;
  };
}

/**
 * Stands in for SendGrid's v3 HTTP API at the network boundary: the real SDK posts here.
 * Answers 202 like SendGrid and records every message.
 */
export class SendGridFake {
  readonly received: ReceivedMail[] = [];
  /** While set, every send is answered with this status and SendGrid's error body. */
  failure: { status: number; message: string } | null = null;
  /** Sends answered with a failure. */
  refused = 0;
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/v3/mail/send') {
          response.writeHead(404).end();
          return;
        }
        if (this.failure) {
          this.refused += 1;
          const body = JSON.stringify({ errors: [{ message: this.failure.message, field: null, help: null }] });
          response.writeHead(this.failure.status, { 'content-type': 'application/json' }).end(body);
          return;
        }
        this.received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
        response.writeHead(202, { 'x-message-id': `fake-${this.received.length}` }).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  /** Resolves once a message matching `predicate` has arrived. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15000): Promise<ReceivedMail> {
    return waitFor(
      () => {
        const found = this.received.find(predicate);
        if (found) return found;
        const recipients = this.received.map((mail) => mail.body.personalizations[0]?.to[0]?.email);
        throw new Error(`not among the ${recipients.length} received, to ${recipients.join(', ') || 'nobody'}`);
      },
      { what: 'the expected e-mail at the SendGrid fake', timeoutMs },
    );
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
