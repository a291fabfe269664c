import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACTIVITY_RETURNING, type ActivityPayload, ActivityTransaction } from '#events';
import { Provider, ProviderEventsService } from '#domain/provider-events';
import { CaseMessageEntity } from './case-message.entity.js';
import { messageStatus, outboundType } from './case-message.enums.js';
import { activityTypeOf } from './case-messages.service.js';
import { MAX_REASON_LENGTH } from './message-status-entry.js';
import { MessageChannel } from './case-message.enums.js';
import { TWILIO_STATUSES } from './twilio-message-status.js';

/** What a send needs of a message still to send. */
export type PendingMessage = Pick<
  CaseMessageEntity,
  'id' | 'organizationId' | 'caseId' | 'channel' | 'type' | 'toAddress' | 'subject' | 'sentBody'
>;

/** What settling an outcome needs of the message. */
type SettledMessage = Pick<CaseMessageEntity, 'id' | 'organizationId' | 'caseId' | 'channel'>;

/** Longest provider reason kept: enough to act on, never a whole response body. */

/**
 * The worker's side of an outbound message: what is still to send, and its outcome. Each outcome moves
 * the row out of _PENDING only if it still is, with its timeline entry in the same transaction.
 */
@Injectable()
export class MessageDeliveryService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(ProviderEventsService) private readonly providerEvents: ProviderEventsService,
  ) {}

  /**
   * The message if it is still to be sent; null once sent or failed. Throws when it does not exist there.
   * Plain SQL for the columns a send needs: it runs once per message, where entity loading costs.
   */
  async pending(messageId: string, organizationId: string): Promise<PendingMessage | null> {
    const [message]: PendingMessage[] = await this.dataSource.query(
      `SELECT id, organization_id AS "organizationId", case_id AS "caseId", channel, type, to_address AS "toAddress",
              subject, sent_body AS "sentBody"
         FROM case_message WHERE id = $1 AND organization_id = $2`,
      [messageId, organizationId],
    );
    if (!message) throw new Error(`Message ${messageId} not found in organization ${organizationId}`);
    return messageStatus(message.type) === 'PENDING' ? message : null;
  }

  /**
   * Right after the provider accepted it, so a rerun of the job finds it sent. Twilio status callbacks that
   * came before this (they wait unprocessed, no message had the SID yet) are then processed again.
   */
  async markSent(message: SettledMessage, providerMessageId: string | null): Promise<boolean> {
    const settled = await this.settle(message, 'SENT', { providerMessageId, sentAt: new Date(), errorReason: null });
    if (settled && providerMessageId && message.channel === MessageChannel.SMS)
      await this.providerEvents.requeueUnprocessed(
        Provider.TWILIO_STATUS,
        TWILIO_STATUSES.map((status) => `${providerMessageId}:${status}`),
      );
    return settled;
  }

  /** A failed attempt; `final` moves the message to _ERROR with the provider's reason. */
  async markFailed(message: SettledMessage, reason: string, final: boolean): Promise<boolean> {
    const errorReason = reason.slice(0, MAX_REASON_LENGTH);
    if (final) return this.settle(message, 'ERROR', { errorReason });
    await this.dataSource
      .createQueryBuilder()
      .update(CaseMessageEntity)
      .set({ errorReason, attempts: () => 'attempts + 1' })
      .where('id = :id AND organization_id = :organizationId AND type = :type', {
        id: message.id,
        organizationId: message.organizationId,
        type: outboundType(message.channel, 'PENDING'),
      })
      .execute();
    return false;
  }

  /**
   * One statement: the row moves out of _PENDING only if it still is, and its timeline entry is inserted
   * from the row it moved, so both commit together or neither (and a second settle finds nothing).
   */
  private async settle(message: SettledMessage, status: 'SENT' | 'ERROR', fields: SettledFields): Promise<boolean> {
    // The reason may name the address: it stays on the message (staff only), not on the timeline.
    const payload: ActivityPayload = { messageId: message.id, channel: message.channel, status };
    const recorded = await this.activityTransaction.runStatement(
      `WITH settled AS (
         UPDATE case_message
            SET type = $4, provider_message_id = COALESCE($5, provider_message_id), sent_at = COALESCE($6, sent_at),
                error_reason = $7, attempts = attempts + 1, updated_at = now()
          WHERE id = $1 AND organization_id = $2 AND type = $3
          RETURNING organization_id, case_id)
       INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload)
       SELECT organization_id, case_id, $8, NULL, $9::jsonb FROM settled
       RETURNING ${ACTIVITY_RETURNING}`,
      [
        message.id,
        message.organizationId,
        outboundType(message.channel, 'PENDING'),
        outboundType(message.channel, status),
        fields.providerMessageId ?? null,
        fields.sentAt ?? null,
        fields.errorReason,
        activityTypeOf(message.channel),
        JSON.stringify(payload),
      ],
    );
    return recorded.length > 0;
  }
}

/** What a settled message records beside its new type. */
interface SettledFields {
  providerMessageId?: string | null;
  sentAt?: Date;
  errorReason: string | null;
}
