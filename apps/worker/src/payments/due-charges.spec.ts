import type { AppConfig } from '#config';
import type {
  ChargeAttemptOutcome,
  ChargeRunner,
  ChargeSettlement,
  ChargeSuccess,
  ClaimedCharge,
} from '#domain/payment-charges';
import { DueCharges } from './due-charges.js';
import { PAYMENTS_CONCURRENCY } from './payments-concurrency.js';

const LEASE_MS = 30_000;
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

const claimedCharge = (id: string): ClaimedCharge => ({
  charge: { id, organizationId: 'org', caseId: 'case', paymentId: `payment-${id}`, attempt: 1 },
  payment: { amount: 1000, currency: 'usd', status: 'UNPAID' as never, isDeleted: false },
  card: { stripeCustomerId: 'cus', paymentMethodId: 'pm' },
  earlierIntents: [],
});

/** Due charges in the database, claimed in batches; each charge answers what `outcomeOf` says, a tick later. */
class FakeRunner {
  due: string[];
  readonly claims: number[] = [];
  readonly charged: string[] = [];
  readonly released: { ids: string[]; afterMs: number }[] = [];
  inFlight = 0;
  mostInFlight = 0;
  claimFails = false;
  onCharge: (id: string) => void = () => undefined;

  constructor(
    count: number,
    private readonly outcomeOf: (id: string) => ChargeAttemptOutcome | 'no answer' = (id) => ({
      status: 'succeeded',
      paymentIntentId: `pi_${id}`,
    }),
  ) {
    this.due = Array.from({ length: count }, (_, index) => `c${index}`);
  }

  async claimDue(limit: number): Promise<ClaimedCharge[]> {
    await tick();
    if (this.claimFails) throw new Error('database down');
    this.claims.push(limit);
    return this.due.splice(0, limit).map(claimedCharge);
  }

  async charge(claimed: ClaimedCharge, retryAfterMs: number): Promise<ChargeAttemptOutcome> {
    const { id } = claimed.charge;
    this.charged.push(id);
    this.inFlight += 1;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    this.onCharge(id);
    await tick();
    this.inFlight -= 1;
    const outcome = this.outcomeOf(id);
    if (outcome !== 'no answer') return outcome;
    this.released.push({ ids: [id], afterMs: retryAfterMs });
    throw new Error('connection closed');
  }

  async release(ids: readonly string[], afterMs: number): Promise<void> {
    if (ids.length > 0) this.released.push({ ids: [...ids], afterMs });
  }
}

class FakeSettlement {
  readonly batches: ChargeSuccess[][] = [];
  async succeedClaimed(successes: readonly ChargeSuccess[]): Promise<void> {
    await tick();
    this.batches.push([...successes]);
  }
}

function dueCharges(runner: FakeRunner, settlement = new FakeSettlement()) {
  const config = { PAYMENT_CHARGE_LEASE_MS: LEASE_MS } as AppConfig;
  return {
    due: new DueCharges(config, runner as unknown as ChargeRunner, settlement as unknown as ChargeSettlement),
    settlement,
  };
}

describe('DueCharges', () => {
  it('charges every due charge once, a bounded number at once, and settles the successes in batches', async () => {
    const runner = new FakeRunner(250);
    const { due, settlement } = dueCharges(runner);
    expect(await due.chargeAll()).toEqual({ succeeded: 250, settled: 0, unanswered: 0 });
    expect([...runner.charged].sort()).toEqual(Array.from({ length: 250 }, (_, index) => `c${index}`).sort());
    expect(runner.mostInFlight).toBe(PAYMENTS_CONCURRENCY);
    const settled = settlement.batches.flat();
    expect(settled.map((success) => success.chargeId).sort()).toEqual([...runner.charged].sort());
    expect(settled.every((success) => success.paymentIntentId === `pi_${success.chargeId}`)).toBe(true);
    expect(settlement.batches.length).toBeLessThan(settled.length / 5);
    // Claimed until a claim came back empty; nothing left claimed.
    expect(runner.claims.length).toBeGreaterThanOrEqual(4);
    expect(runner.released).toEqual([]);
  });

  it('counts outcomes settled by the runner and charges Stripe did not answer, and goes on', async () => {
    const runner = new FakeRunner(30, (id) =>
      id === 'c3' ? 'no answer' : id === 'c4' ? { status: 'settled' } : { status: 'succeeded', paymentIntentId: 'pi' },
    );
    const { due, settlement } = dueCharges(runner);
    expect(await due.chargeAll()).toEqual({ succeeded: 28, settled: 1, unanswered: 1 });
    // The unanswered charge was let go until the lease has passed, so this run did not take it again.
    expect(runner.released).toEqual([{ ids: ['c3'], afterMs: LEASE_MS }]);
    expect(runner.charged.filter((id) => id === 'c3')).toHaveLength(1);
    expect(settlement.batches.flat()).toHaveLength(28);
  });

  it('counts a success whose settlement failed as unfinished, its claim left to run out', async () => {
    const runner = new FakeRunner(5);
    const settlement = new FakeSettlement();
    settlement.succeedClaimed = () => Promise.reject(new Error('database down'));
    const { due } = dueCharges(runner, settlement);
    expect(await due.chargeAll()).toEqual({ succeeded: 0, settled: 0, unanswered: 5 });
    expect(runner.released).toEqual([]);
  });

  it('runs once at a time: a sweep arriving meanwhile leaves the charges to the run under way', async () => {
    const runner = new FakeRunner(50);
    const { due } = dueCharges(runner);
    const first = due.chargeAll();
    expect(await due.chargeAll()).toBeNull();
    expect((await first)?.succeeded).toBe(50);
    expect((await due.chargeAll())?.succeeded).toBe(0);
  });

  it('stops claiming when the worker stops, finishes what it started and lets the rest go at once', async () => {
    const runner = new FakeRunner(500);
    const { due } = dueCharges(runner);
    runner.onCharge = () => {
      if (runner.charged.length === 30) due.beforeApplicationShutdown();
    };
    const tally = await due.chargeAll();
    const started = runner.charged.length;
    expect(tally).toEqual({ succeeded: started, settled: 0, unanswered: 0 });
    const released = runner.released.flatMap((release) => release.ids);
    expect(runner.released.every((release) => release.afterMs === 0)).toBe(true);
    // Every charge claimed was either charged or let go; none of the unclaimed was touched.
    const claimed = runner.claims.reduce((sum, limit) => sum + limit, 0);
    expect(started + released.length).toBe(Math.min(claimed, 500));
    expect(released.some((id) => runner.charged.includes(id))).toBe(false);
    expect(runner.due.length).toBe(500 - started - released.length);
  });

  it('fails the run when a claim fails, letting go what it had claimed and not started', async () => {
    const runner = new FakeRunner(500);
    runner.onCharge = () => {
      if (runner.charged.length === 10) runner.claimFails = true;
    };
    const { due } = dueCharges(runner);
    await expect(due.chargeAll()).rejects.toThrow('database down');
    const released = runner.released.flatMap((release) => release.ids);
    expect(runner.charged.length + released.length).toBe(500 - runner.due.length);
    // A later run goes on once the database answers again.
    runner.claimFails = false;
    runner.due.push(...released);
    const left = runner.due.length;
    expect((await due.chargeAll())?.succeeded).toBe(left);
    expect(new Set(runner.charged).size).toBe(500);
  });
});
