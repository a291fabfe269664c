import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivityTransaction, CaseActivityType } from '#events';
import { StripeClient } from '#integrations';
import { CaseEntity, PaymentInfoStatus } from '#domain/cases';
import { PaymentInfoEntity } from '#domain/payment-methods';
import { CasePaymentEntity, organizationDefaultFees, PaymentStatus, totalCostOf } from '#domain/payments';
import { caseFirstChargeDue } from '#domain/promo-codes';
import { PreauthorizationStatus } from './preauthorization-status.js';
import { SignUpPaymentEntity } from './sign-up-payment.entity.js';
import { SignUpPreauthorizationEntity } from './sign-up-preauthorization.entity.js';

/** Idempotency keys of a case's hold: one per case and action, so each reaches Stripe once. */
export const holdKeys = (caseId: string) => ({
  place: `sign-up-hold-${caseId}`,
  capture: `sign-up-hold-capture-${caseId}`,
  release: `sign-up-hold-release-${caseId}`,
});

export const NO_CARD_DECLINE = { code: 'no_saved_card', message: 'No card is saved for this case' } as const;

/**
 * Preauthorization on sign-up (worker only: it calls Stripe). When a payment sign-up's card arrives and the
 * partner has preauthorizeCreditCardOnSignup, a hold for the case's first charge is placed on it (an
 * off-session PaymentIntent, confirmed, capture_method manual). It is captured once the case has an approving
 * decision and released (cancelled at Stripe) when the case is archived without one. Every step is claimed
 * in the sign_up_preauthorization row before Stripe is called and keyed by the case, so a retry after a crash
 * repeats the same request and Stripe answers it once.
 */
