// Fault: a burst of inbound texts (Twilio's signed webhook, some sent twice as Twilio retries) while the
// worker is killed (SIGKILL) in the middle of a batch and the api is killed and started again mid-burst.
// A call the api did not answer 200 is posted again, as Twilio does. Every text is stored once, threaded
// into the case once with one SMS_RECEIVED entry, and none is lost: a batch the worker died in was rolled
// back whole, and its jobs, stalled, ran again in the next worker.
import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { TwilioFake } from '#test/fakes/twilio-fake';
import { waitFor } from '#test/eventually';
import { demoUser } from '#test/tokens';
import { type ChaosStack, createChaosStack } from './support/chaos-stack.js';
import { inParallel } from './support/comments.js';
import { printFigures } from './support/figures.js';

const TEXTS = 600;
const CONCURRENCY = 16;
/** Every tenth text is posted a second time once answered (a provider's retry). */
const REPLAY_EVERY = 10;
const PUBLIC_BASE = 'https://webhooks.chaos.test';
const AUTH_TOKEN = 'chaos-twilio-auth-token';
const EMPLOYEE_NUMBER = '+15557310042';

describe('chaos: inbound texts while the worker and the api are killed', () => {
  let stack: ChaosStack;
  const twilioFake = new TwilioFake();
  beforeAll(async () => {
    stack = await createChaosStack('inbound_kill', {
      TWILIO_BASE_URL: await twilioFake.start(),
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      PUBLIC_WEBHOOK_BASE_URL: PUBLIC_BASE,
      // Jobs of a killed worker stall; a later worker takes them after BullMQ's stall check.
      OUTBOX_REQUEUE_AFTER_MS: '5000',
    });
  }, 60000);
  afterAll(async () => {
    await stack?.close();
    await twilioFake.stop();
  });

  it('threads every text once, none lost', async () => {
    const employee = demoUser('employee');
    await stack.db.query(`UPDATE app_user SET phone_number = $2 WHERE id = $1`, [employee.id, EMPLOYEE_NUMBER]);
    // The employee's other open cases would take the texts: this case is the only open one.
    await stack.db.query(`UPDATE case_record SET is_archived = true WHERE submitter_id = $1`, [employee.id]);
    const { caseId } = await stack.createCase();
    const threaded = async () =>
      (
        await stack.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM case_message WHERE case_id = $1 AND type = 'INBOUND_SMS'`,
          [caseId],
        )
      )[0].count;

    let api = await stack.startApi();
    let worker = await stack.startWorker();
    const sids = Array.from({ length: TEXTS }, () => `SM${randomBytes(16).toString('hex')}`);
    let posts = 0;
    let notAnswered = 0;
    /** Posts until answered 200, as Twilio retries a call that failed or timed out. */
    const deliver = async (sid: string, index: number) => {
      const params = {
        MessageSid: sid,
        From: EMPLOYEE_NUMBER,
        To: '+15005550006',
        Body: `Text ${index}`,
        NumMedia: '0',
      };
      const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC_BASE}/webhooks/twilio/sms`, params);
      for (;;) {
        posts += 1;
        const status = await fetch(`${api.url}/webhooks/twilio/sms`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
          body: new URLSearchParams(params).toString(),
          signal: AbortSignal.timeout(10000),
        }).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        notAnswered += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    let phase: 'before' | 'worker killed' | 'api killed' | 'restarted' = 'before';
    let threadedAtWorkerKill = 0;
    const faults = (async () => {
      threadedAtWorkerKill = await waitFor(threaded, {
        until: (count) => count >= TEXTS / 4,
        what: 'a quarter of the texts threaded',
        timeoutMs: 120000,
        intervalMs: 20,
      });
      await worker.kill();
      phase = 'worker killed';
      await waitFor(async () => posts, {
        until: (count) => count >= TEXTS / 2,
        what: 'half of the texts posted',
        timeoutMs: 120000,
        intervalMs: 20,
      });
      await api.service.kill();
      phase = 'api killed';
      api = await stack.startApi(api.port);
      worker = await stack.startWorker();
      phase = 'restarted';
    })();
    await inParallel(TEXTS, CONCURRENCY, async (index) => {
      await deliver(sids[index], index);
      if (index % REPLAY_EVERY === 0) await deliver(sids[index], index);
    });
    await faults;
    expect(phase).toBe('restarted');

    await waitFor(threaded, {
      until: (count) => count >= TEXTS,
      what: 'every text threaded after the restart',
      timeoutMs: 180000,
      intervalMs: 500,
    });
    const events = await stack.db.query<{ provider_event_id: string; processed: boolean; error: string | null }>(
      `SELECT provider_event_id, processed_at IS NOT NULL AS processed, error FROM provider_event
        WHERE provider = 'TWILIO_SMS'`,
    );
    expect(events.map((event) => event.provider_event_id).sort()).toEqual([...sids].sort());
    expect(events.filter((event) => !event.processed || event.error)).toEqual([]);
    const messages = await stack.db.query<{ provider_message_id: string }>(
      `SELECT provider_message_id FROM case_message WHERE case_id = $1 AND type = 'INBOUND_SMS'`,
      [caseId],
    );
    expect(messages.map((message) => message.provider_message_id).sort()).toEqual([...sids].sort());
    const [{ entries }] = await stack.db.query<{ entries: number }>(
      `SELECT count(*)::int AS entries FROM case_activity WHERE case_id = $1 AND type = 'SMS_RECEIVED'`,
      [caseId],
    );
    expect(entries).toBe(TEXTS);
    printFigures({
      fault: 'worker killed mid-batch, api killed mid-burst, inbound texts',
      sent: TEXTS,
      delivered: messages.length,
      duplicated: messages.length - new Set(messages.map((message) => message.provider_message_id)).size,
      lost: TEXTS - messages.length,
      notes: {
        'posts, replays and retries included': posts,
        'posts not answered 200 (api down)': notAnswered,
        'threaded when the worker was killed': threadedAtWorkerKill,
      },
    });
  }, 400000);
});
