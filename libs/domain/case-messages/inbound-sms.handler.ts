import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CaseActivityRecorder, CaseActivityType, TRIGGER_BY_ACTIVITY } from '#events';
import {
  Provider,
  type ProviderEventEntity,
  type ProviderEventHandler,
  ProviderEventHandlers,
  type ProviderEventOutcome,
} from '#domain/provider-events';
import { notifyEmployeeReplied } from '#domain/notifications';
import { consentKeywordOf, SmsConsentService, toE164 } from '#domain/sms-consent';
import { SmsSender } from '#integrations';
import { CaseMessageEntity } from './case-message.entity.js';
import { CaseMessageType, MessageChannel, outboundType } from './case-message.enums.js';
import { CaseMessagesService } from './case-messages.service.js';
import { openCasesOfSender, type OpenCaseOfSender } from './employee-open-cases.js';

export const threadedReply = (shortId: string) => `Your message was added to request #${shortId}.`;
/** The one answer to a number no open case belongs to (one segment, no case named). */
export const UNKNOWN_SENDER_REPLY =
  'Sorry, we could not match your number to a request. Please sign in to send your message to your case team.';

/**
 * An inbound text message that is not a consent keyword (those are sms-consent's: this handler passes
 * them whatever the order of registration) joins the thread of its sender's latest open case, with an
 * SMS_RECEIVED entry on the timeline. When the sender has several open cases, an automatic reply says
 * which one it went to. An unknown sender touches no case; it is logged without the number and answered
 * (after the processing committed) at most once a day, unless the number opted out.
 */
@Injectable()
export class InboundSmsHandler implements ProviderEventHandler, OnModuleInit {
  readonly provider = Provider.TWILIO_SMS;
  readonly name = 'case-message-inbound';
  private readonly logger = new Logger('CaseMessages');

  constructor(
    @Inject(ProviderEventHandlers) private readonly registry: ProviderEventHandlers,
    @Inject(CaseActivityRecorder) private readonly recorder: CaseActivityRecorder,
    @Inject(SmsConsentService) private readonly consent: SmsConsentService,
    @Inject(CaseMessagesService) private readonly messages: CaseMessagesService,
    @Inject(SmsSender) private readonly sms: SmsSender,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(event: ProviderEventEntity, manager: EntityManager): Promise<ProviderEventOutcome> {
    const { MessageSid: sid, From: from, Body: rawBody } = event.payload;
    const body = typeof rawBody === 'string' ? rawBody : '';
    if (consentKeywordOf(body)) return { handled: false, reason: 'a consent keyword (sms-consent takes it)' };
    if (typeof sid !== 'string') return { handled: false, reason: 'MessageSid missing' };
    const sender = typeof from === 'string' ? toE164(from) : null;
    const cases = sender ? await openCasesOfSender(manager, sender) : [];
    if (!sender || cases.length === 0) {
      this.logger.log(`Inbound SMS ${event.id}: no open case of an employee with that number, no case touched`);
      if (!sender || (await this.consent.isOptedOut(sender))) return { handled: true };
      if (!(await this.claimDailyAnswer(manager, sender, event.receivedAt))) return { handled: true };
      return { handled: true, afterCommit: () => this.answerUnknown(event.id, sender) };
    }
    const [latest] = cases;
    const saved = await this.storeOnce(manager, event, sid, sender, body, latest);
    if (!saved) return { handled: true }; // this SID is already on a case: a replay adds nothing
    await this.recorder.record(manager, {
      organizationId: latest.organizationId,
      caseId: latest.caseId,
      type: CaseActivityType.SMS_RECEIVED,
      actorUserId: latest.employeeId,
      payload: { messageId: saved.id, channel: MessageChannel.SMS, status: 'RECEIVED' },
      // One no workflow trigger can act on is recorded done for the workflow: it costs no workflow job.
      workflowDoneAt: TRIGGER_BY_ACTIVITY[CaseActivityType.SMS_RECEIVED] ? undefined : new Date(),
    });
    await notifyEmployeeReplied(manager, {
      replyId: saved.id,
      caseRecord: { id: latest.caseId, organizationId: latest.organizationId },
      employeeId: latest.employeeId,
      text: body,
    });
    const reply = cases.length > 1 ? await this.replyWhichCase(manager, sender, latest) : null;
    // Enqueued once the reply's row is committed, so its job never runs before the row exists.
    return reply ? { handled: true, afterCommit: () => this.messages.enqueue(reply) } : { handled: true };
  }

  /**
   * True when this number was not answered in the 24 hours before `at` (and records this answer): one
   * statement, so two messages processed at once cannot both be answered.
   */
  private async claimDailyAnswer(manager: EntityManager, phoneNumber: string, at: Date): Promise<boolean> {
    const claimed: unknown[] = await manager.query(
      `INSERT INTO unknown_sender_reply (phone_number, answered_at) VALUES ($1, $2)
       ON CONFLICT (phone_number) DO UPDATE SET answered_at = excluded.answered_at
       WHERE unknown_sender_reply.answered_at <= excluded.answered_at - interval '24 hours'
       RETURNING phone_number`,
      [phoneNumber, at],
    );
    return claimed.length > 0;
  }

  private async answerUnknown(eventId: string, sender: string): Promise<void> {
    await this.sms.send({ to: sender, body: UNKNOWN_SENDER_REPLY });
    this.logger.log(`Inbound SMS ${eventId}: the unknown sender was answered`);
  }

  /** Inserts the INBOUND_SMS row unless one with this SID exists (unique index): its id, or null. */
  private async storeOnce(
    manager: EntityManager,
    event: ProviderEventEntity,
    sid: string,
    sender: string,
    body: string,
    target: OpenCaseOfSender,
  ): Promise<{ id: string } | null> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(CaseMessageEntity)
      .values({
        organizationId: target.organizationId,
        caseId: target.caseId,
        channel: MessageChannel.SMS,
        type: CaseMessageType.INBOUND_SMS,
        toAddress: sender,
        subject: null,
        body,
        sentBody: body,
        providerMessageId: sid,
        // When it arrived, so the thread keeps it before anything written while processing it (a reply).
        createdAt: event.receivedAt,
        sentAt: event.receivedAt,
        createdById: target.employeeId,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const [row] = result.raw as { id: string }[];
    return row ?? null;
  }

  /**
   * "Your message was added to request #…", through the normal outbound path: a pending message with its
   * timeline entry, sent by the messages worker. Not to a number that opted out.
   */
  private async replyWhichCase(
    manager: EntityManager,
    sender: string,
    target: OpenCaseOfSender,
  ): Promise<CaseMessageEntity | null> {
    if (await this.consent.isOptedOut(sender)) return null;
    const text = threadedReply(target.shortId);
    const reply = await manager.save(
      manager.create(CaseMessageEntity, {
        organizationId: target.organizationId,
        caseId: target.caseId,
        channel: MessageChannel.SMS,
        type: outboundType(MessageChannel.SMS, 'PENDING'),
        toAddress: sender,
        subject: null,
        body: text,
        sentBody: text,
        createdById: null,
      }),
    );
    await this.recorder.record(manager, {
      organizationId: target.organizationId,
      caseId: target.caseId,
      type: CaseActivityType.SMS_SENT,
      actorUserId: null,
      payload: { messageId: reply.id, channel: MessageChannel.SMS, status: 'PENDING' },
    });
    // The caller marks it due after commit; the drain's scheduled run sends it should that fail.
    return reply;
  }
}
