import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { Role } from '#access';
import { ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import { ENTITIES } from '#entities';
import { EventsModule, QueueName } from '#events';
import { CalendarModule } from '#domain/calendar';
import { ProviderEventProcessing, ProviderEventsModule } from '#domain/provider-events';
import { calendlyBookingsPage, close, listen, standInServer } from '../../../libs/provider-stand-ins/index.js';
import { queueOf } from '#test/queues';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { calendlyBody, calendlySignature, newBooking } from './calendly-deliveries.js';

const CREATE_KEY = `mutation($org: ID, $type: IntegrationSecretType!) {
  createOrganizationSecretKey(organizationId: $org, type: $type) { success secretKey } }`;

type Answer = {
  data?: { createOrganizationSecretKey: { secretKey: string } } | null;
  errors?: { extensions?: { code?: string } }[];
};

interface EventRow {
  id: string;
  case_id: string | null;
  start_at: Date;
  end_at: Date;
  canceled_at: Date | null;
  is_editable: boolean;
  external_id: string;
  version: number;
  meeting_details: Record<string, unknown>;
}

describe('Calendly bookings through the signed webhook', () => {
  let api: TestApi;
  let worker: TestingModule;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  let secret: string;

  const createKey = (o: ScratchOrganization, name: string, organizationId = o.id, type = 'CALENDLY_SIGNATURE') =>
    api.graphql(CREATE_KEY, { org: organizationId, type }, { token: o.users[name].token }) as Promise<Answer>;
  const post = (organizationId: string, body: string, signature?: string) =>
    fetch(`${api.url}/webhooks/calendly/${organizationId}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'calendly-webhook-signature': signature } : {}),
      },
    });
  /** Delivers as Calendly does, then runs the worker's job for the stored delivery. */
  const deliver = async (body: string) => {
    const response = await post(org.id, body, calendlySignature(body, secret));
    expect(response.status).toBe(204);
    const parsed = JSON.parse(body) as { event: string; payload: { uri: string } };
    const [stored] = await org.query<{ id: string }>(
      `SELECT id FROM provider_event WHERE provider = 'CALENDLY' AND provider_event_id = $1`,
      [`${org.id}:${parsed.event}:${parsed.payload.uri}`],
    );
    const job = await queueOf(api.app, QueueName.providerEvents).getJob(stored.id);
    return worker.get(ProviderEventProcessing).process((job!.data as { providerEventId: string }).providerEventId);
  };
  const eventsFor = (externalIds: string[]) =>
    org.query<EventRow>('SELECT * FROM calendar_event WHERE organization_id = $1 AND external_id = ANY($2)', [
      org.id,
      externalIds,
    ]);
  const timeline = async (caseId: string) =>
    (
      await org.query<{ type: string }>('SELECT type FROM case_activity WHERE case_id = $1 ORDER BY created_at, id', [
        caseId,
      ])
    ).map((row) => row.type);
  const calendarState = () =>
    org.query('SELECT id, start_at, canceled_at, version FROM calendar_event WHERE organization_id = $1 ORDER BY id', [
      org.id,
    ]);

  beforeAll(async () => {
    for (const level of ['log', 'warn'] as const)
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
    api = await startTestApi();
    worker = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(api.config),
        DatabaseModule.forRoot(ENTITIES),
        EventsModule,
        ProviderEventsModule,
        CalendarModule,
      ],
    }).compile();
    await worker.init();
    org = await createScratchOrganization({ Admin: Role.ADMIN, Manager: Role.CASEMANAGER, Pat: Role.USER });
    other = await createScratchOrganization({ Admin: Role.ADMIN });
  });
  afterAll(async () => {
    await org.close();
    await other.close();
    await worker.close();
    await api.close();
    jest.restoreAllMocks();
  });

  it('issues a secret key to the organization’s admins only, once, and a new one replaces it', async () => {
    expect((await createKey(org, 'Manager')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await createKey(org, 'Pat')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await createKey(other, 'Admin', org.id)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await createKey(org, 'Admin', org.id, 'NOT_A_TYPE')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const first = (await createKey(org, 'Admin')).data!.createOrganizationSecretKey.secretKey;
    const second = (await createKey(org, 'Admin')).data!.createOrganizationSecretKey.secretKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    const rows = await org.query<{ secret: string }>(
      `SELECT secret FROM organization_secret_key WHERE organization_id = $1 AND type = 'CALENDLY_SIGNATURE'`,
      [org.id],
    );
    expect(rows).toEqual([{ secret: second }]);
    secret = second;

    // The settings say a key was issued and where Calendly delivers, never the key itself.
    const INTEGRATIONS = `query($org: ID) { allOrganizationSettings(organizationId: $org) {
      integrations { type issuedAt webhookUrl } } }`;
    const settings = (await api.graphql(INTEGRATIONS, { org: org.id }, { token: org.users.Admin.token })) as {
      data?: {
        allOrganizationSettings: {
          integrations: { type: string; issuedAt: string | null; webhookUrl: string | null }[];
        };
      };
      errors?: unknown[];
    };
    expect(settings.errors).toBeUndefined();
    const integrations = settings.data!.allOrganizationSettings.integrations;
    expect(integrations.map((i) => [i.type, !!i.issuedAt])).toEqual([
      ['CALENDLY_SIGNATURE', true],
      ['DOSE_SPOT', false],
    ]);
    expect(integrations[0].webhookUrl).toMatch(new RegExp(`/webhooks/calendly/${org.id}$`));
    expect(integrations[1].webhookUrl).toBeNull();
    expect(JSON.stringify(settings)).not.toContain(second);
    const refused = (await api.graphql(INTEGRATIONS, { org: org.id }, { token: org.users.Manager.token })) as {
      errors?: { extensions?: { code?: string } }[];
    };
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const body = calendlyBody(
      'invitee.created',
      newBooking('x@scratch.test', '2031-05-01T14:00:00Z', '2031-05-01T14:30:00Z'),
    );
    expect((await post(org.id, body, calendlySignature(body, first))).status).toBe(403);
  });

  it('puts a booking on the employee’s open case, cancels it, and moves it on a reschedule', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const booking = newBooking(
      org.users.Pat.email.toUpperCase(),
      '2031-05-02T14:00:00.000000Z',
      '2031-05-02T14:30:00.000000Z',
    );
    expect(await deliver(calendlyBody('invitee.created', booking))).toBe('processed');
    const [created] = await eventsFor([booking.inviteeUri]);
    expect(created).toMatchObject({
      case_id: caseId,
      is_editable: false,
      start_at: new Date('2031-05-02T14:00:00Z'),
      end_at: new Date('2031-05-02T14:30:00Z'),
      canceled_at: null,
    });
    expect(created.meeting_details).toMatchObject({
      timezone: 'America/New_York',
      meetingLink: 'https://zoom.example/j/123',
      provider: 'Calendly',
      notes: 'What would you like to discuss?: My workstation',
    });
    expect(String(created.meeting_details.cancelUrl)).toMatch(/^https:\/\/calendly.com\/cancellations\//);

    // A reschedule: the old invitee is canceled with rescheduled: true, and a new invitee names it.
    const moved = newBooking(booking.email, '2031-05-03T16:00:00Z', '2031-05-03T16:30:00Z');
    expect(
      await deliver(calendlyBody('invitee.canceled', booking, { rescheduled: true, new_invitee: moved.inviteeUri })),
    ).toBe('processed');
    expect(await deliver(calendlyBody('invitee.created', moved, { old_invitee: booking.inviteeUri }))).toBe(
      'processed',
    );
    const afterMove = await eventsFor([booking.inviteeUri, moved.inviteeUri]);
    expect(afterMove).toHaveLength(1);
    expect(afterMove[0]).toMatchObject({
      id: created.id,
      external_id: moved.inviteeUri,
      start_at: new Date('2031-05-03T16:00:00Z'),
      canceled_at: null,
    });

    expect(
      await deliver(
        calendlyBody('invitee.canceled', moved, {
          cancellation: { canceled_by: 'Pat Employee', reason: 'Feeling better', canceler_type: 'invitee' },
        }),
      ),
    ).toBe('processed');
    const [canceled] = await eventsFor([moved.inviteeUri]);
    expect(canceled.canceled_at).not.toBeNull();
    expect(canceled.meeting_details.cancellation).toEqual({ canceledBy: 'Pat Employee', reason: 'Feeling better' });
    expect(await timeline(caseId)).toEqual([
      'CALENDAR_EVENT_CREATED',
      'CALENDAR_EVENT_RESCHEDULED',
      'CALENDAR_EVENT_CANCELED',
    ]);
  });

  it('keeps a booking of someone without a case here on the calendar without a case', async () => {
    const booking = newBooking('stranger@elsewhere.test', '2031-05-04T14:00:00Z', '2031-05-04T14:30:00Z');
    expect(await deliver(calendlyBody('invitee.created', booking))).toBe('processed');
    const [event] = await eventsFor([booking.inviteeUri]);
    expect(event.case_id).toBeNull();
  });

  it('refuses unsigned, tampered, wrongly signed and stale deliveries, and a replay changes nothing', async () => {
    const booking = newBooking(org.users.Pat.email, '2031-05-05T14:00:00Z', '2031-05-05T14:30:00Z');
    const body = calendlyBody('invitee.created', booking);
    const before = await calendarState();
    const storedCount = async () =>
      (
        await org.query(`SELECT id FROM provider_event WHERE provider = 'CALENDLY' AND provider_event_id LIKE $1`, [
          `%${booking.inviteeUri}`,
        ])
      ).length;

    expect((await post(org.id, body)).status).toBe(403);
    expect((await post(org.id, body.replace('14:30', '15:30'), calendlySignature(body, secret))).status).toBe(403);
    expect((await post(org.id, body, calendlySignature(body, 'not-the-secret'))).status).toBe(403);
    expect(
      (await post(org.id, body, calendlySignature(body, secret, new Date(Date.now() - 4 * 60 * 1000)))).status,
    ).toBe(403);
    expect((await post(org.id, body, 't=abc,v1=zz')).status).toBe(403);
    // Another organization's key does not sign for this one, and an organization without a key has no endpoint.
    expect((await post(other.id, body, calendlySignature(body, secret))).status).toBe(404);
    expect((await post('not-an-id', body, calendlySignature(body, secret))).status).toBe(404);
    expect(await storedCount()).toBe(0);
    expect(await calendarState()).toEqual(before);

    expect(await deliver(body)).toBe('processed');
    const once = await calendarState();
    const replay = await post(org.id, body, calendlySignature(body, secret));
    expect(replay.status).toBe(204);
    expect(await storedCount()).toBe(1);
    expect(await deliver(body)).toBe('already-processed');
    expect(await calendarState()).toEqual(once);
  });

  it('books, reschedules and cancels from the stand-ins’ Calendly page through the signed webhook', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS' });
    const server = standInServer([
      calendlyBookingsPage({ nodeEnv: 'development', target: { apiUrl: api.url, publicUrl: api.url } }),
    ]);
    const pageUrl = await listen(server);
    const submit = (fields: Record<string, string>) =>
      fetch(`${pageUrl}/calendly`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
    const processAll = async () => {
      const pending = await org.query<{ id: string }>(
        `SELECT id FROM provider_event WHERE provider = 'CALENDLY' AND processed_at IS NULL AND provider_event_id LIKE $1
          ORDER BY received_at`,
        [`${org.id}:%`],
      );
      for (const { id } of pending) await worker.get(ProviderEventProcessing).process(id);
    };
    try {
      const booked = await submit({
        action: 'book',
        organizationId: org.id,
        signingKey: secret,
        email: org.users.Pat.email,
        start: '2031-06-01T10:00',
      });
      expect(booked.status).toBe(303);
      expect(await (await fetch(`${pageUrl}${booked.headers.get('location')}`)).text()).toContain(
        'Calendly book delivered: the webhook answered 204.',
      );
      await processAll();
      expect((await submit({ action: 'reschedule', booking: '0', start: '2031-06-02T11:00' })).status).toBe(303);
      await processAll();
      expect((await submit({ action: 'cancel', booking: '1' })).status).toBe(303);
      await processAll();
      expect(await timeline(caseId)).toEqual([
        'CALENDAR_EVENT_CREATED',
        'CALENDAR_EVENT_RESCHEDULED',
        'CALENDAR_EVENT_CANCELED',
      ]);
      const [visit] = await org.query<EventRow>('SELECT * FROM calendar_event WHERE case_id = $1', [caseId]);
      expect(visit).toMatchObject({ start_at: new Date('2031-06-02T11:00:00Z') });
      expect(visit.canceled_at).not.toBeNull();
      const wrongKey = await submit({
        action: 'book',
        organizationId: org.id,
        signingKey: 'not-the-key',
        email: org.users.Pat.email,
        start: '2031-06-03T10:00',
      });
      expect(await (await fetch(`${pageUrl}${wrongKey.headers.get('location')}`)).text()).toContain(
        'Calendly book refused: the webhook answered 403.',
      );
    } finally {
      await close(server);
    }
  });
});
