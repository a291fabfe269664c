import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUuid } from '#access';
import { CaseActivityRecorder } from '#events';
import {
  Provider,
  type ProviderEventEntity,
  type ProviderEventHandler,
  ProviderEventHandlers,
  type ProviderEventOutcome,
  ProviderEventResult,
} from '#domain/provider-events';
import { CaseMessageEntity } from './case-message.entity.js';
import { CaseMessageType, MessageChannel, outboundType } from './case-message.enums.js';
import {
  isKnownSendgridEvent,
  sendgridFailureReason,
  sendgridOutcomeOf,
  sendgridSupersedes,
  sentMessageIdOf,
} from './sendgrid-message-status.js';
import { MAX_REASON_LENGTH, recordMessageStatus } from './message-status-entry.js';

/**
 * SendGrid Event Webhook events for our case e-mails, found by the messageId custom argument the worker
 * sends with each (so an event that comes before the worker recorded the send still finds its message),
 * else by sg_message_id. Forward only: processed and delivered make a pending message OUTBOUND_EMAIL (the
 * send is then settled, and a rerun of its job sends nothing); bounce, dropped and blocked make it
 * OUTBOUND_EMAIL_ERROR with SendGrid's reason for staff.
 */
@Injectable()
export class SendgridStatusHandler implements ProviderEventHandler, OnModuleInit {
  readonly provider = Provider.SENDGRID_EVENTS;
  readonly name = 'case-message-sendgrid-status';
  private readonly logger = new Logger('CaseMessages');

  constructor(
    @Inject(ProviderEventHandlers) private readonly registry: ProviderEventHandlers,
    @Inject(CaseActivityRecorder) private readonly recorder: CaseActivityRecorder,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(event: ProviderEventEntity, manager: EntityManager): Promise<ProviderEventOutcome> {
    const { event: name, sg_message_id: sgMessageId, messageId, kind } = event.payload;
    if (typeof name !== 'string') return { handled: false, reason: 'event missing' };
    if (!isKnownSendgridEvent(name)) return { handled: true }; // opens, clicks: not a delivery status
    const repository = manager.getRepository(CaseMessageEntity);
    const lock = { mode: 'pessimistic_write' as const };
    const message =
      kind === 'case-message' && typeof messageId === 'string' && isUuid(messageId)
        ? await repository.findOne({ where: { id: messageId, channel: MessageChannel.EMAIL }, lock })
        : typeof sgMessageId === 'string'
          ? await repository.findOne({
              where: { providerMessageId: sentMessageIdOf(sgMessageId), channel: MessageChannel.EMAIL },
              lock,
            })
          : null;
    if (!message || !message.type.startsWith('OUTBOUND')) {
      // Nothing to wait for: the messageId custom argument finds a message from the moment it is written.
      this.logger.log(`SendGrid event ${event.id}: no case e-mail of ours, nothing changed`);
      return { handled: true, outcome: ProviderEventResult.UNKNOWN_MESSAGE };
    }
    await this.apply(manager, message, name, event);
    return { handled: true };
  }

  private async apply(
    manager: EntityManager,
    message: CaseMessageEntity,
    name: string,
    event: ProviderEventEntity,
  ): Promise<void> {
    if (!sendgridSupersedes(name, message.providerStatus)) return;
    const { type, status, reason, timestamp, sg_message_id: sgMessageId } = event.payload;
    const change: Partial<CaseMessageEntity> = { providerStatus: name };
    let settled: 'SENT' | 'ERROR' | null = null;
    if (sendgridOutcomeOf(name) === 'FAILED' && message.type !== CaseMessageType.OUTBOUND_EMAIL_ERROR) {
      settled = 'ERROR';
      change.type = CaseMessageType.OUTBOUND_EMAIL_ERROR;
      change.errorReason = sendgridFailureReason(name, type, status, reason).slice(0, MAX_REASON_LENGTH);
    } else if (sendgridOutcomeOf(name) === 'SENT' && message.type === CaseMessageType.OUTBOUND_EMAIL_PENDING) {
      // SendGrid has it before the worker recorded the send: settle it here (forward only).
      settled = 'SENT';
      change.type = outboundType(MessageChannel.EMAIL, 'SENT');
      change.sentAt = typeof timestamp === 'number' ? new Date(timestamp * 1000) : new Date();
      change.errorReason = null;
      if (!message.providerMessageId && typeof sgMessageId === 'string')
        change.providerMessageId = sentMessageIdOf(sgMessageId);
    }
    await manager.update(CaseMessageEntity, { id: message.id }, change);
    if (settled) await recordMessageStatus(this.recorder, manager, message, settled);
  }
}
