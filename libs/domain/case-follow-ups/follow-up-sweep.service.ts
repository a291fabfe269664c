import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '#access';
import { ActivityTransaction, type ActivityPayload, CaseActivityType, type RecordActivity } from '#events';
import { CaseEntity, OrderStatus } from '#domain/cases';
import {
  type CaseMessageEntity,
  CaseMessagesService,
  MessageChannel,
  MessageComposer,
  MessageRefusals,
  writeOutboundMessage,
} from '#domain/case-messages';
import { FormEntity, FormVersionEntity } from '#domain/forms';
import { workflowActor } from '#domain/workflow-runs';
import { CaseFollowUpEntity } from './case-follow-up.entity.js';
import { FollowUpClock } from './follow-up-clock.js';
import { FollowUpFormStatus } from './follow-up-form-status.js';
import { nextFollowUpDue, organizationTimeZone } from './follow-up-schedule.js';

/** The text of the message that carries a follow-up form's link. */
export const FOLLOW_UP_FORM_TEXT = 'Please answer your follow-up form linked below.';

/** Follow-ups sent (or stopped) per sweep; the next sweep takes the rest. */
export const FOLLOW_UP_BATCH = 200;

/** Why the follow-ups of a case stopped (TEXT_INFO payload). */
export type FollowUpStopReason = 'ARCHIVED' | 'ORDER_CANCELLED' | 'NO_FOLLOW_UP_PERIOD';

export interface FollowUpSweepResult {
  sent: number;
  notSent: number;
  stopped: number;
  answered: number;
}

/** Refusals that mean "this employee cannot get it now", not a failure of the sweep. */
const NOT_DELIVERABLE: readonly string[] = Object.values(MessageRefusals);

interface FollowUpForm {
  days: number | null;
  versionId: string | null;
}

/**
 * The GLP follow-up forms (spec 000 §3 Product bundle followUpFormPeriodDays and followUpFormVersion, the
 * global GLP follow-up default form version). Run by the worker's job scheduler every minute:
 * - each due follow-up is claimed with its row locked (SKIP LOCKED, so workers share the work) and, in the
 *   same transaction, sent through the communication path (the message, its FOLLOW_UP_FORM entry = FORM_SENT,
 *   the case's status fields) and moved to its next due time: a crash before commit leaves it due, one after
 *   leaves it sent, so each follow-up goes out once; the message's own job id (and the pending-messages
 *   sweep) carries it to the provider once.
 * - an archived case, a cancelled order or a plan without a period stops the schedule (STOPPED).
 * - a response to the form last sent, submitted since it went out, marks the case ANSWERED.
 */
