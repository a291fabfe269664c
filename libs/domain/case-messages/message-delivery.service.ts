import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ActivityTransaction } from '#events';
import { Provider, ProviderEventsService } from '#domain/provider-events';
import { CaseMessageEntity } from './case-message.entity.js';
import { messageStatus, outboundType } from './case-message.enums.js';
import { activityTypeOf } from './case-messages.service.js';
import { MessageChannel } from './case-message.enums.js';
import { TWILIO_STATUSES } from './twilio-message-status.js';

/** Longest provider reason kept: enough to act on, never a whole response body. */
const MAX_REASON_LENGTH = 1000;

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

  /** The message if it is still to be sent; null once sent or failed. Throws when it does not exist there. */
  async pending(messageId: string, organizationId: string): Promise<CaseMessageEntity | null> {
    const message = await this.dataSource.getRepository(CaseMessageEntity).findOneBy({ id: messageId, organizationId });
    if (!message) throw new Error(`Message ${messageId} not found in organization ${organizationId}`);
    return messageStatus(message.type) === 'PENDING' ? message : null;
  }

  /**
   * Right after the provider accepted it, so a rerun of the job finds it sent. Twilio status callbacks that
   * came before this (they wait unprocessed, no message had the SID yet) are then processed again.
   */
  async markSent(message: CaseMessageEntity, providerMessageId: string | null): Promise<boolean> {
    const settled = await this.settle(message, 'SENT', { providerMessageId, sentAt: new Date(), errorReason: null });
    if (settled && providerMessageId && message.channel === MessageChannel.SMS)
      await this.providerEvents.requeueUnprocessed(
        Provider.TWILIO_STATUS,
        TWILIO_STATUSES.map((status) => `${providerMessageId}:${status}`),
      );
    return settled;
  }

  /** A failed attempt; `final` moves the message to _ERROR with the provider's reason. */
  async markFailed(message: CaseMessageEntity, reason: string, final: boolean): Promise<boolean> {
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

  private settle(
    message: CaseMessageEntity,
    status: 'SENT' | 'ERROR',
    fields: Partial<CaseMessageEntity>,
  ): Promise<boolean> {
    return this.activityTransaction.run(async (manager, record) => {
      const result = await manager
        .createQueryBuilder()
        .update(CaseMessageEntity)
        .set({ ...fields, type: outboundType(message.channel, status), attempts: () => 'attempts + 1' })
        .where('id = :id AND organization_id = :organizationId AND type = :type', {
          id: message.id,
          organizationId: message.organizationId,
          type: outboundType(message.channel, 'PENDING'),
        })
        .execute();
      if (!result.affected) return false;
      // The reason may name the address: it stays on the message (staff only), not on the timeline.
      await record({
        organizationId: message.organizationId,
        caseId: message.caseId,
        type: activityTypeOf(message.channel),
        actorUserId: null,
        payload: { messageId: message.id, channel: message.channel, status },
      });
      return true;
    });
  }
}
