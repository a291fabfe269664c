import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '#access';
import { ACTIVITY_RETURNING, type ActivityPayload, ActivityTransaction, TRIGGER_BY_ACTIVITY } from '#events';
import { Provider, ProviderEventsService } from '#domain/provider-events';
import type { CaseMessageEntity } from './case-message.entity.js';
import { MessageChannel, outboundType } from './case-message.enums.js';
import { activityTypeOf } from './case-messages.service.js';
import { MAX_REASON_LENGTH } from './message-status-entry.js';
import { TWILIO_STATUSES } from './twilio-message-status.js';

/** A message claimed for its send, with what the send needs. */
export type PendingMessage = Pick<
  CaseMessageEntity,
  'id' | 'organizationId' | 'caseId' | 'channel' | 'type' | 'toAddress' | 'subject' | 'sentBody' | 'errorReason'
> & {
  /** The attempt this claim is, counting from 1: attempts cut short by a stopped worker count too. */
  attempt: number;
  /** The token of the case's reply address when it has one already (read with the message). */
  replyToken: string | null;
};

const PENDING_TYPES = `('OUTBOUND_EMAIL_PENDING', 'OUTBOUND_SMS_PENDING')`;

// The messages asked for ($1) that are still pending and due, each counted an attempt and held for the lease
// ($2 ms: its next attempt is pushed that far, so a worker that dies mid-send leaves it to a later claim).
// Rows another worker is claiming at this moment are skipped rather than waited for. The case's reply
// address token comes back in the same statement.
const CLAIM = `WITH picked AS (
       SELECT id FROM case_message
        WHERE id = ANY($1::uuid[]) AND type IN ${PENDING_TYPES} AND next_attempt_at <= now()
        FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE case_message m
          SET attempts = m.attempts + 1,
              next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
         FROM picked WHERE m.id = picked.id
       RETURNING m.id, m.organization_id, m.case_id, m.channel, m.type, m.to_address, m.subject, m.sent_body,
                 m.error_reason, m.attempts)
   SELECT claimed.id, claimed.organization_id AS "organizationId", claimed.case_id AS "caseId", claimed.channel,
          claimed.type, claimed.to_address AS "toAddress", claimed.subject, claimed.sent_body AS "sentBody",
          claimed.error_reason AS "errorReason", claimed.attempts AS attempt, reply.token AS "replyToken"
     FROM claimed
     LEFT JOIN case_reply_address reply
       ON reply.case_id = claimed.case_id AND reply.organization_id = claimed.organization_id`;

// Pending messages whose attempt has been due for more than $1 ms: their due id was lost (a Redis emptied,
// a wake-up that never arrived) or their worker died mid-send and the lease ran out.
const OVERDUE = `SELECT id FROM case_message
  WHERE type IN ${PENDING_TYPES} AND next_attempt_at < now() - make_interval(secs => $1::double precision / 1000)
  ORDER BY next_attempt_at LIMIT $2`;

// A failed attempt to try again: its reason kept, its next attempt not before $3 ms from now.
const RETRY_LATER = `UPDATE case_message
    SET error_reason = $2, next_attempt_at = now() + make_interval(secs => $3::double precision / 1000),
        updated_at = now()
  WHERE id = $1 AND type IN ${PENDING_TYPES}`;

// Claims let go before their attempt started (the worker stops): due at once, the attempt not counted.
const RELEASE = `UPDATE case_message SET next_attempt_at = now(), attempts = attempts - 1
  WHERE id = ANY($1::uuid[]) AND type IN ${PENDING_TYPES}`;

/** What settling an outcome needs of the message. */
type SettledMessage = Pick<CaseMessageEntity, 'id' | 'organizationId' | 'caseId' | 'channel'>;

/** A send's outcome: the message moves out of _PENDING to SENT (with the provider's id) or to ERROR. */
export type MessageOutcome =
  | { message: SettledMessage; status: 'SENT'; providerMessageId: string | null }
  | { message: SettledMessage; status: 'ERROR'; reason: string };

// Every outcome of a batch in one statement: each row moves out of _PENDING only if it still is, and the
// timeline entry of each row it moved is inserted from that row, so all commit together or none does, and
// a second settle of a message finds nothing. An entry no workflow trigger can act on is inserted done for
// the workflow (workflow_done_at), so it gets no workflow job; the others get theirs when dispatched.
const SETTLE_ALL = `WITH outcome AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[],
                            $8::text[], $9::jsonb[], $10::boolean[])
         AS o(id, organization_id, pending_type, settled_type, provider_message_id, sent_at, error_reason,
              activity_type, payload, workflow_done)),
     settled AS (
       UPDATE case_message m
          SET type = o.settled_type, provider_message_id = COALESCE(o.provider_message_id, m.provider_message_id),
              sent_at = COALESCE(o.sent_at, m.sent_at), error_reason = o.error_reason, updated_at = now()
         FROM outcome o
        WHERE m.id = o.id AND m.organization_id = o.organization_id AND m.type = o.pending_type
        RETURNING m.id, m.organization_id, m.case_id)
   INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, workflow_done_at)
   SELECT settled.organization_id, settled.case_id, o.activity_type, NULL, o.payload,
          CASE WHEN o.workflow_done THEN clock_timestamp() END
     FROM settled JOIN outcome o ON o.id = settled.id
   RETURNING ${ACTIVITY_RETURNING}`;