@Injectable()
export class FollowUpSweepService {
  private readonly logger = new Logger('FollowUps');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(MessageComposer) private readonly composer: MessageComposer,
    @Inject(CaseMessagesService) private readonly messages: CaseMessagesService,
    @Inject(FollowUpClock) private readonly clock: FollowUpClock,
  ) {}

  async sweepOnce(): Promise<FollowUpSweepResult> {
    const now = this.clock.now();
    const result: FollowUpSweepResult = { sent: 0, notSent: 0, stopped: 0, answered: 0 };
    for (let done = 0; done < FOLLOW_UP_BATCH; done += 1) {
      const outcome = await this.sendNextDue(now);
      if (!outcome) break;
      result[outcome] += 1;
    }
    result.answered = await this.markAnswered();
    return result;
  }

  /** Claims one due follow-up and sends or stops it, in one transaction; null when none is due. */
  private async sendNextDue(now: Date): Promise<'sent' | 'notSent' | 'stopped' | null> {
    let message: CaseMessageEntity | null = null;
    const outcome = await this.activityTransaction.run(async (manager, record) => {
      const [claimed]: { id: string }[] = await manager.query(
        `SELECT id FROM case_follow_up WHERE next_due_at <= $1 ORDER BY next_due_at, id LIMIT 1
         FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!claimed) return null;
      const followUp = await manager.findOneByOrFail(CaseFollowUpEntity, { id: claimed.id });
      const caseRecord = await manager.findOne(CaseEntity, {
        where: { id: followUp.caseId, organizationId: followUp.organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      const recordOnCase = (type: CaseActivityType, payload?: ActivityPayload) =>
        record({ organizationId: followUp.organizationId, caseId: followUp.caseId, actorUserId: null, type, payload });
      const form = caseRecord ? await this.followUpFormOf(manager, caseRecord) : null;
      const stopReason = !caseRecord
        ? 'NO_FOLLOW_UP_PERIOD'
        : caseRecord.isArchived
          ? 'ARCHIVED'
          : caseRecord.orderStatus === OrderStatus.CANCELLED
            ? 'ORDER_CANCELLED'
            : !form?.days || form.days <= 0
              ? 'NO_FOLLOW_UP_PERIOD'
              : null;
      if (stopReason || !caseRecord || !form?.days) {
        await this.stop(manager, followUp, now, stopReason ?? 'NO_FOLLOW_UP_PERIOD', caseRecord ? recordOnCase : null);
        return 'stopped' as const;
      }
      const timeZone = await organizationTimeZone(manager, caseRecord.organizationId);
      followUp.nextDueAt = nextFollowUpDue(followUp.nextDueAt!, form.days, timeZone, now);
      const sent = await this.send(manager, caseRecord, form.versionId, recordOnCase);
      if (typeof sent === 'string') {
        await manager.save(followUp);
        await manager.update(CaseEntity, { id: caseRecord.id }, { followUpFormStatus: FollowUpFormStatus.NOT_SENT });
        await recordOnCase(CaseActivityType.TEXT_INFO, {
          field: 'followUpForm',
          status: FollowUpFormStatus.NOT_SENT,
          reason: sent,
        });
        return 'notSent' as const;
      }
      message = sent.message;
      Object.assign(followUp, { sentFormId: sent.formId, awaitingAnswerSince: now });
      await manager.save(followUp);
      await manager.update(
        CaseEntity,
        { id: caseRecord.id },
        { followUpFormStatus: FollowUpFormStatus.SENT, lastFollowUpFormSentAt: now },
      );
      return 'sent' as const;
    });
    if (message) await this.messages.enqueue(message);
    return outcome;
  }

  /** The plan's period and follow-up form version, else the global GLP follow-up default version. */
  private async followUpFormOf(manager: EntityManager, caseRecord: CaseEntity): Promise<FollowUpForm | null> {
    if (!caseRecord.productBundleId) return null;
    const [row]: FollowUpForm[] = await manager.query(
      `SELECT b.follow_up_form_period_days AS days,
              COALESCE(b.follow_up_form_version_id, (
                SELECT v.id FROM form_version v JOIN form f ON f.id = v.form_id
                 WHERE v.is_glpfollowup_default AND f.is_global ORDER BY v.created_at DESC, v.id LIMIT 1
              )) AS "versionId"
         FROM product_bundle b WHERE b.id = $1 AND b.organization_id = $2`,
      [caseRecord.productBundleId, caseRecord.organizationId],
    );
    return row ?? null;
  }

  /**
   * Writes the follow-up message as sendCaseMessage would (by nobody, as a workflow does), with a link to
   * answer exactly the chosen form version: by e-mail, or by text message when the employee has no e-mail.
   * Answers why not when the employee cannot get it or no usable form is set.
   */
  private async send(
    manager: EntityManager,
    caseRecord: CaseEntity,
    versionId: string | null,
    record: (type: CaseActivityType, payload?: ActivityPayload) => ReturnType<RecordActivity>,
  ): Promise<{ message: CaseMessageEntity; formId: string } | string> {
    const version = versionId ? await manager.findOneBy(FormVersionEntity, { id: versionId }) : null;
    const form = version && (await manager.findOneBy(FormEntity, { id: version.formId }));
    if (!version || !form) return 'No follow-up form is set for this plan';
    const actor = workflowActor(caseRecord.organizationId);
    const base = this.composer.sendLinks(manager, caseRecord, null);
    const links = { ...base, formLink: (sent: FormEntity) => base.formLink({ ...sent, currentVersionId: version.id }) };
    const attempt = (channel: MessageChannel) =>
      this.composer.compose(
        manager,
        actor,
        caseRecord,
        this.composer.parse({ channel, text: FOLLOW_UP_FORM_TEXT }),
        links,
        [form.id],
      );
    try {
      const composed = await attempt(MessageChannel.EMAIL).catch((error: unknown) => {
        if (error instanceof AppError && error.message === MessageRefusals.NO_EMAIL) return attempt(MessageChannel.SMS);
        throw error;
      });
      const message = await writeOutboundMessage(manager, caseRecord, composed, null, record);
      return { message, formId: form.id };
    } catch (error) {
      if (
        error instanceof AppError &&
        (NOT_DELIVERABLE.includes(error.message) || error.details?.field === 'templateId')
      ) {
        return error.message;
      }
      throw error;
    }
  }

  private async stop(
    manager: EntityManager,
    followUp: CaseFollowUpEntity,
    now: Date,
    reason: FollowUpStopReason,
    record: ((type: CaseActivityType, payload: ActivityPayload) => ReturnType<RecordActivity>) | null,
  ): Promise<void> {
    Object.assign(followUp, { nextDueAt: null, stoppedAt: now, awaitingAnswerSince: null });
    await manager.save(followUp);
    if (!record) return;
    await manager.update(CaseEntity, { id: followUp.caseId }, { followUpFormStatus: FollowUpFormStatus.STOPPED });
    await record(CaseActivityType.TEXT_INFO, { field: 'followUpForm', status: FollowUpFormStatus.STOPPED, reason });
  }

  /**
   * Cases whose last follow-up form was answered (a submitted response to that form on the case since it went
   * out, by whatever path: the link, the employee's page, staff) become ANSWERED, with the answer's time.
   */
  private async markAnswered(): Promise<number> {
    const rows: { caseId: string; organizationId: string; answeredAt: Date }[] = await this.dataSource.query(
      `SELECT f.case_id AS "caseId", f.organization_id AS "organizationId", max(r.submitted_at) AS "answeredAt"
         FROM case_follow_up f
         JOIN form_response r ON r.organization_id = f.organization_id AND r.case_id = f.case_id
          AND r.form_id = f.sent_form_id AND NOT r.is_draft AND r.submitted_at >= f.awaiting_answer_since
        WHERE f.awaiting_answer_since IS NOT NULL
        GROUP BY f.case_id, f.organization_id LIMIT 1000`,
    );
    let answered = 0;
    for (const row of rows) {
      const done = await this.activityTransaction.run(async (manager, record) => {
        const [, cleared]: [unknown, number] = await manager.query(
          `UPDATE case_follow_up SET awaiting_answer_since = NULL, updated_at = now()
            WHERE case_id = $1 AND awaiting_answer_since IS NOT NULL AND awaiting_answer_since <= $2`,
          [row.caseId, row.answeredAt],
        );
        if (cleared === 0) return false;
        await manager.update(
          CaseEntity,
          { id: row.caseId },
          { followUpFormStatus: FollowUpFormStatus.ANSWERED, lastFollowUpFormAnsweredAt: row.answeredAt },
        );
        await record({
          organizationId: row.organizationId,
          caseId: row.caseId,
          actorUserId: null,
          type: CaseActivityType.TEXT_INFO,
          payload: { field: 'followUpForm', status: FollowUpFormStatus.ANSWERED },
          workflowDoneAt: new Date(),
        });
        return true;
      });
      if (done) answered += 1;
    }
    if (answered > 0) this.logger.log(`follow-up forms answered: ${answered}`);
    return answered;
  }
}
