import type { INestApplicationContext } from '@nestjs/common';
import { Webhook } from 'standardwebhooks';
import { Role } from '#access';
import { WebhookDeliveryClaims, WebhookSender } from '#domain/partner-webhooks';
import { QueueName } from '#events';
import { waitFor } from '#test/eventually';
import { WebhookReceiverFake } from '#test/fakes/webhook-receiver';
import { queueOf } from '#test/queues';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { startWorker } from '../../../apps/worker/src/create-worker.js';

const ADD_DECISION = `mutation($decision: CaseDecisionInput!) { addCaseDecision(decision: $decision) { decision { id } } }`;
const ROTATE = `mutation($organizationId: ID) { rotatePartnerWebhookSecret(organizationId: $organizationId) { success secret issuedAt } }`;
const SIGNING = `query($organizationId: ID) { partnerWebhookSigning(organizationId: $organizationId) { secretIssuedAt } }`;
const LIST = `query($organizationId: ID, $recordsPerPage: Int, $after: String, $status: PartnerWebhookDeliveryStatus) {
  partnerWebhookDeliveries(organizationId: $organizationId, recordsPerPage: $recordsPerPage, after: $after, status: $status) {
    totalCount pageInfo { endCursor hasNextPage }
    deliveries { id caseId shortId eventType activityType status attemptCount lastResponseStatus lastError createdAt deliveredAt nextAttemptAt } } }`;
const DETAIL_WITHHELD = `query($id: ID!) { partnerWebhookDelivery(id: $id) {
  requestBody requestBodyWithheld attempts { attempt } } }`;
const DETAIL = `query($id: ID!) { partnerWebhookDelivery(id: $id) {
  delivery { id status attemptCount } requestBody attempts { attempt url responseStatus error durationMs isReplay } } }`;
const REPLAY = `mutation($id: ID!) { replayPartnerWebhookDelivery(id: $id) { success delivery { id status attemptCount } } }`;

type Answer<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};
interface DeliveryRow {
  id: string;
  status: string;
  attempt_count: number;
  activity_type: string;
  last_response_status: number | null;
  last_error: string | null;
  request_body: string | null;
  next_attempt_at: Date;
}

