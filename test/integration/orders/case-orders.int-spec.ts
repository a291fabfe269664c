import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { Role, TpaSubRole } from '#access';
import { ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import { ENTITIES } from '#entities';
import { CaseActivityType, EventsModule, TRIGGER_BY_ACTIVITY, WorkflowTriggerEvent } from '#events';
import { CaseOrdersModule, OrderSender } from '#domain/case-orders';
import { ProviderEventProcessing, ProviderEventsModule } from '#domain/provider-events';
import { PharmacyFake } from '#test/fakes/pharmacy-fake';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

type Answer<T = Record<string, never>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};
interface Order {
  id: string;
  status: string;
  lines: { source: string; name: string; quantity: number }[];
  trackingNumber: string | null;
  carrier: string | null;
  sendAttempts: number | null;
  nextStatuses: string[];
}

const ORDER_FIELDS = 'id status lines { source name quantity } trackingNumber carrier sendAttempts nextStatuses';
const CREATE = `mutation($input: CreateCaseOrderInput!) { createCaseOrder(input: $input) {
  success order { ${ORDER_FIELDS} } case { id orderStatus } activities { type payload } } }`;
const MOVE = `mutation($id: ID!, $status: OrderStatus!) { changeCaseOrderStatus(orderId: $id, status: $status) {
  order { ${ORDER_FIELDS} } case { orderStatus } } }`;
const TRACK = `mutation($id: ID!, $number: String!, $carrier: String!) {
  addCaseOrderTracking(orderId: $id, trackingNumber: $number, carrier: $carrier) { order { ${ORDER_FIELDS} } } }`;
const ORDERS = `query($caseId: ID!) { caseOrders(caseId: $caseId) { ${ORDER_FIELDS} } }`;
const ADDRESS = { addressLine1: '1 Main St', city: 'Springfield', state: 'IL', country: 'US', postalCode: '62701' };

