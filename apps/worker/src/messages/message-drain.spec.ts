import type { AppConfig } from '#config';
import {
  type CaseReplyAddresses,
  type DueMessages,
  MessageChannel,
  type MessageDeliveryService,
  type MessageOutcome,
  type PendingMessage,
} from '#domain/case-messages';
import type { EmailSender, SmsSender } from '#integrations';
import { type DrainTally, MessageDrain } from './message-drain.js';
import { MESSAGES_CONCURRENCY } from './messages-concurrency.js';

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 5;
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** The messages table as the drain sees it: pending rows with their attempts, claimed by id. */
class FakeDelivery {
  readonly rows = new Map<string, { attempts: number; settled: MessageOutcome | null; claimedBy: number | null }>();
  readonly settleBatches: MessageOutcome[][] = [];
  readonly retries: { id: string; reason: string; afterMs: number }[] = [];
  readonly released: string[] = [];
  overdueIds: string[] = [];
  claimFails = false;

  constructor(count: number) {
    for (let index = 0; index < count; index += 1) this.insert(`m${index}`);
  }

  insert(id: string, attempts = 0): void {
    this.rows.set(id, { attempts, settled: null, claimedBy: null });
  }

  async claim(ids: readonly string[]): Promise<PendingMessage[]> {
    await tick();
    if (this.claimFails) throw new Error('database down');
    return ids.flatMap((id) => {
      const row = this.rows.get(id);
      if (!row || row.settled) return [];
      row.attempts += 1;
      return [pendingMessage(id, row.attempts)];
    });
  }

  async overdue(): Promise<string[]> {
    return this.overdueIds.splice(0);
  }

  async release(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.rows.get(id)!.attempts -= 1;
    this.released.push(...ids);
  }

  async retryLater(message: Pick<PendingMessage, 'id'>, reason: string, afterMs: number): Promise<void> {
    this.retries.push({ id: message.id, reason, afterMs });
  }

  async settleAll(batch: readonly MessageOutcome[]): Promise<boolean[]> {
    await tick();
    this.settleBatches.push([...batch]);
    return batch.map((outcome) => {
      const row = this.rows.get(outcome.message.id)!;
      if (row.settled) return false;
      row.settled = outcome;
      return true;
    });
  }
}

/** The due-ids set. */
class FakeDue {
  readonly ids = new Set<string>();
  readonly added: string[][] = [];

  async add(ids: readonly string[]): Promise<void> {
    this.added.push([...ids]);
    for (const id of ids) this.ids.add(id);
  }

  async take(limit: number): Promise<string[]> {
    const taken = [...this.ids].slice(0, limit);
    for (const id of taken) this.ids.delete(id);
    return taken;
  }
}

/** Both providers: answers a tick later with what `answerOf` says, counting what runs at once. */
class FakeProviders {
  readonly calls: string[] = [];
  inFlight = 0;
  mostInFlight = 0;
  onCall: (id: string) => void = () => undefined;

  constructor(private readonly answerOf: (id: string) => Error | null = () => null) {}

  async send(id: string): Promise<string> {
    this.calls.push(id);
    this.inFlight += 1;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    this.onCall(id);
    await tick();
    this.inFlight -= 1;
    const error = this.answerOf(id);
    if (error) throw error;
    return `provider-${id}`;
  }
}

const pendingMessage = (id: string, attempt: number): PendingMessage => ({
  id,
  organizationId: 'org',
  caseId: 'case',
  // Odd ones by SMS, even ones by e-mail.
  channel: Number(id.replace(/\D/g, '')) % 2 === 1 ? MessageChannel.SMS : MessageChannel.EMAIL,
  type: 'OUTBOUND_EMAIL_PENDING' as never,
  toAddress: id,
  subject: 'Subject',
  sentBody: 'Body',
  errorReason: attempt > 1 ? 'earlier reason' : null,
  attempt,
  replyToken: 'token',
});

/** An SDK error as SendGrid's and Twilio's clients throw it. */
const providerError = (status: number, message: string) => Object.assign(new Error(message), { status });

function messageDrain(delivery: FakeDelivery, providers = new FakeProviders()) {
  const due = new FakeDue();
  for (const id of delivery.rows.keys()) due.ids.add(id);
  const config = {
    MESSAGE_SEND_ATTEMPTS: ATTEMPTS,
    MESSAGE_RETRY_DELAY_MS: RETRY_DELAY_MS,
    MESSAGE_SEND_LEASE_MS: 60_000,
    OUTBOX_REQUEUE_AFTER_MS: 60_000,
  } as AppConfig;
  // Each message goes to an address named after it, by either channel.
  const email = { send: (mail: { to: string }) => providers.send(mail.to) };
  const sms = { send: (text: { to: string }) => providers.send(text.to) };
  const drain = new MessageDrain(
    config,
    delivery as unknown as MessageDeliveryService,
    due as unknown as DueMessages,
    email as unknown as EmailSender,
    sms as unknown as SmsSender,
    { address: (token: string) => `case-${token}@reply.test` } as unknown as CaseReplyAddresses,
  );
  return { drain, due, providers };
}

const settledOf = (delivery: FakeDelivery) =>
  [...delivery.rows].filter(([, row]) => row.settled).map(([id, row]) => [id, row.settled!.status]);