/**
 * The worker's side of an outbound message: claiming the messages due for an attempt, and their outcome.
 * The table is the send queue: a pending message is claimed for one attempt at a time, and each outcome moves
 * the row out of _PENDING only if it still is, with its timeline entry in the same statement. Claims and
 * outcomes come in batches, one statement per batch.
 */
@Injectable()
export class MessageDeliveryService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(ProviderEventsService) private readonly providerEvents: ProviderEventsService,
  ) {}

  /** Claims those of the messages that are still pending and due, held for `leaseMs` (see CLAIM). */
  async claim(messageIds: readonly string[], leaseMs: number): Promise<PendingMessage[]> {
    const ids = messageIds.filter(isUuid);
    return ids.length === 0 ? [] : this.dataSource.query(CLAIM, [ids, leaseMs]);
  }

  /** Up to `limit` pending messages due for longer than `olderThanMs` (see OVERDUE), the longest first. */
  async overdue(olderThanMs: number, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(OVERDUE, [olderThanMs, limit]);
    return rows.map((row) => row.id);
  }

  /** Lets claimed messages go before their attempt started: due again at once. */
  async release(messageIds: readonly string[]): Promise<void> {
    if (messageIds.length > 0) await this.dataSource.query(RELEASE, [messageIds]);
  }

  /** A failed attempt worth another: the reason kept for staff, the next attempt after `afterMs`. */
  async retryLater(message: Pick<PendingMessage, 'id'>, reason: string, afterMs: number): Promise<void> {
    await this.dataSource.query(RETRY_LATER, [message.id, reason.slice(0, MAX_REASON_LENGTH), afterMs]);
  }

  /**
   * Settles a batch of outcomes in one statement (see SETTLE_ALL) and dispatches their timeline entries
   * after it committed. Answers, per outcome in order, whether it moved its message (false: settled before).
   * Twilio statuses of the texts just sent that came before their send are then processed again.
   */
  async settleAll(batch: readonly MessageOutcome[]): Promise<boolean[]> {
    // One outcome per message: a second one in the same statement would join the moved row twice.
    const firsts = new Map<string, MessageOutcome>();
    for (const outcome of batch) if (!firsts.has(outcome.message.id)) firsts.set(outcome.message.id, outcome);
    const outcomes = [...firsts.values()];
    if (outcomes.length === 0) return [];
    const now = new Date();
    const column = <T>(value: (outcome: MessageOutcome) => T) => outcomes.map(value);
    const recorded = await this.activityTransaction.runStatement(SETTLE_ALL, [
      column(({ message }) => message.id),
      column(({ message }) => message.organizationId),
      column(({ message }) => outboundType(message.channel, 'PENDING')),
      column((outcome) => outboundType(outcome.message.channel, outcome.status)),
      column((outcome) => (outcome.status === 'SENT' ? outcome.providerMessageId : null)),
      column((outcome) => (outcome.status === 'SENT' ? now : null)),
      column((outcome) => (outcome.status === 'ERROR' ? outcome.reason.slice(0, MAX_REASON_LENGTH) : null)),
      column(({ message }) => activityTypeOf(message.channel)),
      // The reason may name the address: it stays on the message (staff only), not on the timeline.
      column(({ message, status }) =>
        JSON.stringify({ messageId: message.id, channel: message.channel, status } satisfies ActivityPayload),
      ),
      column(({ message }) => !TRIGGER_BY_ACTIVITY[activityTypeOf(message.channel)]),
    ]);
    const settledIds = new Set(recorded.map((activity) => String(activity.payload.messageId)));
    const earlyStatuses = outcomes.flatMap((outcome) =>
      settledIds.has(outcome.message.id) &&
      outcome.status === 'SENT' &&
      outcome.providerMessageId &&
      outcome.message.channel === MessageChannel.SMS
        ? TWILIO_STATUSES.map((status) => `${outcome.providerMessageId}:${status}`)
        : [],
    );
    if (earlyStatuses.length > 0) await this.providerEvents.requeueUnprocessed(Provider.TWILIO_STATUS, earlyStatuses);
    return batch.map((outcome) => firsts.get(outcome.message.id) === outcome && settledIds.has(outcome.message.id));
  }
}
