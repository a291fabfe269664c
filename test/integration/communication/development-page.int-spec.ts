import { execFile } from 'node:child_process';
import { generateKeyPairSync, randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import { Test, type TestingModule } from '@nestjs/testing';
import { Role } from '#access';
import { ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import { ENTITIES } from '#entities';
import { EventsModule, QueueName } from '#events';
import { CaseMessageEventsModule, threadedReply } from '#domain/case-messages';
import { ProviderEventProcessing, ProviderEventsModule } from '#domain/provider-events';
import { SmsConsentModule } from '#domain/sms-consent';
import { EmailSender, SmsSender } from '#integrations';
import { waitFor } from '#test/eventually';
import { processEnv } from '#test/processes';
import { queueOf } from '#test/queues';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { testConfig } from '#test/test-env';
import {
  type OutboxEntry,
  type RunningStandIns,
  startStandIns,
  type StandInsSettings,
} from '../../../libs/provider-stand-ins/index.js';
import { DEMO_PHARMACY_SIGNING_SECRET } from '../../../libs/demo-data/demo-catalog.js';
import { THREAD, type ThreadMessage } from './outbound-stack.js';

/** The address the api believes it is called at (PUBLIC_WEBHOOK_BASE_URL): providers sign it. */
const PUBLIC_BASE = 'https://hooks.example.test';
const INBOUND_SECRET = 'inbound-secret-for-the-stand-in-tests';

interface EventRow {
  id: string;
  provider: string;
  provider_event_id: string;
  payload: Record<string, unknown>;
}

describe('provider stand-ins and the development page', () => {
  const eventKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  let api: TestApi;
  let worker: TestingModule;
  let standIns: RunningStandIns;
  let org: ScratchOrganization;
  let settings: StandInsSettings;

  const events = (where: string, values: unknown[]) =>
    org.query<EventRow>(`SELECT id, provider, provider_event_id, payload FROM provider_event WHERE ${where}`, values);
  const outboxEntry = async (to: string) => {
    const entries = (await (await fetch(`${standIns.url}/messages.json`)).json()) as OutboxEntry[];
    return entries.find((entry) => entry.to === to)!;
  };
  /** Posts the page's reply form as a browser does; answers the redirect's target page. */
  const reply = async (messageId: string, text: string) => {
    const answer = await fetch(`${standIns.url}/replies`, {
      method: 'POST',
      body: new URLSearchParams({ messageId, text }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    return (await fetch(new URL(answer.headers.get('location')!, standIns.url))).text();
  };

  beforeAll(async () => {
    api = await startTestApi({
      PUBLIC_WEBHOOK_BASE_URL: PUBLIC_BASE,
      SENDGRID_INBOUND_SECRET: INBOUND_SECRET,
      SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY: eventKey.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    });
    // The worker's side of the provider events, with the areas' handlers, run by hand as the worker would.
    worker = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(api.config),
        DatabaseModule.forRoot(ENTITIES),
        EventsModule,
        ProviderEventsModule,
        SmsConsentModule,
        CaseMessageEventsModule,
      ],
    }).compile();
    await worker.init();
    settings = {
      nodeEnv: 'development',
      port: 0,
      target: { apiUrl: api.url, publicUrl: PUBLIC_BASE },
      twilioAuthToken: api.config.TWILIO_AUTH_TOKEN,
      twilioAccountSid: api.config.TWILIO_ACCOUNT_SID,
      sendgridInboundSecret: INBOUND_SECRET,
      sendgridEventSigningKey: eventKey.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      stripeWebhookSecret: api.config.STRIPE_WEBHOOK_SECRET,
      pharmacySigningSecret: DEMO_PHARMACY_SIGNING_SECRET,
      callbackDelayMs: 0,
    };
    standIns = await startStandIns(settings);
    org = await createScratchOrganization({ Worker: Role.CASEWORKER, Pat: Role.USER });
  });
  afterAll(async () => {
    await standIns?.close();
    await worker?.close();
    await api?.close();
    await org?.close();
  });

  describe('in production', () => {
    it('refuses the development page and its replies (404)', async () => {
      const production = await startStandIns({ ...settings, nodeEnv: 'production' });
      try {
        const page = await fetch(`${production.url}/`);
        const list = await fetch(`${production.url}/messages.json`);
        const replied = await fetch(`${production.url}/replies`, {
          method: 'POST',
          body: 'messageId=x&text=hello',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect([page.status, list.status, replied.status]).toEqual([404, 404, 404]);
        expect(await page.text()).not.toMatch(/Messages sent/);
      } finally {
        await production.close();
      }
      // The same page outside production, so the 404 above is production's doing.
      expect((await fetch(`${standIns.url}/`)).status).toBe(200);
    });

    it('does not start the stand-ins process at all', async () => {
      const started = promisify(execFile)(process.execPath, ['dist/libs/provider-stand-ins/main.js'], {
        env: processEnv({ NODE_ENV: 'production', STAND_INS_PORT: '0' }),
        timeout: 20000,
      });
      await expect(started).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('development only: refused with NODE_ENV=production'),
      });
    });
  });

  it('keeps a text the SDK sent, lists it, and posts Twilio’s signed status callbacks the api accepts', async () => {
    const sms = new SmsSender(testConfig({ TWILIO_BASE_URL: standIns.url, PUBLIC_WEBHOOK_BASE_URL: PUBLIC_BASE }));
    const to = `+1555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    const sid = await sms.send({ to, body: 'Your appointment is at 3 pm' });
    expect(await outboxEntry(to)).toMatchObject({ id: sid, channel: 'SMS', text: 'Your appointment is at 3 pm' });
    const page = await (await fetch(`${standIns.url}/`)).text();
    expect(page).toContain(`SMS to ${to}`);
    // Stored only once verified: a row is the api's acceptance of the signature.
    const stored = await waitFor(
      async () => {
        const rows = await events(`provider = 'TWILIO_STATUS' AND payload->>'MessageSid' = $1`, [sid]);
        return rows.length === 2 ? rows : null;
      },
      { what: 'the sent and delivered status callbacks to be stored' },
    );
    expect(stored!.map((row) => row.provider_event_id).sort()).toEqual([`${sid}:delivered`, `${sid}:sent`]);
  });

  it('posts a signed delivered event for an e-mail, with its custom args', async () => {
    const email = new EmailSender(testConfig({ SENDGRID_BASE_URL: standIns.url }));
    const marker = `message-${randomInt(0, 1e9)}`;
    await email.send({ to: 'pat@scratch.test', subject: 'Hello', text: 'Hi', customArgs: { messageId: marker } });
    const [event] = await waitFor(
      () => events(`provider = 'SENDGRID_EVENTS' AND payload->>'messageId' = $1`, [marker]),
      {
        what: 'the delivered event to be stored',
        until: (rows) => rows.length === 1,
      },
    );
    expect(event.payload).toMatchObject({ event: 'delivered', email: 'pat@scratch.test' });
  });

  it('sends an SMS reply through the real Twilio webhook, which lands on the employee’s latest open case', async () => {
    const line = String(randomInt(0, 10_000_000)).padStart(7, '0');
    const phone = `+1555${line}`;
    await org.query(`UPDATE app_user SET phone_number = $2 WHERE id = $1`, [
      org.users.Pat.id,
      `(555) ${line.slice(0, 3)}-${line.slice(3)}`,
    ]);
    const older = await org.insertCase({
      submitter: 'Pat',
      assignedTo: 'Worker',
      createdAt: new Date(Date.now() - 60_000),
    });
    const latest = await org.insertCase({ submitter: 'Pat', assignedTo: 'Worker' });
    const [{ short_id: shortId }] = await org.query<{ short_id: string }>(
      'SELECT short_id FROM case_record WHERE id = $1',
      [latest],
    );
    await new SmsSender(testConfig({ TWILIO_BASE_URL: standIns.url })).send({ to: phone, body: 'Can you call us?' });

    const shown = await reply((await outboxEntry(phone)).id, 'Yes, after 5 pm please');
    expect(shown).toContain(`Reply sent by SMS from ${phone}`);
    expect(shown).toContain('the webhook answered 200');

    const [event] = await events(`provider = 'TWILIO_SMS' AND payload->>'From' = $1`, [phone]);
    expect(event.payload).toMatchObject({ To: api.config.SMS_FROM, Body: 'Yes, after 5 pm please' });
    const job = await queueOf(api.app, QueueName.providerEvents).getJob(event.id);
    expect(job?.name).toBe('provider-events.process');
    await worker.get(ProviderEventProcessing).process(event.id);

    const thread = async (caseId: string) => {
      const answer = await api.graphql<{ caseById: { messages: ThreadMessage[] } }>(
        THREAD,
        { id: caseId },
        { token: org.users.Worker.token },
      );
      return answer.data!.caseById.messages;
    };
    // Pat has two open cases: the product also texts back which one the reply joined (left pending here).
    const onLatest = await thread(latest);
    expect(onLatest.filter((message) => message.direction === 'OUTBOUND').map((message) => message.text)).toEqual([
      threadedReply(shortId),
    ]);
    expect(onLatest.filter((message) => message.direction === 'INBOUND')).toEqual([
      expect.objectContaining({
        type: 'INBOUND_SMS',
        direction: 'INBOUND',
        text: 'Yes, after 5 pm please',
        providerMessageId: event.provider_event_id,
      }),
    ]);
    expect(await thread(older)).toEqual([]);
  });

  it('sends an e-mail reply to Inbound Parse’s secret URL, from the employee to the sender', async () => {
    const email = new EmailSender(testConfig({ SENDGRID_BASE_URL: standIns.url }));
    const to = `pat-${randomInt(0, 1e9)}@scratch.test`;
    await email.send({ to, subject: 'Your request', text: 'Please send the form' });
    const shown = await reply((await outboxEntry(to)).id, 'Attached, thanks');
    expect(shown).toContain('the webhook answered 200');
    const [event] = await events(`provider = 'SENDGRID_INBOUND' AND payload->>'from' = $1`, [to]);
    expect(event.payload).toMatchObject({
      to: api.config.MAIL_FROM,
      subject: 'Re: Your request',
      text: 'Attached, thanks',
    });
  });
});
