import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedOrder {
  idempotencyKey: string;
  body: { orderId: string; lines: { name: string }[]; patient: { lastName: string } } & Record<string, unknown>;
}

/**
 * A pharmacy at the HTTP boundary: takes signed JSON orders (verified with the Standard Webhooks library, as a
 * real receiver would), keeps one order per idempotency key, and sends signed status webhooks back.
 * `failNext` answers the next sends with an error; `loseNextAnswer` takes the next order but answers 500, as
 * when the answer is lost on the way.
 */
export class PharmacyFake {
  readonly secret = `whsec_${randomBytes(24).toString('base64')}`;
  /** Every request, signed or not, in arrival order. */
  readonly requests: { idempotencyKey: string | undefined; verified: boolean }[] = [];
  /** Orders taken, one per idempotency key. */
  readonly orders = new Map<string, ReceivedOrder>();
  private failures: number[] = [];
  private loseAnswers = 0;
  private server?: Server;
  url = '';

  failNext(...statuses: number[]): void {
    this.failures.push(...statuses);
  }

  loseNextAnswer(): void {
    this.loseAnswers += 1;
  }

  async start(): Promise<string> {
    const verifier = new Webhook(this.secret);
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
        let body: ReceivedOrder['body'];
        try {
          body = verifier.verify(raw, request.headers as Record<string, string>) as ReceivedOrder['body'];
        } catch {
          this.requests.push({ idempotencyKey, verified: false });
          response.writeHead(401).end();
          return;
        }
        this.requests.push({ idempotencyKey, verified: true });
        const failure = this.failures.shift();
        if (failure) {
          response.writeHead(failure).end();
          return;
        }
        if (idempotencyKey && !this.orders.has(idempotencyKey))
          this.orders.set(idempotencyKey, { idempotencyKey, body });
        if (this.loseAnswers > 0) {
          this.loseAnswers -= 1;
          response.writeHead(500).end();
          return;
        }
        response
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ reference: `RX-${idempotencyKey?.slice(0, 8)}` }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/orders`;
    return this.url;
  }

  /** Signs a status webhook body as the pharmacy does; `at` and `id` default to now and a new id. */
  signStatus(
    update: { orderId: string; status: string; trackingNumber?: string; carrier?: string; occurredAt?: Date },
    options: { id?: string; at?: Date; secret?: string } = {},
  ): { body: string; headers: Record<string, string> } {
    const at = options.at ?? new Date();
    const id = options.id ?? `evt_${randomUUID()}`;
    const body = JSON.stringify({
      type: 'order.status',
      data: { ...update, occurredAt: (update.occurredAt ?? new Date()).toISOString() },
    });
    const signature = new Webhook(options.secret ?? this.secret).sign(id, at, body);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
    };
  }

  /** Posts a signed status webhook to the api's endpoint for this pharmacy. */
  postStatus(apiUrl: string, pharmacyId: string, signed: { body: string; headers: Record<string, string> }) {
    return fetch(`${apiUrl}/webhooks/pharmacy/${pharmacyId}`, {
      method: 'POST',
      body: signed.body,
      headers: signed.headers,
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
