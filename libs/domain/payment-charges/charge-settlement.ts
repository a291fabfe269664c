import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ACTIVITY_RETURNING,
  ActivityTransaction,
  CaseActivityType,
  type InsertedActivityRow,
  type RecordActivity,
} from '#events';
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

/** A charge Stripe said succeeded, still PROCESSING under this worker. */
export interface ChargeSuccess {
  chargeId: string;
  paymentIntentId: string;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The successes of charges still PROCESSING (claimed, nobody settled them meanwhile), all in one statement: each
 * charge SUCCEEDED, an off-session charge's completion link used, the payment PAID from UNPAID and its
 * PAYMENT_COMPLETED entry (no workflow trigger acts on it: inserted done for the workflow). One row per charge
 * moved, with its entry when its payment was still unpaid.
 */
const SUCCEED_CLAIMED = `
  WITH success AS (SELECT * FROM unnest($1::uuid[], $2::text[]) AS s(charge_id, payment_intent_id)),
  won AS (
    UPDATE payment_charge c
       SET status = 'SUCCEEDED', payment_intent_id = s.payment_intent_id, finished_at = now(), claimed_at = NULL,
           updated_at = now()
      FROM success s
     WHERE c.id = s.charge_id AND c.status = 'PROCESSING'
    RETURNING c.id, c.organization_id, c.case_id, c.payment_id, c.kind),
  used_link AS (
    UPDATE payment_completion_link l SET used_at = now(), updated_at = now()
      FROM won WHERE won.kind = 'OFF_SESSION' AND l.charge_id = won.id
    RETURNING l.id),
  paid AS (
    UPDATE case_payment p SET status = 'PAID', payment_date = now(), updated_at = now()
      FROM won WHERE p.id = won.payment_id AND p.organization_id = won.organization_id AND p.status = 'UNPAID'
    RETURNING p.id AS payment_id, won.id AS charge_id, won.organization_id, won.case_id),
  entry AS (
    INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, workflow_done_at)
    SELECT organization_id, case_id, '${CaseActivityType.PAYMENT_COMPLETED}', NULL,
           jsonb_build_object('paymentId', payment_id, 'chargeId', charge_id), clock_timestamp()
      FROM paid
    RETURNING ${ACTIVITY_RETURNING})
  SELECT won.id AS "wonChargeId", entry.* FROM won LEFT JOIN entry ON entry.payload->>'chargeId' = won.id::text`;

/** A charge moved, with its entry's columns (all null when its payment was no longer unpaid). */
type SucceededRow = { wonChargeId: string; id: string | null } & Omit<InsertedActivityRow, 'id'>;

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

  /**
   * The successes of charges this worker claimed, together (see SUCCEED_CLAIMED). A charge no longer PROCESSING
   * (a webhook settled it first, or its lease ran out and another worker took it) goes through `succeed`.
   */
  async succeedClaimed(successes: readonly ChargeSuccess[]): Promise<void> {
    if (successes.length === 0) return;
    const rows = await this.transaction.run(async (manager, _record, noteInserted) => {
      const moved: SucceededRow[] = await manager.query(SUCCEED_CLAIMED, [
        successes.map((success) => success.chargeId),
        successes.map((success) => success.paymentIntentId),
      ]);
      noteInserted(
        moved.flatMap(({ wonChargeId: _charge, ...entry }) =>
          entry.id === null ? [] : [entry as InsertedActivityRow],
        ),
      );
      return moved;
    });
    const won = new Set(rows.map((row) => row.wonChargeId));
    for (const row of rows)
      if (row.id === null)
        this.logger.warn(`Charge ${row.wonChargeId} succeeded on a payment that is no longer unpaid`);
    for (const success of successes)
      if (!won.has(success.chargeId)) await this.succeed(success.chargeId, success.paymentIntentId);
  }

  async fail(chargeId: string, failure: ChargeFailure): Promise<void> {
    const message = await this.transaction.run((manager, record) => this.failIn(manager, record, chargeId, failure));
    if (message) await this.messages.enqueue(message);
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