describe('partner webhooks', () => {
  let api: TestApi;
  let partner: ScratchOrganization;
  let other: ScratchOrganization;
  let sender: WebhookSender;
  let claims: WebhookDeliveryClaims;
  const receiver = new WebhookReceiverFake();
  let secret = '';

  const as = <T = Record<string, unknown>>(
    org: ScratchOrganization,
    name: string,
    query: string,
    variables: Record<string, unknown> = {},
  ) => api.graphql(query, variables, { token: org.users[name].token, organizationId: org.id }) as Promise<Answer<T>>;
  const refusal = (answer: Answer) => ({
    code: answer.errors?.[0]?.extensions?.code,
    message: answer.errors?.[0]?.message,
  });

  const setWebhook = (settings: { enabled: boolean; url?: string; fullCaseData?: boolean }) =>
    partner.query(`UPDATE partner_integration_info SET webhook_url = $2, flags = $3 WHERE organization_id = $1`, [
      partner.id,
      settings.url ?? receiver.url,
      { isWebhookEnabled: settings.enabled, sendFullCaseDataInWebhookEventEnabled: settings.fullCaseData ?? false },
    ]);
  /** Records a case event as any area does: a case_activity row (the delivery is written by its trigger). */
  const recordActivity = async (caseId: string, type: string, payload: Record<string, unknown> = {}) =>
    (
      await partner.query<{ id: string }>(
        `INSERT INTO case_activity (organization_id, case_id, type, payload) VALUES ($1, $2, $3, $4) RETURNING id`,
        [partner.id, caseId, type, payload],
      )
    )[0].id;
  const deliveryOf = async (activityId: string) =>
    (
      await partner.query<DeliveryRow>(`SELECT * FROM partner_webhook_delivery WHERE activity_id = $1`, [activityId])
    )[0];
  const deliveryById = async (id: string) =>
    (await partner.query<DeliveryRow>(`SELECT * FROM partner_webhook_delivery WHERE id = $1`, [id]))[0];
  const deliver = (deliveryId: string, isReplay = false) => sender.deliver(deliveryId, partner.id, isReplay);
  const verified = (request: { headers: Record<string, unknown>; body: string }) =>
    new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown> & { fullCase?: Record<string, unknown> & { submitter: Record<string, unknown> } };
    };

  beforeAll(async () => {
    api = await startTestApi({ PARTNER_WEBHOOK_MAX_ATTEMPTS: '3', PARTNER_WEBHOOK_RETRY_DELAY_MS: '60000' });
    sender = api.app.get(WebhookSender);
    claims = api.app.get(WebhookDeliveryClaims);
    await receiver.start();
    partner = await createScratchOrganization({
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Editor: Role.CASEWORKER,
      Pat: Role.USER,
    });
    // An editor of the settings whose role lacks access_phi (set before any request, so no cached access is stale).
    const [settingsOnly] = await partner.query<{ id: string }>(
      `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, 'SETTINGS_ONLY', 'Settings', $2)
       RETURNING id`,
      [partner.id, ['edit_settings']],
    );
    await partner.query('UPDATE app_user SET custom_role_id = $1 WHERE id = $2', [
      settingsOnly.id,
      partner.users.Editor.id,
    ]);
    other = await createScratchOrganization({ Admin: Role.ADMIN });
    await partner.query(`UPDATE organization SET is_partner = true WHERE id = $1`, [partner.id]);
    await partner.query(`INSERT INTO partner_integration_info (organization_id) VALUES ($1)`, [partner.id]);
  });
  afterAll(async () => {
    await receiver.stop();
    await Promise.all([partner.close(), other.close()]);
    await api.close();
  });

  it('sends nothing while the webhook is off: no delivery is even written', async () => {
    await setWebhook({ enabled: false });
    const caseId = await partner.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const added = await as(partner, 'Worker', ADD_DECISION, {
      decision: { caseId, isApproved: true, startDate: '2026-12-01', endDate: '2027-05-31' },
    });
    expect(added.errors).toBeUndefined();
    const rows = await partner.query(`SELECT id FROM partner_webhook_delivery WHERE organization_id = $1`, [
      partner.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('issues the signing secret to who edits partner settings only, shown once', async () => {
    const none = await as<{ partnerWebhookSigning: { secretIssuedAt: string | null } }>(partner, 'Admin', SIGNING);
    expect(none.data?.partnerWebhookSigning.secretIssuedAt).toBeNull();
    expect(refusal(await as(partner, 'Manager', ROTATE))).toEqual({
      code: 'FORBIDDEN',
      message: 'Not authorized to manage organization settings',
    });
    expect(refusal(await as(other, 'Admin', ROTATE, { organizationId: partner.id })).code).toBe('NOT_FOUND');
    const rotated = await as<{ rotatePartnerWebhookSecret: { secret: string; issuedAt: string } }>(
      partner,
      'Admin',
      ROTATE,
    );
    expect(rotated.errors).toBeUndefined();
    secret = rotated.data!.rotatePartnerWebhookSecret.secret;
    expect(secret).toMatch(/^whsec_/);
    const issued = await as<{ partnerWebhookSigning: { secretIssuedAt: string | null } }>(partner, 'Admin', SIGNING);
    expect(issued.data?.partnerWebhookSigning.secretIssuedAt).toBe(rotated.data!.rotatePartnerWebhookSecret.issuedAt);
  });

  it('posts a decision, signed as Standard Webhooks receivers verify, without PHI by default', async () => {
    await setWebhook({ enabled: true });
    const caseId = await partner.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const added = await as(partner, 'Worker', ADD_DECISION, {
      decision: {
        caseId,
        isApproved: true,
        startDate: '2026-12-01',
        endDate: '2027-05-31',
        decisionText: 'Semaglutide 0.25 mg weekly for the patient',
      },
    });
    expect(added.errors).toBeUndefined();
    const [activity] = await partner.query<{ id: string; created_at: Date }>(
      `SELECT id, created_at FROM case_activity WHERE case_id = $1 AND type = 'ADD_DECISION'`,
      [caseId],
    );
    const delivery = await deliveryOf(activity.id);
    expect(delivery).toMatchObject({ status: 'PENDING', attempt_count: 0, activity_type: 'ADD_DECISION' });
    // The sweep hands it to a worker once; a second sweep finds it leased.
    expect((await claims.claimDue()).map((claim) => claim.deliveryId)).toContain(delivery.id);
    expect((await claims.claimDue()).map((claim) => claim.deliveryId)).not.toContain(delivery.id);

    expect(await deliver(delivery.id)).toMatchObject({ tried: true, status: 'SUCCEEDED', responseStatus: 200 });
    const [request] = receiver.ofMessage(delivery.id);
    const body = verified(request);
    const [{ short_id: shortId }] = await partner.query<{ short_id: string }>(
      'SELECT short_id FROM case_record WHERE id = $1',
      [caseId],
    );
    expect(body).toMatchObject({
      type: 'case.decision_added',
      timestamp: activity.created_at.toISOString(),
      data: {
        eventId: activity.id,
        organizationId: partner.id,
        caseId,
        shortId,
        occurredAt: activity.created_at.toISOString(),
        activityType: 'ADD_DECISION',
        case: { status: expect.any(String), type: expect.any(String) },
      },
    });
    expect(body.data.fullCase).toBeUndefined();
    expect(request.body).not.toContain(partner.users.Pat.email);
    expect(request.body).not.toContain('Semaglutide');
    expect(await deliveryOf(activity.id)).toMatchObject({
      status: 'SUCCEEDED',
      attempt_count: 1,
      last_response_status: 200,
    });
    // Done: running its job again sends nothing.
    expect(await deliver(delivery.id)).toMatchObject({ tried: false });
    expect(receiver.ofMessage(delivery.id)).toHaveLength(1);
  });

  it('writes one delivery per event of the webhook kinds, none for other activities', async () => {
    const caseId = await partner.insertCase({ submitter: 'Pat' });
    const kinds = [
      'CREATE_CASE',
      'ADD_FORM_RESPONSE',
      'ORDER_CREATED',
      'ORDER_STATUS_CHANGED',
      'ORDER_TRACKING_ADDED',
      'PAYMENT_ADDED',
      'PAYMENT_COMPLETED',
    ];
    for (const kind of kinds) await recordActivity(caseId, kind);
    await recordActivity(caseId, 'ADD_COMMENT');
    await recordActivity(caseId, 'ADD_NOTE');
    const rows = await partner.query<{ activity_type: string }>(
      'SELECT activity_type FROM partner_webhook_delivery WHERE case_id = $1 ORDER BY activity_type',
      [caseId],
    );
    expect(rows.map((row) => row.activity_type)).toEqual([...kinds].sort());
    await partner.query(`UPDATE partner_webhook_delivery SET status = 'SUCCEEDED' WHERE case_id = $1`, [caseId]);
  });

  it('retries after a 5xx with back-off and the same id and body, then succeeds', async () => {
    const caseId = await partner.insertCase({ submitter: 'Pat' });
    const delivery = await deliveryOf(await recordActivity(caseId, 'ORDER_STATUS_CHANGED', { orderStatus: 'SHIPPED' }));
    receiver.answerNext(500);
    const before = Date.now();
    expect(await deliver(delivery.id)).toMatchObject({ tried: true, status: 'PENDING', responseStatus: 500 });
    const waiting = await deliveryById(delivery.id);
    expect(waiting).toMatchObject({ status: 'PENDING', attempt_count: 1, last_response_status: 500 });
    expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(before);
    // Not due yet: the sweep leaves it waiting out its back-off.
    expect((await claims.claimDue()).map((claim) => claim.deliveryId)).not.toContain(delivery.id);

    expect(await deliver(delivery.id)).toMatchObject({ tried: true, status: 'SUCCEEDED', responseStatus: 200 });
    const requests = receiver.ofMessage(delivery.id);
    expect(requests).toHaveLength(2);
    expect(requests[1].body).toBe(requests[0].body);
    expect(verified(requests[1])).toMatchObject({
      type: 'case.order_status_changed',
      data: { details: { orderStatus: 'SHIPPED' } },
    });
  });

  it('gives up after the allowed tries, and a replay sends the same message once more', async () => {
    const caseId = await partner.insertCase({ submitter: 'Pat' });
    const activityId = await recordActivity(caseId, 'PAYMENT_COMPLETED');
    const { id } = await deliveryOf(activityId);
    receiver.answerNext(503, 429, 502);
    expect((await deliver(id)).status).toBe('PENDING');
    expect((await deliver(id)).status).toBe('PENDING');
    expect(await deliver(id)).toMatchObject({ status: 'FAILED', responseStatus: 502 });
    expect(await deliveryById(id)).toMatchObject({ status: 'FAILED', attempt_count: 3 });
    expect(await deliver(id)).toMatchObject({ tried: false });
    expect(receiver.ofMessage(id)).toHaveLength(3);

    expect(refusal(await as(partner, 'Manager', REPLAY, { id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(refusal(await as(other, 'Admin', REPLAY, { id })).code).toBe('NOT_FOUND');
    const replayed = await as<{ replayPartnerWebhookDelivery: { delivery: { status: string; attemptCount: number } } }>(
      partner,
      'Admin',
      REPLAY,
      { id },
    );
    expect(replayed.errors).toBeUndefined();
    expect(replayed.data?.replayPartnerWebhookDelivery.delivery).toEqual({ id, status: 'PENDING', attemptCount: 3 });
    expect(refusal(await as(partner, 'Admin', REPLAY, { id }))).toEqual({
      code: 'ILLEGAL_STATE',
      message: 'This delivery is still being sent',
    });
    const jobs = await queueOf(api.app, QueueName.partnerWebhooks).getJobs(['waiting', 'delayed', 'prioritized']);
    expect(jobs.some((job) => job.data.deliveryId === id && job.data.isReplay === true)).toBe(true);

    expect(await deliver(id, true)).toMatchObject({ status: 'SUCCEEDED', responseStatus: 200 });
    const requests = receiver.ofMessage(id);
    expect(requests).toHaveLength(4);
    expect(requests[3].body).toBe(requests[0].body);
    verified(requests[3]);

    const detail = await as<{
      partnerWebhookDelivery: {
        requestBody: string;
        attempts: { attempt: number; responseStatus: number; isReplay: boolean }[];
      };
    }>(partner, 'Admin', DETAIL, { id });
    expect(detail.data?.partnerWebhookDelivery.requestBody).toBe(requests[0].body);
    expect(detail.data?.partnerWebhookDelivery.attempts.map((a) => [a.attempt, a.responseStatus, a.isReplay])).toEqual([
      [4, 200, true],
      [3, 502, false],
      [2, 429, false],
      [1, 503, false],
    ]);
    expect(refusal(await as(other, 'Admin', DETAIL, { id })).code).toBe('NOT_FOUND');
    expect(refusal(await as(partner, 'Manager', DETAIL, { id })).code).toBe('FORBIDDEN');

    // An editor of the settings whose role lacks access_phi sees the tries but not the body (it may carry the case).
    const withheld = await as<{
      partnerWebhookDelivery: { requestBody: string | null; requestBodyWithheld: boolean; attempts: unknown[] };
    }>(partner, 'Editor', DETAIL_WITHHELD, { id });
    expect(withheld.errors).toBeUndefined();
    expect(withheld.data?.partnerWebhookDelivery).toMatchObject({ requestBody: null, requestBodyWithheld: true });
    expect(withheld.data?.partnerWebhookDelivery.attempts).toHaveLength(4);
    const admin = await as<{ partnerWebhookDelivery: { requestBodyWithheld: boolean } }>(
      partner,
      'Admin',
      DETAIL_WITHHELD,
      { id },
    );
    expect(admin.data?.partnerWebhookDelivery.requestBodyWithheld).toBe(false);
  });

  it('sends the full case, answers and all, only with sendFullCaseDataInWebhookEventEnabled', async () => {
    await setWebhook({ enabled: true, fullCaseData: true });
    const caseId = await partner.insertCase({ submitter: 'Pat' });
    const { id } = await deliveryOf(await recordActivity(caseId, 'ADD_FORM_RESPONSE'));
    expect((await deliver(id)).status).toBe('SUCCEEDED');
    const body = verified(receiver.ofMessage(id)[0]);
    expect(body.type).toBe('case.form_answered');
    expect(body.data.fullCase).toMatchObject({ id: caseId, formResponses: [], decisions: [], payments: [] });
    expect(body.data.fullCase!.submitter).toMatchObject({ id: partner.users.Pat.id, email: partner.users.Pat.email });
    await setWebhook({ enabled: true });
  });

  it('refuses a plain http address that is not this machine and does not follow redirects', async () => {
    const caseId = await partner.insertCase({ submitter: 'Pat' });
    const first = await deliveryOf(await recordActivity(caseId, 'PAYMENT_ADDED'));
    await setWebhook({ enabled: true, url: 'http://partner.example.test/hooks' });
    const sent = receiver.received.length;
    expect(await deliver(first.id)).toMatchObject({ status: 'FAILED', error: 'webhookUrl must use https' });
    await setWebhook({ enabled: true });
    const second = await deliveryOf(await recordActivity(caseId, 'PAYMENT_ADDED'));
    receiver.answerNext(302);
    expect(await deliver(second.id)).toMatchObject({
      status: 'FAILED',
      responseStatus: 302,
      error: 'Redirects are not followed',
    });
    expect(receiver.received.length).toBe(sent + 1);
  });

  it('lists deliveries newest first with paging and a status filter, to editors of the partner settings', async () => {
    // All within one millisecond, a microsecond apart: paging must neither skip nor repeat any.
    await partner.query(
      `UPDATE partner_webhook_delivery AS d SET created_at = '2026-01-01T00:00:00Z'::timestamptz + n.i * interval '1 microsecond'
         FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS i FROM partner_webhook_delivery WHERE organization_id = $1) n
        WHERE d.id = n.id`,
      [partner.id],
    );
    const first = await as<{
      partnerWebhookDeliveries: {
        totalCount: number;
        pageInfo: { endCursor: string; hasNextPage: boolean };
        deliveries: { id: string; eventType: string; status: string }[];
      };
    }>(partner, 'Admin', LIST, { recordsPerPage: 3 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.partnerWebhookDeliveries;
    expect(page1.deliveries).toHaveLength(3);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const all = await partner.query<{ id: string }>(
      'SELECT id FROM partner_webhook_delivery WHERE organization_id = $1 ORDER BY created_at DESC, id DESC',
      [partner.id],
    );
    expect(page1.totalCount).toBe(all.length);
    expect(page1.deliveries.map((d) => d.id)).toEqual(all.slice(0, 3).map((row) => row.id));
    const second = await as<typeof first.data & object>(partner, 'Admin', LIST, {
      recordsPerPage: 3,
      after: page1.pageInfo.endCursor,
    });
    expect(second.data!.partnerWebhookDeliveries.deliveries.map((d) => d.id)).toEqual(
      all.slice(3, 6).map((row) => row.id),
    );
    const failed = await as<typeof first.data & object>(partner, 'Admin', LIST, { status: 'FAILED' });
    expect(failed.data!.partnerWebhookDeliveries.deliveries.every((d) => d.status === 'FAILED')).toBe(true);
    expect(failed.data!.partnerWebhookDeliveries.totalCount).toBe(2);

    expect(refusal(await as(partner, 'Admin', LIST, { after: 'not-a-cursor' })).code).toBe('BAD_USER_INPUT');
    const forged = Buffer.from(JSON.stringify(['1', partner.id])).toString('base64url');
    expect(refusal(await as(partner, 'Admin', LIST, { after: forged })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await as(partner, 'Admin', LIST, { recordsPerPage: 0 })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await as(partner, 'Admin', LIST, { recordsPerPage: 'many' })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await as(partner, 'Manager', LIST))).toEqual({
      code: 'FORBIDDEN',
      message: 'Not authorized to manage organization settings',
    });
    expect(refusal(await as(partner, 'Pat', LIST)).code).toBe('FORBIDDEN');
    expect(refusal(await as(other, 'Admin', LIST, { organizationId: partner.id })).code).toBe('NOT_FOUND');
    const own = await as<typeof first.data & object>(other, 'Admin', LIST);
    expect(own.data!.partnerWebhookDeliveries.totalCount).toBe(0);
  });

  it('the worker sweeps a new event out to the partner on its own', async () => {
    let worker: INestApplicationContext | undefined;
    try {
      worker = await startWorker({ ...api.config, PARTNER_WEBHOOK_SWEEP_MS: 200 });
      const caseId = await partner.insertCase({ submitter: 'Pat' });
      const { id } = await deliveryOf(await recordActivity(caseId, 'CREATE_CASE'));
      const [request] = await waitFor(() => receiver.ofMessage(id), {
        what: 'the worker to post the case.created event',
        timeoutMs: 15_000,
        until: (requests) => requests.length > 0,
      });
      expect(verified(request).type).toBe('case.created');
      await waitFor(
        () => partner.query<DeliveryRow>('SELECT status FROM partner_webhook_delivery WHERE id = $1', [id]),
        {
          what: 'the delivery to be recorded SUCCEEDED',
          until: (rows) => rows[0]?.status === 'SUCCEEDED',
        },
      );
    } finally {
      await worker?.close();
    }
  });
});
