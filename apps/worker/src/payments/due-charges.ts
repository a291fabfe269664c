import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#config';
import { type ChargeSuccess, ChargeRunner, ChargeSettlement, type ClaimedCharge } from '#domain/payment-charges';
import { runClaimedLanes } from '../claimed-lanes.js';
import { StatementBatches } from '#database';
import { PAYMENTS_CONCURRENCY } from './payments-concurrency.js';

/** Charges one claim takes: a few rounds of the lanes, so the next claim runs while these are charged. */
const CLAIM_BATCH = 100;
/** Success settlements at once: the next batch's statement need not wait for the publishes of the one before. */
const SETTLES_IN_FLIGHT = 2;

/** What one run of the due charges came to. */
export interface DueChargesTally {
  succeeded: number;
  /** Settled otherwise: refused by Stripe, no card, the payment no longer open, left to a webhook. */
  settled: number;
  /** Stripe (or the database) did not answer: let go, taken again after the lease. */
  unanswered: number;
}

/**
 * Charges every attempt due, in batches rather than one queue job each: the charges are claimed CLAIM_BATCH
 * at a time in one statement, charged PAYMENTS_CONCURRENCY at once, and their successes settled together in
 * one statement per batch (bench/payments). A charge is still claimed before its call and settled after it,
 * so a worker killed mid-run leaves PROCESSING rows whose lease runs out, and the next run charges them with
 * the same idempotency keys. One run at a time per process; workers running at once claim different rows.
 */
@Injectable()
export class DueCharges implements BeforeApplicationShutdown {
  private readonly logger = new Logger('PaymentCharges');
  private readonly successes: StatementBatches<ChargeSuccess, void>;
  private running = false;
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ChargeRunner) private readonly runner: ChargeRunner,
    @Inject(ChargeSettlement) settlement: ChargeSettlement,
  ) {
    this.successes = new StatementBatches(
      async (batch) => {
        await settlement.succeedClaimed(batch);
        return batch.map(() => undefined);
      },
      CLAIM_BATCH,
      SETTLES_IN_FLIGHT,
    );
  }

  /** Stops claiming; the charges under way finish, those claimed and not started are let go. */
  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  /** Charges what is due until nothing is; null when a run is already under way here (it takes them). */
  async chargeAll(): Promise<DueChargesTally | null> {
    if (this.running) return null;
    this.running = true;
    try {
      return await this.run();
    } finally {
      this.running = false;
    }
  }

  private async run(): Promise<DueChargesTally> {
    const tally: DueChargesTally = { succeeded: 0, settled: 0, unanswered: 0 };
    const settling = new Set<Promise<void>>();
    try {
      await runClaimedLanes<ClaimedCharge>({
        claim: (limit) => this.runner.claimDue(limit),
        work: (claimed) => this.chargeOne(claimed, tally, settling),
        // Claimed but not started: free for the next run at once.
        release: (claimed) =>
          this.runner.release(
            claimed.map(({ charge }) => charge.id),
            0,
          ),
        lanes: PAYMENTS_CONCURRENCY,
        claimBatch: CLAIM_BATCH,
        stopping: () => this.stopping,
      });
    } finally {
      await Promise.all(settling);
    }
    return tally;
  }

  /**
   * Charges one claimed attempt. A success goes to the batched settlement and the lane moves on without
   * waiting for it: its settlement joins `settling` until its statement committed.
   */
  private async chargeOne(claimed: ClaimedCharge, tally: DueChargesTally, settling: Set<Promise<void>>): Promise<void> {
    const { charge } = claimed;
    try {
      const outcome = await this.runner.charge(claimed, this.config.PAYMENT_CHARGE_LEASE_MS);
      if (outcome.status !== 'succeeded') {
        tally.settled += 1;
        return;
      }
      const settled = this.successes.add({ chargeId: charge.id, paymentIntentId: outcome.paymentIntentId }).then(
        () => {
          tally.succeeded += 1;
        },
        (error: unknown) => this.notFinished(charge.id, error, tally),
      );
      settling.add(settled);
      void settled.finally(() => settling.delete(settled));
    } catch (error) {
      this.notFinished(charge.id, error, tally);
    }
  }

  /** Its claim was let go, or (the database not answering) runs out with its lease: a later run takes it. */
  private notFinished(chargeId: string, error: unknown, tally: DueChargesTally): void {
    tally.unanswered += 1;
    this.logger.warn(`Charge ${chargeId} not finished, tried again later: ${(error as Error).message}`);
  }
}
