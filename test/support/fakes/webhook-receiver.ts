import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The raw body, as a receiver verifies it. */
  body: string;
}

/**
 * A partner's webhook endpoint on this machine: records every POST with its raw body and headers and answers
 * with the statuses queued by `answerNext` (then 200). A 3xx answer carries a Location, to check it is not
 * followed.
 */
export class WebhookReceiverFake {
  readonly received: ReceivedWebhook[] = [];
  private readonly answers: number[] = [];
  private server?: Server;
  url = '';

  answerNext(...statuses: number[]): void {
    this.answers.push(...statuses);
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        const status = this.answers.shift() ?? 200;
        if (status >= 300 && status < 400) response.setHeader('location', `${this.url}/elsewhere`);
        response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this.url;
  }

  /** The requests carrying one webhook-id, in the order they came. */
  ofMessage(messageId: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.headers['webhook-id'] === messageId);
  }

  stop(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.server ? this.server.close((error) => (error ? reject(error) : resolve())) : resolve(),
    );
  }
}
