import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import {
  checkPharmacySignature,
  OrderLineSource,
  type PharmacyOrderBody,
  PharmacySendError,
  SignedJsonPharmacyAdapter,
} from '#domain/case-orders';
import { DEMO_PHARMACY_SIGNING_SECRET, demoPharmacyEndpoint } from '../demo-data/demo-catalog.js';
import { close, listen, readBody, standInServer } from './http-stand-in.js';
import { PharmacyStandIn } from './pharmacy-stand-in.js';

const PHARMACY_ID = '0d100000-0000-4000-8000-000000000001';

function orderBody(orderId: string): PharmacyOrderBody {
  return {
    orderId,
    caseReference: 'VT-1001',
    placedAt: new Date().toISOString(),
    patient: { firstName: 'Riley', lastName: 'Park', email: 'riley@example.com', phone: null },
    shippingAddress: {
      addressLine1: '1 Main St',
      addressLine2: null,
      city: 'Tampa',
      state: 'FL',
      country: 'US',
      postalCode: '33602',
    },
    lines: [
      {
        source: OrderLineSource.DECISION,
        name: 'Semaglutide',
        quantity: 1,
        dosage: '0.25 mg',
        productId: null,
        productVariantId: null,
        refillCount: null,
        pharmacyInstructions: null,
      },
    ],
  };
}

/**
 * The stand-in pharmacy against the product's own adapter (orders out) and signature check (status back): what
 * `npm start` and the browser tests rely on.
 */
describe('PharmacyStandIn', () => {
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  let api: Server;
  let standIns: Server;
  let pharmacy: PharmacyStandIn;
  let endpoint: string;
  const adapter = new SignedJsonPharmacyAdapter();

  beforeAll(async () => {
    // The api's pharmacy webhook as far as this test needs: it records what arrives and answers 202.
    api = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({ path: request.url ?? '', headers: request.headers, body });
        response.writeHead(202).end();
      });
    });
    const apiUrl = await listen(api);
    pharmacy = new PharmacyStandIn({
      nodeEnv: 'development',
      target: { apiUrl, publicUrl: apiUrl },
      signingSecret: DEMO_PHARMACY_SIGNING_SECRET,
    });
    standIns = standInServer([pharmacy.route]);
    endpoint = demoPharmacyEndpoint(await listen(standIns), PHARMACY_ID);
  });
  afterAll(async () => {
    await close(standIns);
    await close(api);
  });

  it('takes a signed order once per order id and answers its reference', async () => {
    const orderId = randomUUID();
    const request = { endpointUrl: endpoint, signingSecret: DEMO_PHARMACY_SIGNING_SECRET, orderId };
    const first = await adapter.send({ ...request, body: orderBody(orderId) });
    const again = await adapter.send({ ...request, body: orderBody(orderId) });
    expect(first.reference).toBe(`RX-${orderId.slice(0, 8).toUpperCase()}`);
    expect(again).toEqual(first);
    const taken = pharmacy.orders.filter((order) => order.orderId === orderId);
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({ pharmacyId: PHARMACY_ID, patientName: 'Riley Park', status: 'PLACED' });
  });

  it('refuses an order signed with another secret (a 4xx the adapter does not retry)', async () => {
    const orderId = randomUUID();
    const sent = adapter.send({
      endpointUrl: endpoint,
      signingSecret: `whsec_${Buffer.from('another pharmacy').toString('base64')}`,
      orderId,
      body: orderBody(orderId),
    });
    await expect(sent).rejects.toEqual(new PharmacySendError('pharmacy answered 401', true));
    expect(pharmacy.orders.some((order) => order.orderId === orderId)).toBe(false);
  });

  it('reports Shipped with tracking to the named pharmacy webhook, signed so the api accepts it', async () => {
    const orderId = randomUUID();
    await adapter.send({
      endpointUrl: endpoint,
      signingSecret: DEMO_PHARMACY_SIGNING_SECRET,
      orderId,
      body: orderBody(orderId),
    });
    const order = pharmacy.orders.find((candidate) => candidate.orderId === orderId)!;
    const page = pharmacy.orders.indexOf(order);
    const answer = await fetch(new URL('/pharmacy', endpoint), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        order: String(page),
        status: 'SHIPPED',
        trackingNumber: '1ZTRACK',
        carrier: 'UPS',
      }).toString(),
    });
    expect(answer.status).toBe(303);
    const delivery = received.at(-1)!;
    expect(delivery.path).toBe(`/webhooks/pharmacy/${PHARMACY_ID}`);
    const headers = {
      id: delivery.headers['webhook-id'] as string,
      timestamp: delivery.headers['webhook-timestamp'] as string,
      signature: delivery.headers['webhook-signature'] as string,
    };
    expect(checkPharmacySignature(headers, delivery.body, DEMO_PHARMACY_SIGNING_SECRET, new Date())).toBe('valid');
    expect(JSON.parse(delivery.body.toString('utf8'))).toMatchObject({
      type: 'order.status',
      data: { orderId, status: 'SHIPPED', trackingNumber: '1ZTRACK', carrier: 'UPS' },
    });
    expect(order).toMatchObject({ status: 'SHIPPED', trackingNumber: '1ZTRACK' });
    const shown = await (await fetch(new URL(answer.headers.get('location')!, endpoint))).text();
    expect(shown).toContain(`role="status">${order.reference} reported Shipped: the webhook answered 202.`);
  });

  it('is not there in production', async () => {
    const production = new PharmacyStandIn({
      nodeEnv: 'production',
      target: { apiUrl: 'http://127.0.0.1:1', publicUrl: 'http://127.0.0.1:1' },
      signingSecret: DEMO_PHARMACY_SIGNING_SECRET,
    });
    const server = standInServer([production.route]);
    try {
      const url = await listen(server);
      expect((await fetch(`${url}/pharmacy`)).status).toBe(404);
    } finally {
      await close(server);
    }
  });
});
