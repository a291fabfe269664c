import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Principal } from '#access';
import { type ActivityPayload, ActivityTransaction, type CaseActivityType } from '#events';
import { type CaseMessageEntity, CaseMessagesService, MessageChannel } from '#domain/case-messages';
import { CaseChange, type CaseChangeContext, CaseEntity, PaymentInfoStatus } from '#domain/cases';
import { DEFAULT_PAYMENT_SETTINGS, OrganizationEntity, resolvePaymentSettings } from '#domain/organizations';
import { PaymentRules, PaymentSetupService } from '#domain/payment-methods';
import { caseFirstChargeDue } from '#domain/promo-codes';
import { workflowActor } from '#domain/workflow-runs';
import { AbandonedCartMessages, AbandonedCartOutcome } from './abandoned-cart-outcome.js';
import { abandonedCartDecision } from './abandoned-cart-rule.js';
import { SignUpPaymentEntity } from './sign-up-payment.entity.js';

export interface AbandonedCartResult {
  outcome: AbandonedCartOutcome;
  caseRecord: CaseEntity;
  remindersSent: number;
}

/** How many due carts one sweep takes; the next sweep takes the rest. */
export const ABANDONED_CART_BATCH = 200;

type LockedCase = Pick<CaseChangeContext, 'manager' | 'caseRecord' | 'record'>;

/**
 * Abandoned carts (spec 001 "handleAbandonedCart", details not shown; designed here): a payment sign-up whose
 * case has no card abandonedCartAfterHours after it opened gets a reminder with a fresh payment link (a sent
 * link, through the case message writer), at most abandonedCartMaxReminders times, each the same hours after
 * the one before, none once the card arrived. A reminder is claimed by raising the sign-up's remindersSent in
 * the same transaction that writes the link and its message, with the case and the sign-up row locked, so two
 * sweeps (or a sweep and a staff call) never send the same reminder twice.
 */
@Injectable()
export class AbandonedCarts {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(PaymentSetupService) private readonly paymentSetup: PaymentSetupService,
    @Inject(CaseMessagesService) private readonly messages: CaseMessagesService,
  ) {}

  /** handleAbandonedCart: payment staff run the handling of one case now (the same rule as the sweep). */
  async handleForStaff(principal: Principal, caseId: string, now = new Date()): Promise<AbandonedCartResult> {
    const { result, message } = await this.change.run(principal, caseId, PaymentRules.manage, (context) =>
      this.handleLocked(context, context.principal, principal.userId, now),
    );
    if (message) await this.messages.enqueue(message);
    return result;
  }

  /** The sweep's handling of one case, by the product itself (no person behind the reminder). */
  async handleDue(organizationId: string, caseId: string, now: Date): Promise<AbandonedCartOutcome | null> {
    const handled = await this.activityTransaction.run(async (manager, record) => {
      const caseRecord = await manager.findOne(CaseEntity, {
        where: { id: caseId, organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      // An archived case is closed: nobody is reminded to pay for it.
      if (!caseRecord || caseRecord.isArchived) return null;
      const recordOnCase = (type: CaseActivityType, payload?: ActivityPayload) =>
        record({ organizationId, caseId, actorUserId: null, type, payload });
      return this.handleLocked(
        { manager, caseRecord, record: recordOnCase },
        // Written by the product itself, as a workflow run writes: the organization, no person behind it.
        workflowActor(organizationId),
        null,
        now,
      );
    });
    if (!handled) return null;
    if (handled.message) await this.messages.enqueue(handled.message);
    return handled.result.outcome;
  }

  /**
   * The payment sign-ups whose next reminder may be due at `now` (the rule is applied again, locked, by each
   * handling): no card yet, case open, reminders left, the hours passed. Oldest first.
   */
  async due(now: Date, limit = ABANDONED_CART_BATCH): Promise<{ organizationId: string; caseId: string }[]> {
    const rows: { organization_id: string; case_id: string }[] = await this.dataSource.query(
      `SELECT s.organization_id, s.case_id
         FROM sign_up_payment s
         JOIN case_record c ON c.id = s.case_id
         JOIN organization o ON o.id = s.organization_id
        WHERE c.payment_info_status <> $2 AND NOT c.is_archived
          AND s.reminders_sent < COALESCE((o.settings -> 'payments' ->> 'abandonedCartMaxReminders')::int, $3)
          AND COALESCE(s.last_reminder_at, s.created_at)
              + COALESCE((o.settings -> 'payments' ->> 'abandonedCartAfterHours')::numeric, $4) * interval '1 hour' <= $1
        ORDER BY COALESCE(s.last_reminder_at, s.created_at), s.case_id
        LIMIT $5`,
      [
        now,
        PaymentInfoStatus.SUBMITTED,
        DEFAULT_PAYMENT_SETTINGS.abandonedCartMaxReminders,
        DEFAULT_PAYMENT_SETTINGS.abandonedCartAfterHours,
        limit,
      ],
    );
    return rows.map((row) => ({ organizationId: row.organization_id, caseId: row.case_id }));
  }

  /**
   * A reminder that cannot be written (the employee has no address the organization may write to) is put
   * off by the organization's hours rather than tried again at every sweep; it does not count as sent.
   */
  async postpone(organizationId: string, caseId: string, now: Date): Promise<void> {
    await this.dataSource
      .getRepository(SignUpPaymentEntity)
      .update({ organizationId, caseId }, { lastReminderAt: now });
  }

  private async handleLocked(
    context: LockedCase,
    sender: Principal,
    actorUserId: string | null,
    now: Date,
  ): Promise<{ result: AbandonedCartResult; message: CaseMessageEntity | null }> {
    const { manager, caseRecord } = context;
    const cart = await manager.findOne(SignUpPaymentEntity, {
      where: { caseId: caseRecord.id, organizationId: caseRecord.organizationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!cart)
      return {
        result: { outcome: AbandonedCartOutcome.NOT_A_PAYMENT_SIGN_UP, caseRecord, remindersSent: 0 },
        message: null,
      };
    const organization = await manager.findOneByOrFail(OrganizationEntity, { id: caseRecord.organizationId });
    const settings = resolvePaymentSettings(organization.settings?.payments);
    const outcome = abandonedCartDecision(
      {
        paymentSubmitted: caseRecord.paymentInfoStatus === PaymentInfoStatus.SUBMITTED,
        remindersSent: cart.remindersSent,
        signedUpAt: cart.createdAt,
        lastReminderAt: cart.lastReminderAt,
      },
      settings,
      now,
    );
    if (outcome !== AbandonedCartOutcome.REMINDER_SENT)
      return { result: { outcome, caseRecord, remindersSent: cart.remindersSent }, message: null };
    const remindersSent = cart.remindersSent + 1;
    const message = await this.paymentSetup.writeLink(context, {
      sender,
      actorUserId,
      channel: MessageChannel.EMAIL,
      amountCents: await caseFirstChargeDue(manager, caseRecord),
      text: AbandonedCartMessages.REMINDER_TEXT,
      activityPayload: { abandonedCartReminder: remindersSent },
    });
    await manager.update(SignUpPaymentEntity, { id: cart.id }, { remindersSent, lastReminderAt: now });
    return { result: { outcome, caseRecord, remindersSent }, message };
  }
}
