import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '#access';
import { ACTIVITY_RETURNING, type ActivityPayload, ActivityTransaction, TRIGGER_BY_ACTIVITY } from '#events';
import { Provider, ProviderEventsService } from '#domain/provider-events';
import { CaseMessageEntity } from './case-message.entity.js';
import { MessageChannel, messageStatus, outboundType } from './case-message.enums.js';
import { activityTypeOf } from './case-messages.service.js';
import { MAX_REASON_LENGTH } from './message-status-entry.js';
import { TWILIO_STATUSES } from './twilio-message-status.js';

/** What a send needs of a message still to send. */
export type PendingMessage = Pick<
  CaseMessageEntity,
  'id' | 'organizationId' | 'caseId' | 'channel' | 'type' | 'toAddress' | 'subject' | 'sentBody'
> & {
  /** The token of the case's reply address when it has one already (read with the message). */
  replyToken: string | null;
};

/** A message to load for its send: its id and the organization its job names. */
export interface MessageKey {
  messageId: string;
  organizationId: string;
}

/** What settling an outcome needs of the message. */
type SettledMessage = Pick<CaseMessageEntity, 'id' | 'organizationId' | 'caseId' | 'channel'>;

/** A send's outcome: the message moves out of _PENDING to SENT (with the provider's id) or to ERROR. */
export type MessageOutcome =
  | { message: SettledMessage; status: 'SENT'; providerMessageId: string | null }
  | { message: SettledMessage; status: 'ERROR'; reason: string };

// The columns a send needs, and the case's reply address token, of the messages asked for (ids checked
// to be UUIDs first: a malformed one would fail the statement, and with it the loads of other jobs).
const LOAD_PENDING = `SELECT m.id, m.organization_id AS "organizationId", m.case_id AS "caseId", m.channel, m.type,
         m.to_address AS "toAddress", m.subject, m.sent_body AS "sentBody", reply.token AS "replyToken"
    FROM unnest($1::uuid[], $2::uuid[]) AS asked(id, organization_id)
    JOIN case_message m ON m.id = asked.id AND m.organization_id = asked.organization_id
    LEFT JOIN case_reply_address reply ON reply.case_id = m.case_id AND reply.organization_id = m.organization_id`;

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
              sent_at = COALESCE(o.sent_at, m.sent_at), error_reason = o.error_reason, attempts = m.attempts + 1,
              updated_at = now()
         FROM outcome o
        WHERE m.id = o.id AND m.organization_id = o.organization_id AND m.type = o.pending_type
        RETURNING m.id, m.organization_id, m.case_id)
   INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, workflow_done_at)
   SELECT settled.organization_id, settled.case_id, o.activity_type, NULL, o.payload,
          CASE WHEN o.workflow_done THEN clock_timestamp() END
     FROM settled JOIN outcome o ON o.id = settled.id
   RETURNING ${ACTIVITY_RETURNING}`;

/**
 * The worker's side of an outbound message: what is still to send, and its outcome. Each outcome moves
 * the row out of _PENDING only if it still is, with its timeline entry in the same statement. Loads and
 * outcomes come in batches (the messages the worker sends at once), one statement per batch.
 */
@Injectable()
export class MessageDeliveryService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(ProviderEventsService) private readonly providerEvents: ProviderEventsService,
  ) {}

  /** The message if it is still to be sent; null once sent or failed. Throws when it does not exist there. */
  async pending(messageId: string, organizationId: string): Promise<PendingMessage | null> {
    const [loaded] = await this.pendingAll([{ messageId, organizationId }]);
    if (loaded instanceof Error) throw loaded;
    return loaded;
  }

  /**
   * Each message asked for, in order: the message if it is still to be sent, null once sent or failed, an
   * Error when it does not exist in that organization. Plain SQL for the columns a send needs, one
   * statement for the batch: it runs for every message, where entity loading and a statement each cost.
   */
  async pendingAll(keys: readonly MessageKey[]): Promise<(PendingMessage | null | Error)[]> {
    const valid = keys.filter((key) => isUuid(key.messageId) && isUuid(key.organizationId));
    const rows: PendingMessage[] =
      valid.length === 0
        ? []
        : await this.dataSource.query(LOAD_PENDING, [
            valid.map((key) => key.messageId),
            valid.map((key) => key.organizationId),
          ]);
    const byKey = new Map(rows.map((row) => [`${row.id}/${row.organizationId}`, row]));
    return keys.map((key) => {
      const message = byKey.get(`${key.messageId.toLowerCase()}/${key.organizationId.toLowerCase()}`);
      if (!message) return new Error(`Message ${key.messageId} not found in organization ${key.organizationId}`);
      return messageStatus(message.type) === 'PENDING' ? message : null;
    });
  }

  /**
   * Right after the provider accepted it, so a rerun of the job finds it sent. Twilio status callbacks that
   * came before this (they wait unprocessed, no message had the SID yet) are then processed again.
   */
  async markSent(message: SettledMessage, providerMessageId: string | null): Promise<boolean> {
    const [settled] = await this.settleAll([{ message, status: 'SENT', providerMessageId }]);
    return settled;
  }

  /** A failed attempt; `final` moves the message to _ERROR with the provider's reason. */
  async markFailed(message: SettledMessage, reason: string, final: boolean): Promise<boolean> {
    if (final) return (await this.settleAll([{ message, status: 'ERROR', reason }]))[0];
    await this.dataSource
      .createQueryBuilder()
      .update(CaseMessageEntity)
      .set({ errorReason: reason.slice(0, MAX_REASON_LENGTH), attempts: () => 'attempts + 1' })
      .where('id = :id AND organization_id = :organizationId AND type = :type', {
        id: message.id,
        organizationId: message.organizationId,
        type: outboundType(message.channel, 'PENDING'),
      })
      .execute();
    return false;
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
