import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ACTIVITY_RETURNING,
  CaseActivityRecorder,
  CaseActivityType,
  type InsertedActivityRow,
  TRIGGER_BY_ACTIVITY,
} from '#events';
import {
  Provider,
  type ProviderEventEntity,
  type ProviderEventHandler,
  ProviderEventHandlers,
  type ProviderEventOutcome,
} from '#domain/provider-events';
import { notifyEmployeesReplied } from '#domain/notifications';
import { consentKeywordOf, SmsConsentService, toE164 } from '#domain/sms-consent';
import { SmsSender } from '#integrations';
import { CaseMessageEntity } from './case-message.entity.js';
import { CaseMessageType, MessageChannel, outboundType } from './case-message.enums.js';
import { CaseMessagesService } from './case-messages.service.js';
import { openCasesOfSenders, type OpenCaseOfSender } from './employee-open-cases.js';

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
    const [outcome] = await this.handleAll([event], manager);
    return outcome;
  }

  /**
   * The texts of a batch together: their senders' open cases read by one statement, the new messages and their
   * timeline entries written by another, and the case teams' notices by two more, whatever the batch's size.
   */
  async handleAll(events: readonly ProviderEventEntity[], manager: EntityManager): Promise<ProviderEventOutcome[]> {
    const texts = events.map(readText);
    const senders = texts.flatMap((text) => ('sender' in text && text.sender ? [text.sender] : []));
    const casesBySender = await openCasesOfSenders(manager, senders);
    const outcomes: ProviderEventOutcome[] = [];
    const threaded: ThreadedText[] = [];
    for (const [index, text] of texts.entries()) {
      if ('reason' in text) {
        outcomes[index] = { handled: false, reason: text.reason };
        continue;
      }
      const cases = text.sender ? (casesBySender.get(text.sender) ?? []) : [];
      if (text.sender && cases.length > 0) threaded.push({ ...text, index, sender: text.sender, cases });
      else outcomes[index] = await this.fromUnknownSender(manager, text.event, text.sender);
    }
    const stored = await this.storeAllOnce(manager, threaded);
    const added = threaded.flatMap((text) => {
      const messageId = stored.get(text.sid);
      // A SID already on a case (a replay, or a repeat within the batch) adds nothing.
      stored.delete(text.sid);
      return messageId ? [{ ...text, messageId }] : [];
    });
    await notifyEmployeesReplied(
      manager,
      added.map((text) => ({
        replyId: text.messageId,
        caseRecord: { id: text.cases[0].caseId, organizationId: text.cases[0].organizationId },
        employeeId: text.cases[0].employeeId,
        text: text.body,
      })),
    );
    for (const text of threaded) outcomes[text.index] = { handled: true };
    for (const text of added) {
      if (text.cases.length < 2) continue;
      const reply = await this.replyWhichCase(manager, text.sender, text.cases[0]);
      // Enqueued once the reply's row is committed, so its job never runs before the row exists.
      if (reply) outcomes[text.index] = { handled: true, afterCommit: () => this.messages.enqueue(reply) };
    }
    return outcomes;
  }

  /** No open case has this number: no case touched; answered at most once a day, unless it opted out. */
  private async fromUnknownSender(
    manager: EntityManager,
    event: ProviderEventEntity,
    sender: string | null,
  ): Promise<ProviderEventOutcome> {
    this.logger.log(`Inbound SMS ${event.id}: no open case of an employee with that number, no case touched`);
    if (!sender || (await this.consent.isOptedOut(sender))) return { handled: true };
    if (!(await this.claimDailyAnswer(manager, sender, event.receivedAt))) return { handled: true };
    return { handled: true, afterCommit: () => this.answerUnknown(event.id, sender) };
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

  /**
   * Inserts the INBOUND_SMS rows, each on its sender's latest open case, and their SMS_RECEIVED entries in one
   * statement; a SID already stored (unique index) is skipped. Answers the new messages' ids by SID.
   */
  private async storeAllOnce(manager: EntityManager, texts: readonly ThreadedText[]): Promise<Map<string, string>> {
    if (texts.length === 0) return new Map();
    const column = <T>(pick: (text: ThreadedText) => T): T[] => texts.map(pick);
    const rows: (InsertedActivityRow & { providerMessageId: string })[] = await manager.query(INSERT_ALL_ONCE, [
      column((text) => text.cases[0].organizationId),
      column((text) => text.cases[0].caseId),
      column((text) => text.sender),
      column((text) => text.body),
      column((text) => text.sid),
      // When it arrived, so the thread keeps it before anything written while processing it (a reply).
      column((text) => text.event.receivedAt),
      column((text) => text.cases[0].employeeId),
      MessageChannel.SMS,
      CaseMessageType.INBOUND_SMS,
      CaseActivityType.SMS_RECEIVED,
      // One no workflow trigger can act on is recorded done for the workflow: it costs no workflow job.
      !TRIGGER_BY_ACTIVITY[CaseActivityType.SMS_RECEIVED],
    ]);
    this.recorder.inserted(rows.map(({ providerMessageId: _sid, ...activity }) => activity));
    return new Map(rows.map((row) => [row.providerMessageId, (row.payload as { messageId: string }).messageId]));
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

interface InboundText {
  event: ProviderEventEntity;
  sid: string;
  sender: string | null;
  body: string;
}

interface ThreadedText extends InboundText {
  /** Its position in the batch. */
  index: number;
  sender: string;
  /** The sender's open cases, latest first (never empty). */
  cases: OpenCaseOfSender[];
}

/** What an inbound text says, or why this handler passes it (consent keywords are sms-consent's). */
function readText(event: ProviderEventEntity): InboundText | { reason: string } {
  const { MessageSid: sid, From: from, Body: rawBody } = event.payload;
  const body = typeof rawBody === 'string' ? rawBody : '';
  if (consentKeywordOf(body)) return { reason: 'a consent keyword (sms-consent takes it)' };
  if (typeof sid !== 'string') return { reason: 'MessageSid missing' };
  return { event, sid, sender: typeof from === 'string' ? toE164(from) : null, body };
}

// The texts' messages and, for each message inserted, its timeline entry, so both commit or neither does. A
// repeated SID (ON CONFLICT on the inbound SID index) inserts neither.
const INSERT_ALL_ONCE = `WITH incoming AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::text[], $5::varchar[], $6::timestamptz[],
                            $7::uuid[])
         WITH ORDINALITY AS i(organization_id, case_id, to_address, body, provider_message_id, received_at,
                              employee_id, n)),
     message AS (
       INSERT INTO case_message (organization_id, case_id, channel, type, to_address, subject, body, sent_body,
                                 provider_message_id, created_at, sent_at, created_by_id)
       SELECT organization_id, case_id, $8, $9, to_address, NULL, body, body, provider_message_id, received_at,
              received_at, employee_id
         FROM incoming ORDER BY n
       ON CONFLICT DO NOTHING
       RETURNING id, organization_id, case_id, created_by_id, provider_message_id),
     activity AS (
       INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, workflow_done_at)
       SELECT organization_id, case_id, $10, created_by_id,
              jsonb_build_object('messageId', id, 'channel', $8::text, 'status', 'RECEIVED'),
              CASE WHEN $11 THEN clock_timestamp() END
         FROM message
       RETURNING ${ACTIVITY_RETURNING})
   SELECT activity.*, message.provider_message_id AS "providerMessageId"
     FROM activity JOIN message ON message.id = (activity.payload->>'messageId')::uuid`;
