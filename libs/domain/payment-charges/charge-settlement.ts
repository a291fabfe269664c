import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ActivityTransaction, CaseActivityType, type RecordActivity } from '#events';
import { type CaseMessageEntity, CaseMessagesService } from '#domain/case-messages';
import { OrganizationEntity, resolvePaymentSettings } from '#domain/organizations';
import { CasePaymentEntity, PaymentStatus } from '#domain/payments';
import { CompletionLinks } from './completion-links.js';
import { PaymentChargeEntity, PaymentChargeKind, PaymentChargeStatus } from './payment-charge.entity.js';
import { PaymentCompletionLinkEntity } from './payment-completion-link.entity.js';

export interface ChargeFailure {
  code: string;
  message: string;
  paymentIntentId: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Writes what a charge came to, once, whoever learns it first (the worker from Stripe's answer, or a webhook
 * from the intent's current state): the charge row locked, a final row left as it is (Stripe saying
 * "succeeded" still wins over an earlier failure: the employee completed it by the link). Success makes the
 * payment PAID with its PAYMENT_COMPLETED entry. A failure keeps Stripe's reason; a staff-asked charge sends the
 * employee a link to complete it, a scheduled one is tried again on the organization's dunning days and after
 * the last one is reported on the case.
 */
@Injectable()
export class ChargeSettlement {
  private readonly logger = new Logger('PaymentCharges');

  constructor(
    @Inject(ActivityTransaction) private readonly transaction: ActivityTransaction,
    @Inject(CompletionLinks) private readonly links: CompletionLinks,
    @Inject(CaseMessagesService) private readonly messages: CaseMessagesService,
  ) {}

  async succeed(chargeId: string, paymentIntentId: string): Promise<void> {
    await this.transaction.run((manager, record) => this.succeedIn(manager, record, chargeId, paymentIntentId));
  }

  async fail(chargeId: string, failure: ChargeFailure): Promise<void> {
    const message = await this.transaction.run((manager, record) => this.failIn(manager, record, chargeId, failure));
    if (message) await this.messages.enqueue(message, null);
  }

  /** Within the caller's transaction (a webhook event's). */
  async succeedIn(
    manager: EntityManager,
    record: RecordActivity,
    chargeId: string,
    paymentIntentId: string,
  ): Promise<void> {
    const charge = await lockCharge(manager, chargeId);
    if (!charge || charge.status === PaymentChargeStatus.SUCCEEDED) return;
    await manager.update(
      PaymentChargeEntity,
      { id: charge.id },
      { status: PaymentChargeStatus.SUCCEEDED, paymentIntentId, finishedAt: new Date(), claimedAt: null },
    );
    if (charge.kind === PaymentChargeKind.OFF_SESSION)
      await manager.update(PaymentCompletionLinkEntity, { chargeId: charge.id }, { usedAt: new Date() });
    // One statement: the payment becomes PAID only from UNPAID (the row lock is the update's own).
    const paid: unknown[] = await manager.query(
      `UPDATE case_payment SET status = 'PAID', payment_date = now(), updated_at = now()
        WHERE id = $1 AND organization_id = $2 AND status = 'UNPAID' RETURNING id`,
      [charge.paymentId, charge.organizationId],
    );
    if (paid.length === 0) {
      // Paid meanwhile by other means: Stripe holds a second payment the case team must refund.
      this.logger.warn(`Charge ${charge.id} succeeded on a payment that is no longer unpaid`);
      return;
    }
    // A late success of a failed attempt: a dunning retry still waiting has nothing left to do.
    if (charge.status === PaymentChargeStatus.FAILED)
      await manager.update(
        PaymentChargeEntity,
        { paymentId: charge.paymentId, status: PaymentChargeStatus.PENDING },
        { status: PaymentChargeStatus.FAILED, failureCode: 'payment_not_open', finishedAt: new Date() },
      );
    await record({
      organizationId: charge.organizationId,
      caseId: charge.caseId,
      actorUserId: null,
      type: CaseActivityType.PAYMENT_COMPLETED,
      payload: { paymentId: charge.paymentId, chargeId: charge.id },
    });
  }

