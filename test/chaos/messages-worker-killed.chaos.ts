// Fault: the worker is killed (SIGKILL) in the middle of a burst of outbound e-mails, and Redis then restarts
// empty, taking the due ids and the wake-ups with it. The next worker's drain finds every message still
// pending overdue (its claim's lease ran out, or it was never claimed) and sends it: every message ends sent
// with one SENT entry, and only those the provider had accepted when the worker died go twice.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SendGridFake } from '#test/fakes/sendgrid-fake';
import { waitFor } from '#test/eventually';
import { tokenFor } from '#test/tokens';
import { MESSAGES_CONCURRENCY } from '../../apps/worker/src/messages/messages-concurrency.js';
import { type ChaosStack, createChaosStack } from './support/chaos-stack.js';
import { inParallel } from './support/comments.js';
import { printFigures } from './support/figures.js';

const MESSAGES = 600;
const ANSWER_DELAY_MS = 150;
const SEND =
  'mutation($input: SendCaseMessageInput!) { sendCaseMessage(input: $input) { success caseMessage { id } } }';

/** The SendGrid fake, answering each send (already recorded) a while later, so the worker dies mid-burst. */
class SlowSendGridFake extends SendGridFake {
  constructor() {
    super();
    const route = this.route;
    Object.defineProperty(this, 'route', {
      value: (request: IncomingMessage, response: ServerResponse, raw: Buffer) => {
        const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
        response.end = ((...args: unknown[]) => {
          setTimeout(() => end(...args), ANSWER_DELAY_MS);
          return response;
        }) as never;
        return route(request, response, raw);
      },
    });
  }
}

describe('chaos: worker killed mid-burst of messages, then Redis restarted empty', () => {
  let stack: ChaosStack;
  const sendGrid = new SlowSendGridFake();
  beforeAll(async () => {
    const sendGridUrl = await sendGrid.start();
    stack = await createChaosStack('messages_kill', {
      SENDGRID_BASE_URL: sendGridUrl,
      SENDGRID_API_KEY: 'SG.chaos-key',
      // A claim held by the dead worker runs out after 3 s; 2 s later its message is overdue.
      MESSAGE_SEND_LEASE_MS: '3000',
      PROVIDER_REQUEST_TIMEOUT_MS: '1000',
      OUTBOX_REQUEUE_AFTER_MS: '2000',
    });
  }, 60000);
  afterAll(async () => {
    await stack?.close();
    await sendGrid.stop();
  });

  it('sends every message, once but for those accepted when the worker died', async () => {
    const api = await stack.startApi();
    const { caseId } = await stack.createCase();
    const token = await tokenFor('caseworker');
    const written = await inParallel(MESSAGES, 10, async (index) => {
      const response = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: SEND,
          variables: { input: { caseId, channel: 'EMAIL', text: `Note ${index}` } },
        }),
      });
      const body = (await response.json()) as { data?: { sendCaseMessage?: { caseMessage: { id: string } } } };
      return body.data?.sendCaseMessage?.caseMessage.id ?? null;
    });
    expect(written.filter((id) => id === null)).toEqual([]);
    await api.service.kill();

    const worker = await stack.startWorker();
    await waitFor(() => sendGrid.received.length, {
      until: (received) => received >= MESSAGES / 6,
      what: 'the worker to be mid-burst',
      timeoutMs: 60000,
      intervalMs: 20,
    });
    await worker.kill();
    const atKill = sendGrid.received.length;
    await stack.killRedis();
    await stack.startRedis();
    const [{ pending: pendingAfterKill }] = await stack.db.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM case_message WHERE case_id = $1 AND type = 'OUTBOUND_EMAIL_PENDING'`,
      [caseId],
    );
    expect(pendingAfterKill).toBeGreaterThan(0);

    await stack.startWorker();
    const rows = await waitFor(
      () =>
        stack.db.query<{ id: string; type: string; attempts: number }>(
          `SELECT id, type, attempts FROM case_message WHERE case_id = $1`,
          [caseId],
        ),
      {
        until: (messages) => messages.every((message) => message.type === 'OUTBOUND_EMAIL'),
        what: 'every message to be sent after the restart',
        timeoutMs: 120000,
        intervalMs: 500,
      },
    );
    expect(rows).toHaveLength(MESSAGES);
    const [{ entries }] = await stack.db.query<{ entries: number }>(
      `SELECT count(*)::int AS entries FROM case_activity
        WHERE case_id = $1 AND type = 'OUTBOUND_EMAIL' AND payload->>'status' = 'SENT'`,
      [caseId],
    );
    expect(entries).toBe(MESSAGES);

    const timesSent = new Map<string, number>();
    for (const mail of sendGrid.received) {
      const id = mail.body.custom_args?.messageId;
      if (id) timesSent.set(id, (timesSent.get(id) ?? 0) + 1);
    }
    expect(rows.filter((row) => !timesSent.has(row.id))).toEqual([]);
    const twice = [...timesSent.values()].filter((times) => times > 1);
    expect(twice.every((times) => times === 2)).toBe(true);
    // Only those under way at the kill: accepted by the provider, their outcome not yet committed.
    expect(twice.length).toBeLessThanOrEqual(2 * MESSAGES_CONCURRENCY);
    printFigures({
      fault: 'messages worker killed, Redis restarted empty',
      sent: MESSAGES,
      delivered: timesSent.size,
      duplicated: twice.length,
      lost: rows.filter((row) => !timesSent.has(row.id)).length,
      notes: {
        'at the provider before the kill': atKill,
        'pending after the kill': pendingAfterKill,
        'claimed more than once': rows.filter((row) => row.attempts > 1).length,
      },
    });
  }, 300000);
});
