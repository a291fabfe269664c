import { randomUUID } from 'node:crypto';
import { Provider } from '#domain/provider-events';
import { nowInSeconds, sendgridSigner } from '#test/provider-signatures';
import { INBOUND_SECRET, startWebhookHarness, type WebhookHarness } from './webhook-harness.js';

const SIGNATURE = 'x-twilio-email-event-webhook-signature';
const TIMESTAMP = 'x-twilio-email-event-webhook-timestamp';

describe('SendGrid webhooks', () => {
  let harness: WebhookHarness;
  beforeAll(async () => {
    harness = await startWebhookHarness();
  });
  afterAll(() => harness.close());

  const postEvents = (body: string, timestamp = nowInSeconds(), signer = harness.signer) =>
    harness.post('/webhooks/sendgrid/events', body, {
      'content-type': 'application/json',
      [SIGNATURE]: signer.sign(timestamp, body),
      [TIMESTAMP]: timestamp,
    });
  const eventBatch = (...ids: string[]) =>
    JSON.stringify(
      ids.map((id) => ({
        sg_event_id: id,
        event: 'delivered',
        email: 'person@example.com',
        ip: '203.0.113.9',
        timestamp: 1,
      })),
    );

  describe('Event Webhook', () => {
    it('stores each event of a signed batch once; a replayed batch answers 2xx and adds nothing', async () => {
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      expect((await postEvents(eventBatch(a, b))).status).toBe(204);
      const [rowA] = await harness.rows(Provider.SENDGRID_EVENTS, a);
      expect(rowA.payload).toEqual({ sg_event_id: a, event: 'delivered', email: 'person@example.com', timestamp: 1 });
      expect(await harness.runJob(rowA.id)).toBe('passed');

      expect((await postEvents(eventBatch(a, b, c))).status).toBe(204);
      for (const id of [a, b, c]) expect(await harness.rows(Provider.SENDGRID_EVENTS, id)).toHaveLength(1);
      expect((await harness.rows(Provider.SENDGRID_EVENTS, a))[0]).toMatchObject({ id: rowA.id });
    });

    it.each<[string, (body: string) => Promise<Response>]>([
      ['a tampered body', (body) => harnessPostTampered(body)],
      ['another key', (body) => postEvents(body, nowInSeconds(), sendgridSigner())],
      ['a stale timestamp', (body) => postEvents(body, nowInSeconds(-6 * 60 * 1000))],
      [
        'no signature',
        (body) => harness.post('/webhooks/sendgrid/events', body, { 'content-type': 'application/json' }),
      ],
    ])('refuses %s with 403, writing nothing', async (_name, send) => {
      const id = randomUUID();
      expect((await send(eventBatch(id))).status).toBe(403);
      expect(await harness.rows(Provider.SENDGRID_EVENTS, id)).toHaveLength(0);
    });

    const harnessPostTampered = (body: string) => {
      const timestamp = nowInSeconds();
      return harness.post('/webhooks/sendgrid/events', body.replace('delivered', 'bounce'), {
        'content-type': 'application/json',
        [SIGNATURE]: harness.signer.sign(timestamp, body),
        [TIMESTAMP]: timestamp,
      });
    };

    it('refuses a signed but malformed batch with 400, storing none of it', async () => {
      const good = randomUUID();
      const mixed = JSON.stringify([{ sg_event_id: good, event: 'delivered' }, { event: 'open' }]);
      expect((await postEvents(mixed)).status).toBe(400);
      expect((await postEvents('not json')).status).toBe(400);
      expect(await harness.rows(Provider.SENDGRID_EVENTS, good)).toHaveLength(0);
      const log = harness.logged.join('\n');
      expect(log).toContain('Webhook sendgrid/events refused: stale timestamp');
      expect(log).not.toContain('person@example.com');
    });
  });

  describe('Inbound Parse', () => {
    const inbound = async (fields: Record<string, string>, secret = INBOUND_SECRET) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return harness.post(`/webhooks/sendgrid/inbound/${secret}`, form as never, {});
    };
    const email = (messageId: string) => ({
      headers: `From: Person <person@example.com>\r\nMessage-ID: ${messageId}\r\nSubject: Re: your request\r\n`,
      from: 'Person <person@example.com>',
      to: 'cases@cm.example',
      subject: 'Re: your request',
      text: 'My restrictions changed last week',
      envelope: '{"to":["cases@cm.example"],"from":"person@example.com"}',
    });

    it('stores an e-mail once by its Message-ID', async () => {
      const messageId = `<${randomUUID()}@mail.example.com>`;
      expect((await inbound(email(messageId))).status).toBe(200);
      expect((await inbound(email(messageId))).status).toBe(200);
      const rows = await harness.rows(Provider.SENDGRID_INBOUND, messageId);
      expect(rows).toHaveLength(1);
      expect(rows[0].payload).toMatchObject({ messageId, subject: 'Re: your request', attachmentCount: 0 });
      expect(await harness.runJob(rows[0].id)).toBe('passed');
    });

    it('answers 404 without the secret or with a wrong one, and 400 for a body that is not an Inbound Parse post', async () => {
      const messageId = `<${randomUUID()}@mail.example.com>`;
      expect((await inbound(email(messageId), 'wrong-secret-of-the-same-size!!!!!!')).status).toBe(404);
      expect((await harness.post('/webhooks/sendgrid/inbound', 'x', { 'content-type': 'text/plain' })).status).toBe(
        404,
      );
      const json = await harness.post(
        `/webhooks/sendgrid/inbound/${INBOUND_SECRET}`,
        JSON.stringify(email(messageId)),
        {
          'content-type': 'application/json',
        },
      );
      expect(json.status).toBe(400);
      const { headers: _headers, ...withoutHeaders } = email(messageId);
      expect((await inbound(withoutHeaders)).status).toBe(400);
      expect(await harness.rows(Provider.SENDGRID_INBOUND, messageId)).toHaveLength(0);
      const log = harness.logged.join('\n');
      expect(log).toContain('Webhook sendgrid/inbound refused: wrong secret');
      expect(log).not.toMatch(/restrictions changed|person@example\.com/);
    });

    it('refuses a post over the size limit with 413', async () => {
      const big = 'x'.repeat(21 * 1024 * 1024);
      const response = await harness.post(`/webhooks/sendgrid/inbound/${INBOUND_SECRET}`, big, {
        'content-type': 'multipart/form-data; boundary=b',
      });
      expect(response.status).toBe(413);
    });
  });
});