  /** Within the caller's transaction; returns the completion link's message, to enqueue after commit. */
  async failIn(
    manager: EntityManager,
    record: RecordActivity,
    chargeId: string,
    failure: ChargeFailure,
  ): Promise<CaseMessageEntity | null> {
    const charge = await lockCharge(manager, chargeId);
    if (!charge || charge.status === PaymentChargeStatus.SUCCEEDED || charge.status === PaymentChargeStatus.FAILED)
      return null;
    // The employee is on its page: the card field shows the refusal and another card may be tried.
    if (charge.kind === PaymentChargeKind.ON_SESSION) return null;
    const finishedAt = new Date();
    await manager.update(
      PaymentChargeEntity,
      { id: charge.id },
      {
        status: PaymentChargeStatus.FAILED,
        failureCode: failure.code.slice(0, 100),
        failureMessage: failure.message.slice(0, 1000),
        paymentIntentId: failure.paymentIntentId ?? charge.paymentIntentId,
        finishedAt,
        claimedAt: null,
      },
    );
    const payment = await manager.findOneBy(CasePaymentEntity, { id: charge.paymentId });
    if (!payment || payment.status !== PaymentStatus.UNPAID || payment.isDeleted) return null;
    if (charge.kind === PaymentChargeKind.OFF_SESSION) return this.offSessionFailed(manager, record, charge, failure);
    await this.scheduledFailed(manager, record, charge, failure, finishedAt);
    return null;
  }

  /** The employee gets a link to complete the payment (when it has an intent to confirm); the case says why. */
  private async offSessionFailed(
    manager: EntityManager,
    record: RecordActivity,
    charge: PaymentChargeEntity,
    failure: ChargeFailure,
  ): Promise<CaseMessageEntity | null> {
    const sent = failure.paymentIntentId ? await this.links.send(manager, record, charge) : null;
    await record({
      organizationId: charge.organizationId,
      caseId: charge.caseId,
      actorUserId: null,
      type: CaseActivityType.TEXT_INFO,
      payload: {
        field: 'payment',
        paymentId: charge.paymentId,
        change: 'charge-failed',
        failureCode: failure.code,
        completionLinkSent: Boolean(sent),
      },
    });
    return sent;
  }

  /** The next dunning day, counted from the first failure; after the last one, the failure is reported. */
  private async scheduledFailed(
    manager: EntityManager,
    record: RecordActivity,
    charge: PaymentChargeEntity,
    failure: ChargeFailure,
    finishedAt: Date,
  ): Promise<void> {
    const organization = await manager.findOneByOrFail(OrganizationEntity, { id: charge.organizationId });
    const retryDays = resolvePaymentSettings(organization.settings?.payments).dunningRetryDays;
    const failed = await manager.find(PaymentChargeEntity, {
      where: { paymentId: charge.paymentId, kind: PaymentChargeKind.SCHEDULED, status: PaymentChargeStatus.FAILED },
      order: { attempt: 'ASC' },
    });
    const firstFailure = failed[0]?.finishedAt ?? finishedAt;
    const retriesDone = failed.length - 1;
    if (retriesDone < retryDays.length) {
      await manager.insert(PaymentChargeEntity, {
        organizationId: charge.organizationId,
        caseId: charge.caseId,
        paymentId: charge.paymentId,
        attempt: charge.attempt + 1,
        kind: PaymentChargeKind.SCHEDULED,
        status: PaymentChargeStatus.PENDING,
        notBefore: new Date(firstFailure.getTime() + retryDays[retriesDone] * DAY_MS),
      });
      return;
    }
    await record({
      organizationId: charge.organizationId,
      caseId: charge.caseId,
      actorUserId: null,
      type: CaseActivityType.TEXT_INFO,
      payload: {
        field: 'payment',
        paymentId: charge.paymentId,
        change: 'scheduled-charge-failed',
        failureCode: failure.code,
        attempts: failed.length,
      },
    });
  }
}

const lockCharge = (manager: EntityManager, id: string) =>
  manager.findOne(PaymentChargeEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
