import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { PaymentStatus } from '#domain/payments';
import { StripeClient } from '#integrations';
import {
  CLAIM_DUE,
  CLAIM_ONE,
  type ClaimedCharge,
  claimedCharge,
  type ClaimedRow,
  type EarlierIntent,
  RELEASE_CLAIMS,
} from './charge-claims.js';
import { chargeIdempotencyKey } from './charge-jobs.js';
import { ChargeSettlement } from './charge-settlement.js';
import { ChargeFailureCode, PaymentChargeMessages } from './payment-charge-rules.js';
import { PaymentChargeEntity, PaymentChargeStatus } from './payment-charge.entity.js';

/** States in which Stripe still lets a PaymentIntent be paid, and lets it be cancelled. */
const CANCELABLE_INTENT_STATES: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** What one run of a charge job came to. */
export type ChargeRunResult = 'succeeded' | 'failed' | 'not-due' | 'already-final';

/** What charging a claimed attempt came to: a success still to settle, or an outcome already settled. */
export type ChargeAttemptOutcome = { status: 'succeeded'; paymentIntentId: string } | { status: 'settled' };
const SETTLED_HERE: ChargeAttemptOutcome = { status: 'settled' };

/** Thrown when another worker holds the charge's claim: the job is tried again later. */
export class ChargeClaimedElsewhere extends Error {}

/**
 * Charges one attempt (worker only). The row is claimed first (PENDING, or PROCESSING whose claim outlived
 * the lease: its worker died mid-charge), then Stripe is called with the attempt's idempotency key, so a
 * charge taken over after a crash gets Stripe's first answer back instead of charging again. A card error or
 * a refused request is the attempt's outcome (no job retry); no answer at all is thrown and the job retried.
 */
@Injectable()
export class ChargeRunner {
  private readonly logger = new Logger('PaymentCharges');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(StripeClient) private readonly client: StripeClient,
    @Inject(ChargeSettlement) private readonly settlement: ChargeSettlement,
  ) {}

  /** Claims the charge by id and charges it (a `payments.charge` job: staff asked for it). */
  async run(chargeId: string): Promise<ChargeRunResult> {
    const rows: ClaimedRow[] = await this.dataSource.query(CLAIM_ONE, [this.config.PAYMENT_CHARGE_LEASE_MS, chargeId]);
    if (rows.length === 0) return this.whyNotClaimed(chargeId);
    const outcome = await this.charge(claimedCharge(rows[0]), 0);
    if (outcome.status !== 'succeeded') return 'failed';
    await this.settlement.succeed(chargeId, outcome.paymentIntentId);
    return 'succeeded';
  }

  /** Claims up to `limit` due charges at once (the sweep's), skipping those another worker is claiming. */
  async claimDue(limit: number): Promise<ClaimedCharge[]> {
    const rows: ClaimedRow[] = await this.dataSource.query(CLAIM_DUE, [this.config.PAYMENT_CHARGE_LEASE_MS, limit]);
    return rows.map(claimedCharge);
  }

  /** Lets claims go uncharged: PENDING again, to be taken after `afterMs`. */
  async release(chargeIds: readonly string[], afterMs: number): Promise<void> {
    if (chargeIds.length > 0) await this.dataSource.query(RELEASE_CLAIMS, [chargeIds, afterMs]);
  }

  /**
   * Charges a claimed attempt. A success is answered for the caller to settle (alone, or with the other
   * charges of its batch); any other outcome is settled here. When Stripe does not answer, the claim is let go,
   * to be taken again after `retryAfterMs` (the idempotency key makes that call answer whatever this one did
   * at Stripe), and the error is thrown.
   */
  async charge(claimed: ClaimedCharge, retryAfterMs: number): Promise<ChargeAttemptOutcome> {
    const { charge, payment, card } = claimed;
    if (payment.isDeleted || payment.status !== PaymentStatus.UNPAID) {
      await this.settlement.fail(charge.id, {
        code: ChargeFailureCode.PAYMENT_NOT_OPEN,
        message: 'The payment is no longer unpaid',
        paymentIntentId: null,
      });
      return SETTLED_HERE;
    }
    if (!card) {
      await this.settlement.fail(charge.id, {
        code: ChargeFailureCode.NO_SAVED_CARD,
        message: PaymentChargeMessages.NO_CARD,
        paymentIntentId: null,
      });
      return SETTLED_HERE;
    }
    try {
      const paidEarlier = await this.closeEarlierIntents(claimed.earlierIntents);
      if (paidEarlier) {
        // The employee paid an earlier attempt's intent on its page: that settles the payment, not a new charge.
        await this.settlement.succeed(paidEarlier.chargeId, paidEarlier.paymentIntentId);
        await this.settlement.fail(charge.id, {
          code: ChargeFailureCode.PAYMENT_NOT_OPEN,
          message: 'The payment is no longer unpaid',
          paymentIntentId: null,
        });
        return SETTLED_HERE;
      }
      const intent = await this.client.stripe.paymentIntents.create(
        {
          amount: payment.amount,
          currency: payment.currency,
          customer: card.stripeCustomerId,
          payment_method: card.paymentMethodId,
          off_session: true,
          confirm: true,
          metadata: {
            organizationId: charge.organizationId,
            caseId: charge.caseId,
            paymentId: charge.paymentId,
            chargeId: charge.id,
            attempt: String(charge.attempt),
          },
        },
        { idempotencyKey: chargeIdempotencyKey(charge) },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
      // Not final yet (processing): the intent's webhook settles it.
      await this.dataSource
        .getRepository(PaymentChargeEntity)
        .update({ id: charge.id }, { paymentIntentId: intent.id });
      this.logger.log(`Charge ${charge.id}: PaymentIntent ${intent.status}, left to its webhook`);
      return SETTLED_HERE;
    } catch (error) {
      // Stripe's answer about this charge (a refused card, a card no longer attached): the attempt's outcome.
      if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) {
        const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
        await this.settlement.fail(charge.id, {
          code: error.code ?? error.type,
          message: error.message,
          paymentIntentId: raw?.payment_intent?.id ?? null,
        });
        return SETTLED_HERE;
      }
      await this.release([charge.id], retryAfterMs);
      throw error;
    }
  }

  /**
   * Before a new attempt, the earlier failed attempts' PaymentIntents are cancelled at Stripe, so a completion
   * page still holding one's secret cannot pay the same payment a second time. An earlier intent found
   * succeeded (paid on its page, its webhook not yet here) is returned instead: the payment is paid.
   */
  private async closeEarlierIntents(earlier: readonly EarlierIntent[]): Promise<EarlierIntent | null> {
    for (const { chargeId, paymentIntentId: intentId } of earlier) {
      const intent = await this.client.stripe.paymentIntents.retrieve(intentId);
      if (intent.status === 'succeeded') return { chargeId, paymentIntentId: intent.id };
      if (CANCELABLE_INTENT_STATES.has(intent.status))
        await this.client.stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `cancel-${intentId}` });
    }
    return null;
  }

  private async whyNotClaimed(chargeId: string): Promise<ChargeRunResult> {
    const charge = await this.dataSource.getRepository(PaymentChargeEntity).findOneBy({ id: chargeId });
    if (!charge) return 'already-final';
    if (charge.status === PaymentChargeStatus.PROCESSING)
      throw new ChargeClaimedElsewhere(`charge ${chargeId} is being charged by another worker`);
    return charge.status === PaymentChargeStatus.PENDING ? 'not-due' : 'already-final';
  }
}
