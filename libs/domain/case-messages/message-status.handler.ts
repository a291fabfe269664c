import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CaseActivityRecorder } from '#events';
import {
  Provider,
  ProviderEventClock,
  type ProviderEventEntity,
  type ProviderEventHandler,
  ProviderEventHandlers,
  type ProviderEventOutcome,
  ProviderEventResult,
} from '#domain/provider-events';
import { CaseMessageEntity } from './case-message.entity.js';
import { CaseMessageType, MessageChannel } from './case-message.enums.js';
import { MAX_REASON_LENGTH, recordMessageStatus } from './message-status-entry.js';
import { failureReason, isKnownTwilioStatus, outcomeOf, supersedes } from './twilio-message-status.js';

/**
 * Twilio status callbacks: the outbound text message with that SID takes the status if it is newer than
 * the one it has (a late or repeated callback changes nothing). undelivered and failed move it to
 * OUTBOUND_SMS_ERROR with Twilio's error as the reason, and put that on the case's timeline. A status for
 * a SID no message has yet (it came before the worker recorded the send) waits unprocessed: recording the
 * send enqueues it again (MessageDeliveryService.settleAll). A day after it came (the inbox relay runs it
 * once more then) a status still without its message is closed as UNKNOWN_MESSAGE: a send recorded that
 * late does not happen, and it may be a message of another system on the same account.
 */
@Injectable()
export class MessageStatusHandler implements ProviderEventHandler, OnModuleInit {
  readonly provider = Provider.TWILIO_STATUS;
  readonly name = 'case-message-status';
  private readonly logger = new Logger('CaseMessages');

  constructor(
    @Inject(ProviderEventHandlers) private readonly registry: ProviderEventHandlers,
    @Inject(CaseActivityRecorder) private readonly recorder: CaseActivityRecorder,
    @Inject(ProviderEventClock) private readonly clock: ProviderEventClock,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(event: ProviderEventEntity, manager: EntityManager): Promise<ProviderEventOutcome> {
    const { MessageSid: sid, MessageStatus: status, ErrorCode: errorCode, ErrorMessage: errorMessage } = event.payload;
    if (typeof sid !== 'string' || typeof status !== 'string')
      return { handled: false, reason: 'MessageSid or MessageStatus missing' };
    if (!isKnownTwilioStatus(status)) {
      this.logger.log(`Status event ${event.id}: status "${status.slice(0, 30)}" not tracked, nothing changed`);
      return { handled: true };
    }
    const messages = await manager.getRepository(CaseMessageEntity).find({
      where: { providerMessageId: sid, channel: MessageChannel.SMS },
      lock: { mode: 'pessimistic_write' },
    });
    const outbound = messages.filter((message) => message.type.startsWith('OUTBOUND'));
    if (outbound.length === 0) {
      // Before the send is recorded, or a message of another system on the same account: kept for a replay.
      if (!this.clock.waitedLongEnough(event))
        return { handled: false, reason: 'no outbound message has this SID yet (applied once its send is recorded)' };
      this.logger.log(`Status event ${event.id}: no outbound message has its SID after a day, closed unapplied`);
      return { handled: true, outcome: ProviderEventResult.UNKNOWN_MESSAGE };
    }
    for (const message of outbound) await this.apply(manager, message, status, errorCode, errorMessage);
    return { handled: true };
  }

  private async apply(
    manager: EntityManager,
    message: CaseMessageEntity,
    status: string,
    errorCode: unknown,
    errorMessage: unknown,
  ): Promise<void> {
    if (!supersedes(status, message.providerStatus)) return;
    const failed = outcomeOf(status) === 'FAILED' && message.type !== CaseMessageType.OUTBOUND_SMS_ERROR;
    await manager.update(
      CaseMessageEntity,
      { id: message.id },
      failed
        ? {
            providerStatus: status,
            type: CaseMessageType.OUTBOUND_SMS_ERROR,
            errorReason: failureReason(status, errorCode, errorMessage).slice(0, MAX_REASON_LENGTH),
          }
        : { providerStatus: status },
    );
    if (failed) await recordMessageStatus(this.recorder, manager, message, 'ERROR');
  }
}
