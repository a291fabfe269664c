import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { CaseEntity } from '#domain/cases';
import { PaymentInfoService } from '#domain/payment-methods';
import { CasePaymentEntity, PaymentStatus } from '#domain/payments';
import { StripeClient } from '#integrations';
import { chargeIdempotencyKey } from './charge-jobs.js';
import { ChargeSettlement } from './charge-settlement.js';
import { ChargeFailureCode, PaymentChargeMessages } from './payment-charge-rules.js';
import { PaymentChargeEntity, PaymentChargeStatus } from './payment-charge.entity.js';

/** What one run of a charge job came to. */
export type ChargeRunResult = 'succeeded' | 'failed' | 'not-due' | 'already-final';

/** Thrown when another worker holds the charge's claim: the job is tried again later. */
export class ChargeClaimedElsewhere extends Error {}

/**
 * Charges one attempt (worker only). The row is claimed first (PENDING, or PROCESSING whose claim outlived
 * the lease: its worker died mid-charge), then Stripe is called with the attempt's idempotency key, so a
 * charge taken over after a crash gets Stripe's first answer back instead of charging again. A card error is
 * the attempt's outcome (no job retry); a network or Stripe error is thrown and the job retried.
 */
@Injectable()
export class ChargeRunner {
  private readonly logger = new Logger('PaymentCharges');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(StripeClient) private readonly client: StripeClient,
    @Inject(PaymentInfoService) private readonly cards: PaymentInfoService,
    @Inject(ChargeSettlement) private readonly settlement: ChargeSettlement,
  ) {}

  async run(chargeId: string): Promise<ChargeRunResult> {
    const charge = await this.claim(chargeId);
    if (!charge) return this.whyNotClaimed(chargeId);
    const payment = await this.dataSource.getRepository(CasePaymentEntity).findOneBy({ id: charge.paymentId });
    if (!payment || payment.isDeleted || payment.status !== PaymentStatus.UNPAID) {
      await this.settlement.fail(charge.id, {
        code: ChargeFailureCode.PAYMENT_NOT_OPEN,
        message: 'The payment is no longer unpaid',
        paymentIntentId: null,
      });
      return 'failed';
    }
    const caseRecord = await this.dataSource
      .getRepository(CaseEntity)
      .findOneBy({ id: charge.caseId, organizationId: charge.organizationId });
    const card = caseRecord?.submitterId
      ? await this.cards.chargeableCard(charge.organizationId, caseRecord.submitterId)
      : null;
    if (!card) {
      await this.settlement.fail(charge.id, {
        code: ChargeFailureCode.NO_SAVED_CARD,
        message: PaymentChargeMessages.NO_CARD,
        paymentIntentId: null,
      });
      return 'failed';
    }
    try {
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
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
      await this.settlement.fail(charge.id, {
        code: error.code ?? 'card_error',
        message: error.message,
        paymentIntentId: raw?.payment_intent?.id ?? null,
      });
      return 'failed';
    }
  }

  /** PENDING and due, or PROCESSING past the lease, becomes PROCESSING under this worker: one statement. */
  private async claim(chargeId: string): Promise<PaymentChargeEntity | null> {
    const rows: { id: string }[] = await this.dataSource.query(
      `UPDATE payment_charge SET status = 'PROCESSING', claimed_at = now(), updated_at = now()
        WHERE id = $1
          AND ((status = 'PENDING' AND not_before <= now())
            OR (status = 'PROCESSING' AND claimed_at < now() - make_interval(secs => $2::double precision / 1000)))
        RETURNING id`,
      [chargeId, this.config.PAYMENT_CHARGE_LEASE_MS],
    );
    if (rows.length === 0) return null;
    return this.dataSource.getRepository(PaymentChargeEntity).findOneByOrFail({ id: chargeId });
  }

  private async whyNotClaimed(chargeId: string): Promise<ChargeRunResult> {
    const charge = await this.dataSource.getRepository(PaymentChargeEntity).findOneBy({ id: chargeId });
    if (!charge) return 'already-final';
    if (charge.status === PaymentChargeStatus.PROCESSING)
      throw new ChargeClaimedElsewhere(`charge ${chargeId} is being charged by another worker`);
    return charge.status === PaymentChargeStatus.PENDING ? 'not-due' : 'already-final';
  }
}