@Injectable()
export class SignUpPreauthorizations {
  private readonly logger = new Logger('SignUpPreauthorization');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(StripeClient) private readonly client: StripeClient,
  ) {}

  /** Places the case's hold if it is due one (once per case); returns where it stands, or null when none is due. */
  async place(organizationId: string, caseId: string): Promise<PreauthorizationStatus | null> {
    const hold = await this.dataSource.transaction((manager) => this.claimPlacement(manager, organizationId, caseId));
    if (!hold) return null;
    if (hold.status !== PreauthorizationStatus.PLACING) return hold.status;
    const card = await this.dataSource
      .getRepository(PaymentInfoEntity)
      .findOneBy({ organizationId, userId: hold.userId });
    if (!card?.paymentMethodId) return this.declined(hold, null, NO_CARD_DECLINE.code, NO_CARD_DECLINE.message);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.client.stripe.paymentIntents.create(
        {
          amount: hold.amountCents,
          currency: hold.currency,
          customer: card.stripeCustomerId,
          payment_method: card.paymentMethodId,
          off_session: true,
          confirm: true,
          capture_method: 'manual',
          metadata: { organizationId, caseId, purpose: 'sign-up-preauthorization' },
        },
        { idempotencyKey: holdKeys(caseId).place },
      );
    } catch (error) {
      const decline = cardErrorOf(error);
      if (!decline) throw error;
      return this.declined(hold, decline.paymentIntentId, decline.code, decline.message);
    }
    if (intent.status !== 'requires_capture')
      return this.declined(hold, intent.id, intent.status, `The hold was not placed (${intent.status})`);
    await this.activityTransaction.run(async (manager, record) => {
      const moved = await manager.update(
        SignUpPreauthorizationEntity,
        { id: hold.id, status: PreauthorizationStatus.PLACING },
        { status: PreauthorizationStatus.HELD, paymentIntentId: intent.id },
      );
      if (!moved.affected) return;
      await record({
        organizationId,
        caseId,
        actorUserId: null,
        type: CaseActivityType.PAYMENT_PREAUTHORIZED,
        payload: { amountCents: hold.amountCents, currency: hold.currency },
      });
    });
    return PreauthorizationStatus.HELD;
  }

  /**
   * Claims the holds whose case was approved (to capture) or archived without approval (to release), and
   * returns every hold claimed and not finished, a crashed worker's included.
   */
  async claimSettlements(): Promise<SignUpPreauthorizationEntity[]> {
    await this.dataSource.query(
      `UPDATE sign_up_preauthorization h
          SET status = CASE WHEN approved.yes THEN $2 ELSE $3 END, updated_at = now()
         FROM case_record c,
              LATERAL (SELECT EXISTS (SELECT 1 FROM case_decision d
                                       WHERE d.case_id = c.id AND d.is_approved)) AS approved(yes)
        WHERE h.status = $1 AND c.id = h.case_id AND c.organization_id = h.organization_id
          AND (approved.yes OR c.is_archived)`,
      [PreauthorizationStatus.HELD, PreauthorizationStatus.CAPTURING, PreauthorizationStatus.RELEASING],
    );
    return this.dataSource.getRepository(SignUpPreauthorizationEntity).find({
      where: [{ status: PreauthorizationStatus.CAPTURING }, { status: PreauthorizationStatus.RELEASING }],
      order: { updatedAt: 'ASC' },
      take: 200,
    });
  }

  /**
   * Cases whose card arrived a while ago under a preauthorizing partner and that have no hold yet: the job
   * that places it, enqueued once the card was saved, was lost (Redis down at that moment). After a grace
   * period, so the job has had its turn; up to a day, so a case that turns out to owe no hold (nothing due
   * on its first charge: no row is written) is not looked at every minute for ever.
   */
  unplacedHolds(): Promise<{ organizationId: string; caseId: string }[]> {
    return this.dataSource.query(
      `SELECT s.organization_id AS "organizationId", s.case_id AS "caseId"
         FROM sign_up_payment s
         JOIN case_record c ON c.id = s.case_id AND c.organization_id = s.organization_id
         JOIN partner_integration_info p ON p.organization_id = s.organization_id
         JOIN payment_info i ON i.organization_id = s.organization_id AND i.user_id = s.user_id
        WHERE c.payment_info_status = $1 AND NOT c.is_archived
          AND (p.flags ->> 'preauthorizeCreditCardOnSignup') = 'true'
          AND i.payment_method_id IS NOT NULL
          AND i.updated_at < now() - interval '2 minutes' AND i.updated_at > now() - interval '1 day'
          AND NOT EXISTS (SELECT 1 FROM sign_up_preauthorization h
                           WHERE h.case_id = s.case_id AND h.organization_id = s.organization_id)
        ORDER BY i.updated_at
        LIMIT 200`,
      [PaymentInfoStatus.SUBMITTED],
    );
  }

  /** The holds a worker claimed for placing and did not finish (it died between the claim and Stripe's answer). */
  unfinishedPlacements(): Promise<SignUpPreauthorizationEntity[]> {
    return this.dataSource.getRepository(SignUpPreauthorizationEntity).find({
      where: { status: PreauthorizationStatus.PLACING },
      order: { updatedAt: 'ASC' },
      take: 200,
    });
  }

  /** Captures (CAPTURING) or releases (RELEASING) a claimed hold at Stripe, once. */
  async settle(hold: SignUpPreauthorizationEntity): Promise<PreauthorizationStatus> {
    const capturing = hold.status === PreauthorizationStatus.CAPTURING;
    if (!capturing && hold.status !== PreauthorizationStatus.RELEASING) return hold.status;
    const stripe = this.client.stripe;
    const keys = holdKeys(hold.caseId);
    let outcome: PreauthorizationStatus;
    try {
      if (capturing) await stripe.paymentIntents.capture(hold.paymentIntentId!, {}, { idempotencyKey: keys.capture });
      else await stripe.paymentIntents.cancel(hold.paymentIntentId!, {}, { idempotencyKey: keys.release });
      outcome = capturing ? PreauthorizationStatus.CAPTURED : PreauthorizationStatus.RELEASED;
    } catch (error) {
      // Refused as it stands: Stripe's current state of the intent says what happened (a hold that lapsed is gone).
      const current = await stripe.paymentIntents.retrieve(hold.paymentIntentId!);
      if (current.status === 'succeeded') outcome = PreauthorizationStatus.CAPTURED;
      else if (current.status === 'canceled') outcome = PreauthorizationStatus.RELEASED;
      else throw error;
    }
    await this.activityTransaction.run(async (manager, record) => {
      const now = new Date();
      const moved = await manager.update(
        SignUpPreauthorizationEntity,
        { id: hold.id, status: hold.status },
        outcome === PreauthorizationStatus.CAPTURED
          ? { status: outcome, capturedAt: now }
          : { status: outcome, releasedAt: now },
      );
      if (!moved.affected || outcome !== PreauthorizationStatus.CAPTURED) return;
      const payment = await capturedPayment(manager, hold, now);
      await record({
        organizationId: hold.organizationId,
        caseId: hold.caseId,
        actorUserId: null,
        type: CaseActivityType.PAYMENT_COMPLETED,
        payload: {
          paymentId: payment.id,
          amountCents: hold.amountCents,
          currency: hold.currency,
          preauthorization: true,
        },
      });
    });
    this.logger.log(`Sign-up hold of case ${hold.caseId}: ${outcome}`);
    return outcome;
  }

  /** The hold row to place: the existing one, or a new PLACING claim when the case is due one. */
  private async claimPlacement(
    manager: EntityManager,
    organizationId: string,
    caseId: string,
  ): Promise<SignUpPreauthorizationEntity | null> {
    const existing = await manager.findOne(SignUpPreauthorizationEntity, {
      where: { caseId, organizationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (existing) return existing;
    const cart = await manager.findOneBy(SignUpPaymentEntity, { caseId, organizationId });
    if (!cart) return null;
    const caseRecord = await manager.findOneBy(CaseEntity, { id: caseId, organizationId });
    if (!caseRecord || caseRecord.isArchived || caseRecord.paymentInfoStatus !== PaymentInfoStatus.SUBMITTED)
      return null;
    const [partner] = (await manager.query(
      `SELECT (flags ->> 'preauthorizeCreditCardOnSignup') = 'true' AS preauthorize
         FROM partner_integration_info WHERE organization_id = $1`,
      [organizationId],
    )) as { preauthorize: boolean }[];
    if (!partner?.preauthorize) return null;
    const amountCents = await caseFirstChargeDue(manager, caseRecord);
    if (!amountCents) return null;
    // A second worker that got here at the same time fails on the case's unique key and, retried, finds this row.
    return manager.save(
      manager.create(SignUpPreauthorizationEntity, {
        organizationId,
        caseId,
        userId: cart.userId,
        amountCents,
        currency: 'usd',
        status: PreauthorizationStatus.PLACING,
      }),
    );
  }

  private async declined(
    hold: SignUpPreauthorizationEntity,
    paymentIntentId: string | null,
    code: string,
    message: string,
  ): Promise<PreauthorizationStatus> {
    await this.dataSource.getRepository(SignUpPreauthorizationEntity).update(
      { id: hold.id, status: PreauthorizationStatus.PLACING },
      {
        status: PreauthorizationStatus.DECLINED,
        paymentIntentId,
        declineCode: code.slice(0, 100),
        declineMessage: message.slice(0, 500),
      },
    );
    this.logger.log(`Sign-up hold of case ${hold.caseId} declined: ${code}`);
    return PreauthorizationStatus.DECLINED;
  }
}

/** A card's refusal (Stripe's card_error: declined, authentication required), or null for any other failure. */
function cardErrorOf(error: unknown): { code: string; message: string; paymentIntentId: string | null } | null {
  const failure = error as {
    type?: string;
    code?: string;
    decline_code?: string;
    message?: string;
    raw?: { payment_intent?: { id?: string } };
    payment_intent?: { id?: string };
  };
  if (failure?.type !== 'StripeCardError') return null;
  return {
    code: failure.decline_code ?? failure.code ?? 'card_declined',
    message: failure.message ?? 'The card was declined',
    paymentIntentId: failure.payment_intent?.id ?? failure.raw?.payment_intent?.id ?? null,
  };
}

/** How a captured sign-up hold reads among the case's payments. */
export const CAPTURED_HOLD_DESCRIPTION = 'First charge (card held at sign-up)';

/**
 * The money a captured hold collected, as a PAID payment of the case (auto-created), so the case's totals and
 * the payments report count it. It starts with the organization's default fees; when those would cost more
 * than the charge (a payout below zero, which staff input may never make), it is written without fees and
 * the mismatch logged for the organization's settings to be looked at.
 */
async function capturedPayment(
  manager: EntityManager,
  hold: SignUpPreauthorizationEntity,
  paidAt: Date,
): Promise<CasePaymentEntity> {
  const fees = await organizationDefaultFees(manager, hold.organizationId, hold.amountCents);
  const fits = totalCostOf(fees) <= hold.amountCents;
  if (!fits)
    new Logger('SignUpPreauthorization').warn(
      `Case ${hold.caseId}: the organization's default fees exceed the captured ${hold.amountCents}; written without fees`,
    );
  return manager.save(
    manager.create(CasePaymentEntity, {
      organizationId: hold.organizationId,
      caseId: hold.caseId,
      amount: hold.amountCents,
      currency: hold.currency,
      status: PaymentStatus.PAID,
      paymentDate: paidAt,
      description: CAPTURED_HOLD_DESCRIPTION,
      isAutoCreated: true,
      ...(fits ? fees : {}),
    }),
  );
}