describe('MessageDrain', () => {
  it('sends every due message once, a bounded number at once, and settles them in batches', async () => {
    const delivery = new FakeDelivery(500);
    const { drain, due, providers } = messageDrain(delivery);
    const tally = await drain.sendAll();
    expect(settledOf(delivery)).toHaveLength(500);
    expect(settledOf(delivery).every(([, status]) => status === 'SENT')).toBe(true);
    expect(providers.calls).toHaveLength(500);
    expect(providers.mostInFlight).toBe(MESSAGES_CONCURRENCY);
    expect(delivery.settleBatches.length).toBeLessThan(500 / 5);
    expect(due.ids.size).toBe(0);
    expect(tally).toEqual({ sent: 500, failed: 0, retried: 0 });
  });

  it('retries a failure worth retrying after its back-off, and marks it due again when that has passed', async () => {
    const delivery = new FakeDelivery(0);
    delivery.insert('m0');
    delivery.insert('m2', 1);
    const { drain, due } = messageDrain(delivery, new FakeProviders(() => providerError(503, 'Unavailable')));
    expect(await drain.sendAll()).toEqual({ sent: 0, failed: 0, retried: 2 });
    expect(delivery.retries).toEqual([
      { id: 'm0', reason: '503: Unavailable', afterMs: RETRY_DELAY_MS },
      { id: 'm2', reason: '503: Unavailable', afterMs: RETRY_DELAY_MS * 2 },
    ]);
    expect(settledOf(delivery)).toEqual([]);
    // Each is marked due again once its back-off has passed, which wakes a drain.
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 4));
    expect(due.added.flat().sort()).toEqual(['m0', 'm2']);
    drain.beforeApplicationShutdown();
  });

  it('ends a message _ERROR at once for a refusal, and at its last attempt for any failure', async () => {
    const delivery = new FakeDelivery(0);
    delivery.insert('m0');
    delivery.insert('m2', ATTEMPTS - 1);
    const providers = new FakeProviders((id) =>
      id === 'm0' ? providerError(400, 'Invalid address') : providerError(503, 'Unavailable'),
    );
    const { drain } = messageDrain(delivery, providers);
    const tally = await drain.sendAll();
    expect(settledOf(delivery).sort()).toEqual([
      ['m0', 'ERROR'],
      ['m2', 'ERROR'],
    ]);
    expect(delivery.rows.get('m0')!.settled).toMatchObject({ reason: '400: Invalid address' });
    expect(delivery.rows.get('m2')!.settled).toMatchObject({ reason: '503: Unavailable' });
    expect(delivery.retries).toEqual([]);
    expect(tally).toEqual({ sent: 0, failed: 2, retried: 0 });
  });

  it('does not send a message whose attempts ran out with workers that died mid-send', async () => {
    const delivery = new FakeDelivery(0);
    delivery.insert('m0', ATTEMPTS);
    const { drain, providers } = messageDrain(delivery);
    await drain.sendAll();
    expect(providers.calls).toEqual([]);
    expect(delivery.rows.get('m0')!.settled).toMatchObject({ status: 'ERROR', reason: 'earlier reason' });
  });

  it('marks overdue messages due again for the scheduled run, which then sends them', async () => {
    const delivery = new FakeDelivery(0);
    delivery.insert('m0');
    const { drain, due } = messageDrain(delivery);
    due.ids.clear();
    delivery.overdueIds = ['m0'];
    expect(await drain.markOverdueDue()).toBe(1);
    await drain.sendAll();
    expect(settledOf(delivery)).toEqual([['m0', 'SENT']]);
  });

  it('claims once more before it ends when woken during a run, so nothing committed meanwhile waits', async () => {
    const delivery = new FakeDelivery(100);
    const { drain, due, providers } = messageDrain(delivery);
    let lateWake: Promise<DrainTally> | null = null;
    providers.onCall = () => {
      if (providers.calls.length !== 100) return;
      // The last message of the run is being sent: a new one is committed and wakes the sender.
      delivery.insert('m200');
      due.ids.add('m200');
      lateWake = drain.sendAll();
    };
    const first = drain.sendAll();
    await first;
    expect(lateWake).toBe(first);
    expect(settledOf(delivery)).toHaveLength(101);
  });

  it('stops claiming when the worker stops, finishes what it started and lets the rest go, due again', async () => {
    const delivery = new FakeDelivery(1000);
    const { drain, due, providers } = messageDrain(delivery);
    providers.onCall = () => {
      if (providers.calls.length === 30) drain.beforeApplicationShutdown();
    };
    await drain.sendAll();
    const started = providers.calls.length;
    expect(settledOf(delivery)).toHaveLength(started);
    expect(delivery.released.length).toBeGreaterThan(0);
    expect(delivery.released.some((id) => providers.calls.includes(id))).toBe(false);
    // Released: counted no attempt, and back in the due set for any worker.
    expect(delivery.released.every((id) => delivery.rows.get(id)!.attempts === 0 && due.ids.has(id))).toBe(true);
    expect(started + due.ids.size).toBe(1000);
  });

  it('fails the drain when a claim fails, the messages it had claimed and not started due again', async () => {
    const delivery = new FakeDelivery(1000);
    const { drain, due, providers } = messageDrain(delivery);
    providers.onCall = () => {
      if (providers.calls.length === 10) delivery.claimFails = true;
    };
    await expect(drain.sendAll()).rejects.toThrow('database down');
    const unsent = [...delivery.rows].filter(([, row]) => !row.settled).map(([id]) => id);
    expect(unsent.length).toBeGreaterThan(0);
    // The ids the failed claim had taken are in neither place: the scheduled run finds them overdue.
    delivery.claimFails = false;
    delivery.overdueIds = unsent.filter((id) => !due.ids.has(id));
    await drain.markOverdueDue();
    await drain.sendAll();
    expect(settledOf(delivery)).toHaveLength(1000);
    expect(new Set(providers.calls).size).toBe(1000);
  });
});
