import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import type { StandInRoute } from './http-stand-in.js';
import type { WebhookTarget } from './webhook-calls.js';

/** An order the stand-in pharmacy took, with the last status it reported back. */
export interface PharmacyStandInOrder {
  pharmacyId: string;
  orderId: string;
  reference: string;
  receivedAt: Date;
  patientName: string;
  lines: { name: string; quantity: number; dosage: string | null }[];
  status: string;
  trackingNumber: string | null;
  carrier: string | null;
}

/** What the pharmacy reports back, in the order a real shipment goes; each with its button. */
const REPORTABLE = [
  { status: 'PROCESSING', label: 'Processing' },
  { status: 'SHIPPED', label: 'Shipped' },
  { status: 'DELIVERED', label: 'Delivered' },
  { status: 'TRANSIT_FAILURE', label: 'Transit failure' },
  { status: 'CANCELLED', label: 'Cancelled' },
] as const;

const ORDER_PATH = /^\/pharmacy\/([0-9a-f-]{36})\/orders$/;
const PAGE_PATH = '/pharmacy';
const trimmed = (url: string) => url.replace(/\/+$/, '');
const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1b1b}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}input{font:inherit}button{font:inherit;padding:.4rem .9rem;margin:.5rem .5rem 0 0}
article{border:1px solid #8a8a8a;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:.5rem 0}dt{font-weight:600}dd{margin:0}
[role=status],[role=alert]{padding:.5rem 1rem;border-radius:6px}[role=status]{background:#e3f4e6}[role=alert]{background:#fbe3e3}
:focus-visible{outline:3px solid #1565c0;outline-offset:2px}`;

function orderArticle(order: PharmacyStandInOrder, index: number): string {
  const id = `order-${index}`;
  const lines = order.lines
    .map((line) => `${escape(line.name)}${line.dosage ? ` ${escape(line.dosage)}` : ''} × ${line.quantity}`)
    .join(', ');
  const buttons = REPORTABLE.map(
    ({ status, label }) => `<button name="status" value="${status}">${label}</button>`,
  ).join('');
  return `<article aria-labelledby="${id}-title"><h3 id="${id}-title">${escape(order.reference)} for ${escape(order.patientName)}</h3>
<dl><dt>Order</dt><dd>${escape(order.orderId)}</dd><dt>Items</dt><dd>${lines}</dd>
<dt>Status</dt><dd>${escape(order.status)}</dd>
${order.trackingNumber ? `<dt>Tracking</dt><dd>${escape(order.trackingNumber)} (${escape(order.carrier ?? '')})</dd>` : ''}</dl>
<form method="post" action="${PAGE_PATH}"><input type="hidden" name="order" value="${index}">
<label for="${id}-tracking">Tracking number (sent with Shipped)</label><input id="${id}-tracking" name="trackingNumber" value="1Z${escape(order.orderId.slice(0, 8).toUpperCase())}">
<label for="${id}-carrier">Carrier</label><input id="${id}-carrier" name="carrier" value="UPS">
<div role="group" aria-label="Report a status">${buttons}</div></form></article>`;
}

function page(orders: PharmacyStandInOrder[], notice: string): string {
  const list = orders.map(orderArticle).reverse().join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pharmacy orders (development)</title><style>${STYLE}</style></head>
<body><main><h1>Pharmacy orders (development)</h1>
<p>The demo pharmacies: the orders the worker sent them (signed, one per order id), and buttons that report a
status back through the api's signed pharmacy webhook.</p>
${notice}<p><a href="/">Messages sent</a></p>
<h2>Orders received</h2>${list || '<p>No orders yet.</p>'}
</main></body></html>`;
}

export interface PharmacyStandInSettings {
  nodeEnv: string;
  target: WebhookTarget;
  /** The Standard Webhooks secret of the pharmacies this stand-in plays (their `signing_secret`). */
  signingSecret: string;
}

/**
 * The pharmacy of `npm start` and the browser tests: takes the signed JSON orders of the pharmacy adapter at
 * `POST /pharmacy/{pharmacyId}/orders` (verified with the Standard Webhooks library, one order per
 * Idempotency-Key), and at `/pharmacy` a page that reports an order's status back to the api, signed.
 * Refused (404) in production, like the development page.
 */
export class PharmacyStandIn {
  readonly orders: PharmacyStandInOrder[] = [];
  private readonly results: string[] = [];
  private readonly webhook: Webhook;

  constructor(private readonly settings: PharmacyStandInSettings) {
    this.webhook = new Webhook(settings.signingSecret);
  }

  readonly route: StandInRoute = async (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const orderPath = ORDER_PATH.exec(url.pathname);
    if (url.pathname !== PAGE_PATH && !orderPath) return false;
    if (this.settings.nodeEnv === 'production') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return true;
    }
    if (orderPath && request.method === 'POST') this.takeOrder(orderPath[1], request, response, body);
    else if (url.pathname === PAGE_PATH && request.method === 'GET') {
      const shown = this.results[Number(url.searchParams.get('result') ?? -1)];
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(page(this.orders, shown ?? ''));
    } else if (url.pathname === PAGE_PATH && request.method === 'POST') await this.reportFromPage(response, body);
    else response.writeHead(405, { 'content-type': 'text/plain' }).end('Method not allowed');
    return true;
  };

  /** Posts a signed status webhook for a taken order to the api, as the pharmacy does. */
  async report(
    order: PharmacyStandInOrder,
    status: string,
    tracking: { trackingNumber?: string; carrier?: string } = {},
  ): Promise<Response> {
    const shipped = status === 'SHIPPED';
    const data = {
      orderId: order.orderId,
      status,
      occurredAt: new Date().toISOString(),
      ...(shipped && tracking.trackingNumber ? { trackingNumber: tracking.trackingNumber } : {}),
      ...(shipped && tracking.carrier ? { carrier: tracking.carrier } : {}),
    };
    const body = JSON.stringify({ type: 'order.status', data });
    const id = `evt_${randomUUID()}`;
    const at = new Date();
    const delivered = await fetch(`${trimmed(this.settings.target.apiUrl)}/webhooks/pharmacy/${order.pharmacyId}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': this.webhook.sign(id, at, body),
      },
    });
    if (delivered.ok) {
      order.status = status;
      if (shipped) {
        order.trackingNumber = tracking.trackingNumber ?? null;
        order.carrier = tracking.carrier ?? null;
      }
    }
    return delivered;
  }

  private takeOrder(pharmacyId: string, request: IncomingMessage, response: ServerResponse, body: Buffer): void {
    let order: {
      orderId: string;
      patient: { firstName: string; lastName: string };
      lines: PharmacyStandInOrder['lines'];
    };
    try {
      order = this.webhook.verify(body.toString('utf8'), request.headers as Record<string, string>) as typeof order;
    } catch {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('Signature not valid');
      return;
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key !== order.orderId) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Idempotency-Key must be the order id');
      return;
    }
    let taken = this.orders.find((candidate) => candidate.orderId === key);
    if (!taken) {
      taken = {
        pharmacyId,
        orderId: order.orderId,
        reference: `RX-${order.orderId.slice(0, 8).toUpperCase()}`,
        receivedAt: new Date(),
        patientName: `${order.patient.firstName} ${order.patient.lastName}`,
        lines: order.lines.map(({ name, quantity, dosage }) => ({ name, quantity, dosage })),
        status: 'PLACED',
        trackingNumber: null,
        carrier: null,
      };
      this.orders.push(taken);
    }
    response
      .writeHead(201, { 'content-type': 'application/json' })
      .end(JSON.stringify({ reference: taken.reference }));
  }

  private async reportFromPage(response: ServerResponse, body: Buffer): Promise<void> {
    const form = new URLSearchParams(body.toString('utf8'));
    const order = this.orders[Number(form.get('order') ?? -1)];
    const status = REPORTABLE.find((candidate) => candidate.status === form.get('status'));
    if (!order || !status) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Choose an order and a status.');
      return;
    }
    const delivered = await this.report(order, status.status, {
      trackingNumber: form.get('trackingNumber')?.trim() || undefined,
      carrier: form.get('carrier')?.trim() || undefined,
    });
    this.results.push(
      delivered.ok
        ? `<div role="status">${escape(order.reference)} reported ${status.label}: the webhook answered ${delivered.status}.</div>`
        : `<div role="alert">${escape(order.reference)} ${status.label} refused: the webhook answered ${delivered.status}.</div>`,
    );
    response.writeHead(303, { location: `${PAGE_PATH}?result=${this.results.length - 1}` }).end();
  }
}
