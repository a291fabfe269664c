import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import type { ChargeableCard } from '#domain/payment-methods';
import { type CasePaymentEntity, PaymentStatus } from '#domain/payments';
import { StripeClient } from '#integrations';
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

  async run(chargeId: string): Promise<ChargeRunResult> {
    const claimed = await this.claim(chargeId);
    if (!claimed) return this.whyNotClaimed(chargeId);
    const { charge, payment, card } = claimed;
    if (payment.isDeleted || payment.status !== PaymentStatus.UNPAID) {
      await this.settlement.fail(charge.id, {
        code: ChargeFailureCode.PAYMENT_NOT_OPEN,
        message: 'The payment is no longer unpaid',
        paymentIntentId: null,
      });
      return 'failed';
    }
    if (!card) {
      await this.settlement.fail(charge.id, {
        code: ChargeFailureCode.NO_SAVED_CARD,
        message: PaymentChargeMessages.NO_CARD,
        paymentIntentId: null,
      });
      return 'failed';
    }
    try {
      const paidEarlier = await this.closeEarlierIntents(charge);
      if (paidEarlier) {
        // The employee paid an earlier attempt's intent on its page: that settles the payment, not a new charge.
        await this.settlement.succeed(paidEarlier.chargeId, paidEarlier.paymentIntentId);
        await this.settlement.fail(charge.id, {
          code: ChargeFailureCode.PAYMENT_NOT_OPEN,
          message: 'The payment is no longer unpaid',
          paymentIntentId: null,
        });
        return 'failed';
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
      if (intent.status === 'succeeded') {
        await this.settlement.succeed(charge.id, intent.id);
        return 'succeeded';
      }
      // Not final yet (processing): the intent's webhook settles it.
      await this.dataSource
        .getRepository(PaymentChargeEntity)
        .update({ id: charge.id }, { paymentIntentId: intent.id });
      this.logger.log(`Charge ${charge.id}: PaymentIntent ${intent.status}, left to its webhook`);
      return 'failed';
    } catch (error) {
      // Stripe's answer about this charge (a refused card, a card no longer attached): the attempt's outcome.
      if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) {
        const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
        await this.settlement.fail(charge.id, {
          code: error.code ?? error.type,
          message: error.message,
          paymentIntentId: raw?.payment_intent?.id ?? null,
        });
        return 'failed';
      }
      // No answer (network, Stripe down): the claim is let go so the job's retry takes it at once; the
      // idempotency key makes that retry's call answer whatever this one did at Stripe.
      await this.dataSource.query(
        `UPDATE payment_charge SET status = 'PENDING', claimed_at = NULL, updated_at = now()
          WHERE id = $1 AND status = 'PROCESSING'`,
        [charge.id],
      );
      throw error;
    }
  }

  /**
   * Before a new attempt, the earlier failed attempts' PaymentIntents are cancelled at Stripe, so a completion
   * page still holding one's secret cannot pay the same payment a second time. An earlier intent found
   * succeeded (paid on its page, its webhook not yet here) is returned instead: the payment is paid.
   */
  private async closeEarlierIntents(
    charge: Pick<PaymentChargeEntity, 'id' | 'paymentId'>,
  ): Promise<{ chargeId: string; paymentIntentId: string } | null> {
    const earlier: { id: string; payment_intent_id: string }[] = await this.dataSource.query(
      `SELECT id, payment_intent_id FROM payment_charge
        WHERE payment_id = $1 AND id <> $2 AND status = 'FAILED' AND payment_intent_id IS NOT NULL`,
      [charge.paymentId, charge.id],
    );
    for (const { id, payment_intent_id: intentId } of earlier) {
      const intent = await this.client.stripe.paymentIntents.retrieve(intentId);
      if (intent.status === 'succeeded') return { chargeId: id, paymentIntentId: intent.id };
      if (CANCELABLE_INTENT_STATES.has(intent.status))
        await this.client.stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `cancel-${intentId}` });
    }
    return null;
  }

  /**
   * PENDING and due, or PROCESSING past the lease, becomes PROCESSING under this worker, and what the charge
   * needs comes back with it (the payment, the employee's saved card): one statement.
   */
  private async claim(chargeId: string): Promise<ClaimedCharge | null> {
    const rows: ClaimedRow[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE payment_charge SET status = 'PROCESSING', claimed_at = now(), updated_at = now()
          WHERE id = $1
            AND ((status = 'PENDING' AND not_before <= now())
              OR (status = 'PROCESSING' AND claimed_at < now() - make_interval(secs => $2::double precision / 1000)))
          RETURNING id, organization_id, case_id, payment_id, attempt)
       SELECT claimed.id, claimed.organization_id, claimed.case_id, claimed.payment_id, claimed.attempt,
              p.amount, p.currency, p.status, p.is_deleted, i.stripe_customer_id, i.payment_method_id
         FROM claimed
         JOIN case_payment p ON p.id = claimed.payment_id
         JOIN case_record c ON c.id = claimed.case_id
         LEFT JOIN payment_info i ON i.organization_id = claimed.organization_id AND i.user_id = c.submitter_id`,
      [chargeId, this.config.PAYMENT_CHARGE_LEASE_MS],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      charge: {
        id: row.id,
        organizationId: row.organization_id,
        caseId: row.case_id,
        paymentId: row.payment_id,
        attempt: row.attempt,
      },
      payment: { amount: row.amount, currency: row.currency, status: row.status, isDeleted: row.is_deleted },
      card:
        row.stripe_customer_id && row.payment_method_id
          ? { stripeCustomerId: row.stripe_customer_id, paymentMethodId: row.payment_method_id }
          : null,
    };
  }

  private async whyNotClaimed(chargeId: string): Promise<ChargeRunResult> {
    const charge = await this.dataSource.getRepository(PaymentChargeEntity).findOneBy({ id: chargeId });
    if (!charge) return 'already-final';
    if (charge.status === PaymentChargeStatus.PROCESSING)
      throw new ChargeClaimedElsewhere(`charge ${chargeId} is being charged by another worker`);
    return charge.status === PaymentChargeStatus.PENDING ? 'not-due' : 'already-final';
  }
}

interface ClaimedRow {
  id: string;
  organization_id: string;
  case_id: string;
  payment_id: string;
  attempt: number;
  amount: number;
  currency: string;
  status: PaymentStatus;
  is_deleted: boolean;
  stripe_customer_id: string | null;
  payment_method_id: string | null;
}

interface ClaimedCharge {
  charge: Pick<PaymentChargeEntity, 'id' | 'organizationId' | 'caseId' | 'paymentId' | 'attempt'>;
  payment: Pick<CasePaymentEntity, 'amount' | 'currency' | 'status' | 'isDeleted'>;
  card: ChargeableCard | null;
}