describe('Orders of a case to a pharmacy', () => {
  let api: TestApi;
  let worker: TestingModule;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  const pharmacy = new PharmacyFake();
  let pharmacyId: string;
  let foreignPharmacyId: string;
  let variantId: string;

  const as = <T>(o: ScratchOrganization, name: string, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql<T>(query, variables, { token: o.users[name].token }) as Promise<Answer<T>>;
  const code = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;
  const timeline = async (caseId: string) =>
    (
      await org.query<{ type: string; payload: Record<string, unknown> }>(
        'SELECT type, payload FROM case_activity WHERE case_id = $1 ORDER BY created_at, id',
        [caseId],
      )
    ).filter((row) => row.type.startsWith('ORDER_'));
  /** An in-progress case of Pat's whose decision names a medication. */
  const decidedCase = async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const decided = await as(
      org,
      'Support',
      'mutation($d: CaseDecisionInput!) { addCaseDecision(decision: $d) { success } }',
      {
        d: {
          caseId,
          isApproved: true,
          isIndefinite: true,
          startDate: '2026-01-05',
          medicine: 'Semaglutide',
          dosage: '0.25 mg',
        },
      },
    );
    expect(decided.errors).toBeUndefined();
    return caseId;
  };
  const place = async (caseId: string, extra: Record<string, unknown> = {}) => {
    const answer = await as<{ createCaseOrder: { order: Order } }>(org, 'Support', CREATE, {
      input: { caseId, pharmacyId, shippingAddress: ADDRESS, ...extra },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createCaseOrder.order;
  };
  const orderRow = async (orderId: string) =>
    (
      await org.query<{
        status: string;
        sent_at: Date | null;
        send_attempts: number;
        pharmacy_reference: string | null;
      }>('SELECT status, sent_at, send_attempts, pharmacy_reference FROM case_order WHERE id = $1', [orderId])
    )[0];
  /** Delivers a signed status as the pharmacy does and runs the worker's job for it. */
  const deliver = async (signed: { body: string; headers: Record<string, string> }) => {
    const response = await pharmacy.postStatus(api.url, pharmacyId, signed);
    expect(response.status).toBe(204);
    const [stored] = await org.query<{ id: string }>(
      `SELECT id FROM provider_event WHERE provider = 'PHARMACY' AND provider_event_id = $1`,
      [`${pharmacyId}:${signed.headers['webhook-id']}`],
    );
    await worker.get(ProviderEventProcessing).process(stored.id);
    return (
      await org.query<{ outcome: string | null; processed_at: Date | null }>(
        'SELECT outcome, processed_at FROM provider_event WHERE id = $1',
        [stored.id],
      )
    )[0];
  };

  beforeAll(async () => {
    for (const level of ['log', 'warn'] as const)
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
    await pharmacy.start();
    api = await startTestApi();
    worker = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(api.config),
        DatabaseModule.forRoot(ENTITIES),
        EventsModule,
        ProviderEventsModule,
        CaseOrdersModule,
      ],
    }).compile();
    await worker.init();
    org = await createScratchOrganization({
      Support: TpaSubRole.TPASUPPORT,
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
    });
    other = await createScratchOrganization({ Elsewhere: TpaSubRole.TPASUPPORT });
    // Decisions name medications in partner organizations.
    await org.query('UPDATE organization SET is_partner = true WHERE id = $1', [org.id]);
    [{ id: pharmacyId }] = await org.query<{ id: string }>(
      `INSERT INTO pharmacy (name, endpoint_url, signing_secret) VALUES ('Fake pharmacy', $1, $2) RETURNING id`,
      [pharmacy.url, pharmacy.secret],
    );
    await org.query('INSERT INTO pharmacy_organization (pharmacy_id, organization_id) VALUES ($1, $2)', [
      pharmacyId,
      org.id,
    ]);
    [{ id: foreignPharmacyId }] = await org.query<{ id: string }>(
      `INSERT INTO pharmacy (name, endpoint_url) VALUES ('Another organization''s pharmacy', 'http://127.0.0.1:9/x') RETURNING id`,
    );
    await org.query('INSERT INTO pharmacy_organization (pharmacy_id, organization_id) VALUES ($1, $2)', [
      foreignPharmacyId,
      other.id,
    ]);
    const [{ id: productId }] = await org.query<{ id: string }>(
      `INSERT INTO product (name, link_name) VALUES ('Syringe kit', $1) RETURNING id`,
      [`syringes-${org.id.slice(0, 8)}`],
    );
    [{ id: variantId }] = await org.query<{ id: string }>(
      `INSERT INTO product_variant (product_id, name, strength, pharmacy_id) VALUES ($1, '10 pack', '1 ml', $2) RETURNING id`,
      [productId, pharmacyId],
    );
    await org.query(
      `INSERT INTO organization_product (organization_id, product_id, is_formulary) VALUES ($1, $2, true)`,
      [org.id, productId],
    );
  });
  afterAll(async () => {
    await org.close();
    await other.close();
    await worker.close();
    await api.close();
    await pharmacy.stop();
    jest.restoreAllMocks();
  });

  it('TPA Support places an order from the decision and the formulary; the case follows it and ORDER_PLACED fires', async () => {
    const formulary = await as<{ orderFormularyProducts: { product: { name: string; variants: { id: string }[] } }[] }>(
      org,
      'Support',
      '{ orderFormularyProducts { product { name variants { id } } } }',
    );
    expect(formulary.data?.orderFormularyProducts).toEqual([
      { product: { name: 'Syringe kit', variants: [{ id: variantId }] } },
    ]);

    const caseId = await decidedCase();
    const answer = await as<{
      createCaseOrder: {
        order: Order;
        case: { orderStatus: string };
        activities: { type: string; payload: Record<string, unknown> }[];
      };
    }>(org, 'Support', CREATE, {
      input: {
        caseId,
        pharmacyId,
        shippingAddress: ADDRESS,
        formularyItems: [{ productVariantId: variantId, quantity: 2 }],
      },
    });
    expect(answer.errors).toBeUndefined();
    const { order, case: caseRecord, activities } = answer.data!.createCaseOrder;
    expect(order).toMatchObject({
      status: 'PLACED',
      lines: [
        { source: 'DECISION', name: 'Semaglutide', quantity: 1 },
        { source: 'FORMULARY', name: 'Syringe kit — 10 pack', quantity: 2 },
      ],
      sendAttempts: 0,
      nextStatuses: ['PROCESSING', 'SHIPPED', 'CANCELLED', 'ERROR'],
    });
    expect(caseRecord.orderStatus).toBe('PLACED');
    expect(activities).toEqual([
      { type: 'ORDER_CREATED', payload: { orderId: order.id, status: 'PLACED', pharmacyId } },
    ]);
    expect(TRIGGER_BY_ACTIVITY[CaseActivityType.ORDER_CREATED]).toBe(WorkflowTriggerEvent.ORDER_PLACED);

    // The employee follows it without the send details; other staff and other organizations do not see it.
    const mine = await as<{ caseOrders: Order[] }>(org, 'Pat', ORDERS, { caseId });
    expect(mine.data?.caseOrders).toEqual([
      expect.objectContaining({ id: order.id, status: 'PLACED', sendAttempts: null, nextStatuses: [] }),
    ]);
    expect(code(await as(org, 'Admin', ORDERS, { caseId }))).toBe('FORBIDDEN');
    expect(code(await as(other, 'Elsewhere', ORDERS, { caseId }))).toBe('NOT_FOUND');

    // The case list filters by order status and by having none.
    const LIST = `query($org: ID, $statuses: [OrderStatus!], $empty: Boolean) {
      allMultiOrgUserCases(organizationId: $org, orderStatuses: $statuses, isEmptyOrderStatus: $empty) { cases { id } } }`;
    const bare = await org.insertCase({ submitter: 'Pat' });
    const ids = async (variables: Record<string, unknown>) => {
      const list = await as<{ allMultiOrgUserCases: { cases: { id: string }[] } }>(org, 'Support', LIST, {
        org: org.id,
        ...variables,
      });
      expect(list.errors).toBeUndefined();
      return list.data!.allMultiOrgUserCases.cases.map((row) => row.id);
    };
    expect(await ids({ statuses: ['PLACED'] })).toEqual([caseId]);
    expect(await ids({ empty: true })).toContain(bare);
    expect(await ids({ empty: true })).not.toContain(caseId);
  });

  it('refuses by role and organization, and bad input writes nothing', async () => {
    const caseId = await decidedCase();
    const input = { caseId, pharmacyId, shippingAddress: ADDRESS };
    for (const name of ['Admin', 'Worker', 'Pat'])
      expect(code(await as(org, name, CREATE, { input }))).toBe('FORBIDDEN');
    expect(code(await as(other, 'Elsewhere', CREATE, { input }))).toBe('NOT_FOUND');
    const bad: [Record<string, unknown>, string][] = [
      [{ pharmacyId: foreignPharmacyId }, 'pharmacyId'],
      [{ pharmacyId: 'not-an-id' }, 'pharmacyId'],
      [{ shippingAddress: { ...ADDRESS, city: 'x'.repeat(101) } }, 'shippingAddress.city'],
      [{ shippingAddress: { ...ADDRESS, addressLine1: 'Bell\u0007 St' } }, 'shippingAddress.addressLine1'],
      [{ formularyItems: [{ productVariantId: variantId, quantity: 0 }] }, 'formularyItems.0.quantity'],
      [{ formularyItems: [{ productVariantId: foreignPharmacyId, quantity: 1 }] }, 'formularyItems.0.productVariantId'],
      [{ includeBundle: true }, 'includeBundle'],
      [{ decisionId: foreignPharmacyId }, 'decisionId'],
    ];
    for (const [change, field] of bad) {
      const answer = await as(org, 'Support', CREATE, { input: { ...input, ...change } });
      expect({ field, code: code(answer), message: answer.errors?.[0].message }).toEqual({
        field,
        code: 'BAD_USER_INPUT',
        message: expect.stringContaining(field),
      });
    }
    // Wrong types stop at the GraphQL layer.
    expect(
      code(
        await as(org, 'Support', CREATE, {
          input: { ...input, formularyItems: [{ productVariantId: variantId, quantity: 'two' }] },
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    const nothing = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const empty = await as(org, 'Support', CREATE, { input: { ...input, caseId: nothing } });
    expect({ code: code(empty), message: empty.errors?.[0].message }).toEqual({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('Nothing to order'),
    });
    expect(await org.query('SELECT id FROM case_order WHERE case_id = ANY($1)', [[caseId, nothing]])).toEqual([]);
    expect(await timeline(caseId)).toEqual([]);
  });

  it('moves along the status table only, with tracking; ILLEGAL_STATE otherwise', async () => {
    const caseId = await decidedCase();
    const order = await place(caseId);
    type Moved = { changeCaseOrderStatus: { order: Order; case: { orderStatus: string } } };
    expect(code(await as(org, 'Support', MOVE, { id: order.id, status: 'DELIVERED' }))).toBe('ILLEGAL_STATE');
    expect(code(await as(org, 'Worker', MOVE, { id: order.id, status: 'PROCESSING' }))).toBe('FORBIDDEN');
    expect(code(await as(other, 'Elsewhere', MOVE, { id: order.id, status: 'PROCESSING' }))).toBe('NOT_FOUND');
    expect(code(await as(org, 'Support', MOVE, { id: order.id, status: 'NOT_A_STATUS' }))).toBe('BAD_USER_INPUT');
    const processing = await as<Moved>(org, 'Support', MOVE, { id: order.id, status: 'PROCESSING' });
    expect(processing.data?.changeCaseOrderStatus.case.orderStatus).toBe('PROCESSING');
    const shipped = await as<Moved>(org, 'Support', MOVE, { id: order.id, status: 'SHIPPED' });
    expect(shipped.data?.changeCaseOrderStatus.order.nextStatuses).toEqual([
      'DELIVERED',
      'TRANSIT_FAILURE',
      'RETURNED',
    ]);
    expect(code(await as(org, 'Support', MOVE, { id: order.id, status: 'PROCESSING' }))).toBe('ILLEGAL_STATE');
    expect(code(await as(org, 'Support', TRACK, { id: order.id, number: '1Z 999\u0000', carrier: 'UPS' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await as(org, 'Support', TRACK, { id: order.id, number: '1Z999', carrier: 'x'.repeat(101) }))).toBe(
      'BAD_USER_INPUT',
    );
    const tracked = await as<{ addCaseOrderTracking: { order: Order } }>(org, 'Support', TRACK, {
      id: order.id,
      number: '1Z999AA10123456784',
      carrier: 'UPS',
    });
    expect(tracked.data?.addCaseOrderTracking.order).toMatchObject({
      trackingNumber: '1Z999AA10123456784',
      carrier: 'UPS',
    });
    await as(org, 'Support', MOVE, { id: order.id, status: 'DELIVERED' });
    await as(org, 'Support', MOVE, { id: order.id, status: 'RETURNED' });
    expect(code(await as(org, 'Support', TRACK, { id: order.id, number: '1Z1', carrier: 'UPS' }))).toBe(
      'ILLEGAL_STATE',
    );
    expect(code(await as(org, 'Support', MOVE, { id: order.id, status: 'SHIPPED' }))).toBe('ILLEGAL_STATE');
    expect(
      (await timeline(caseId)).map((row) => [row.type, row.payload.to ?? row.payload.carrier ?? row.payload.status]),
    ).toEqual([
      ['ORDER_CREATED', 'PLACED'],
      ['ORDER_STATUS_CHANGED', 'PROCESSING'],
      ['ORDER_STATUS_CHANGED', 'SHIPPED'],
      ['ORDER_TRACKING_ADDED', 'UPS'],
      ['ORDER_STATUS_CHANGED', 'DELIVERED'],
      ['ORDER_STATUS_CHANGED', 'RETURNED'],
    ]);
    // The case follows its latest order.
    const newer = await place(caseId);
    expect(
      (await org.query<{ order_status: string }>('SELECT order_status FROM case_record WHERE id = $1', [caseId]))[0],
    ).toEqual({
      order_status: 'PLACED',
    });
    expect(newer.status).toBe('PLACED');
  });

  it('sends a placed order signed, once across retries and reruns; a refusal ends it in ERROR, placing again resends', async () => {
    const sender = worker.get(OrderSender);
    const order = await place(await decidedCase());
    pharmacy.failNext(503);
    await expect(sender.send(order.id, false)).rejects.toThrow('pharmacy answered 503');
    pharmacy.loseNextAnswer();
    await expect(sender.send(order.id, false)).rejects.toThrow('pharmacy answered 500');
    await expect(sender.send(order.id, false)).resolves.toBe('SENT');
    await expect(sender.send(order.id, false)).resolves.toBe('NOTHING_TO_SEND');
    const requests = pharmacy.requests.filter((request) => request.idempotencyKey === order.id);
    expect(requests).toEqual([1, 2, 3].map(() => ({ idempotencyKey: order.id, verified: true })));
    expect(pharmacy.orders.get(order.id)?.body).toMatchObject({
      orderId: order.id,
      lines: [{ name: 'Semaglutide' }],
      patient: { lastName: 'Scratch' },
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'PLACED',
      send_attempts: 3,
      pharmacy_reference: `RX-${order.id.slice(0, 8)}`,
    });

    const caseId = await decidedCase();
    const refused = await place(caseId);
    pharmacy.failNext(422);
    await expect(sender.send(refused.id, false)).resolves.toBe('FAILED');
    expect(await orderRow(refused.id)).toMatchObject({ status: 'ERROR', sent_at: null });
    expect((await timeline(caseId)).at(-1)).toEqual({
      type: 'ORDER_STATUS_CHANGED',
      payload: { orderId: refused.id, from: 'PLACED', to: 'ERROR', source: 'SEND' },
    });
    const again = await as<{ changeCaseOrderStatus: { order: Order } }>(org, 'Support', MOVE, {
      id: refused.id,
      status: 'PLACED',
    });
    expect(again.data?.changeCaseOrderStatus.order).toMatchObject({ status: 'PLACED', sendAttempts: 0 });
    await expect(sender.send(refused.id, true)).resolves.toBe('SENT');
    expect(pharmacy.orders.has(refused.id)).toBe(true);
  });

  it('takes the pharmacy’s signed status webhook once; forged, stale and out-of-order ones change nothing', async () => {
    const caseId = await decidedCase();
    const order = await place(caseId);
    const shipped = pharmacy.signStatus({
      orderId: order.id,
      status: 'SHIPPED',
      trackingNumber: '9400 1000',
      carrier: 'USPS',
    });
    const forged = pharmacy.signStatus(
      { orderId: order.id, status: 'SHIPPED' },
      { secret: `whsec_${Buffer.from('not the pharmacy secret').toString('base64')}` },
    );
    expect((await pharmacy.postStatus(api.url, pharmacyId, forged)).status).toBe(403);
    const stale = pharmacy.signStatus(
      { orderId: order.id, status: 'SHIPPED' },
      { at: new Date(Date.now() - 10 * 60 * 1000) },
    );
    expect((await pharmacy.postStatus(api.url, pharmacyId, stale)).status).toBe(403);
    expect((await pharmacy.postStatus(api.url, foreignPharmacyId, shipped)).status).toBe(404);
    const tampered = { ...shipped, body: shipped.body.replace('SHIPPED', 'DELIVERED') };
    expect((await pharmacy.postStatus(api.url, pharmacyId, tampered)).status).toBe(403);
    expect(
      await org.query(`SELECT id FROM provider_event WHERE provider = 'PHARMACY' AND payload->>'orderId' = $1`, [
        order.id,
      ]),
    ).toEqual([]);

    expect(await deliver(shipped)).toMatchObject({ outcome: null, processed_at: expect.any(Date) });
    // A replay is stored once and changes nothing more.
    expect((await pharmacy.postStatus(api.url, pharmacyId, shipped)).status).toBe(204);
    expect(
      await org.query(`SELECT id FROM provider_event WHERE provider = 'PHARMACY' AND payload->>'orderId' = $1`, [
        order.id,
      ]),
    ).toHaveLength(1);
    const [mine] = (await as<{ caseOrders: Order[] }>(org, 'Pat', ORDERS, { caseId })).data!.caseOrders;
    expect(mine).toMatchObject({ status: 'SHIPPED', trackingNumber: '9400 1000', carrier: 'USPS' });

    // PROCESSING that happened before the shipment arrives late: kept as stale, not applied.
    const late = pharmacy.signStatus({
      orderId: order.id,
      status: 'PROCESSING',
      occurredAt: new Date(Date.now() - 60_000),
    });
    expect(await deliver(late)).toMatchObject({ outcome: 'STALE_ORDER_STATUS' });
    const delivered = pharmacy.signStatus({ orderId: order.id, status: 'DELIVERED' });
    expect(await deliver(delivered)).toMatchObject({ outcome: null });
    const unknown = pharmacy.signStatus({ orderId: foreignPharmacyId, status: 'SHIPPED' });
    expect(await deliver(unknown)).toMatchObject({ outcome: 'UNKNOWN_ORDER' });

    expect(
      (await timeline(caseId)).map((row) => [row.type, row.payload.to ?? row.payload.trackingNumber ?? null]),
    ).toEqual([
      ['ORDER_CREATED', null],
      ['ORDER_STATUS_CHANGED', 'SHIPPED'],
      ['ORDER_TRACKING_ADDED', '9400 1000'],
      ['ORDER_STATUS_CHANGED', 'DELIVERED'],
    ]);
    expect(
      (await org.query<{ order_status: string }>('SELECT order_status FROM case_record WHERE id = $1', [caseId]))[0]
        .order_status,
    ).toBe('DELIVERED');
  });
});
