import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '#access';
import { AbandonedCartOutcome, AbandonedCarts, SignUpPreauthorizations } from '#domain/sign-up-payments';
import type { JobHandler } from '../job-handler.js';

export interface SignUpSweepResult {
  remindersSent: number;
  holdsPlaced: number;
  holdsSettled: number;
}

/**
 * Every minute (a job scheduler): the abandoned-cart reminders due, holds a worker claimed and did not place
 * or whose job was lost, and holds to capture (the case was approved) or release (archived without approval).
 * Each is claimed in the database, so workers running it at once do each thing once. One case's failure does
 * not stop the others; the job fails afterwards so it shows, and the next minute tries again.
 */
@Injectable()
export class SignUpSweepHandler implements JobHandler<'payments.sign-up-sweep'> {
  readonly jobName = 'payments.sign-up-sweep' as const;
  private readonly logger = new Logger('SignUpPayments');

  constructor(
    @Inject(AbandonedCarts) private readonly carts: AbandonedCarts,
    @Inject(SignUpPreauthorizations) private readonly holds: SignUpPreauthorizations,
  ) {}

  async handle(): Promise<void> {
    await this.run(new Date());
  }

  async run(now: Date): Promise<SignUpSweepResult> {
    const result: SignUpSweepResult = { remindersSent: 0, holdsPlaced: 0, holdsSettled: 0 };
    const failures: Error[] = [];
    for (const cart of await this.carts.due(now)) {
      try {
        const outcome = await this.carts.handleDue(cart.organizationId, cart.caseId, now);
        if (outcome === AbandonedCartOutcome.REMINDER_SENT) result.remindersSent += 1;
      } catch (error) {
        if (!(error instanceof AppError)) {
          failures.push(error as Error);
          continue;
        }
        // The reminder cannot be written (no address the organization may write to): put off, not retried each minute.
        this.logger.warn(`Abandoned cart of case ${cart.caseId}: no reminder: ${error.message}`);
        await this.carts.postpone(cart.organizationId, cart.caseId, now);
      }
    }
    const toPlace = [...(await this.holds.unfinishedPlacements()), ...(await this.holds.unplacedHolds())];
    for (const hold of toPlace) {
      try {
        await this.holds.place(hold.organizationId, hold.caseId);
        result.holdsPlaced += 1;
      } catch (error) {
        failures.push(error as Error);
      }
    }
    for (const hold of await this.holds.claimSettlements()) {
      try {
        await this.holds.settle(hold);
        result.holdsSettled += 1;
      } catch (error) {
        failures.push(error as Error);
      }
    }
    if (failures.length > 0) {
      for (const failure of failures) this.logger.warn(`Sign-up sweep: ${failure.message}`);
      throw failures[0];
    }
    return result;
  }
}
