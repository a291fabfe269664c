import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import type { RecordActivity } from '#events';
import { CaseEntity } from '#domain/cases';
import { type CaseMessageEntity, MessageChannel, MessageComposer, writeOutboundMessage } from '#domain/case-messages';
import { workflowActor } from '#domain/workflow-runs';
import { COMPLETION_LINK_DAYS, PaymentChargeMessages } from './payment-charge-rules.js';
import type { PaymentChargeEntity } from './payment-charge.entity.js';
import { PaymentCompletionLinkEntity } from './payment-completion-link.entity.js';

/**
 * The link that lets the employee complete a charge that failed off-session, and the message carrying it,
 * written through the case message writer as a payment info link is (the employee's consent and the no-PHI
 * rule apply); the caller enqueues the message after commit. Nobody acts in person: the organization does.
 */
@Injectable()
export class CompletionLinks {
  private readonly logger = new Logger('PaymentCharges');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MessageComposer) private readonly composer: MessageComposer,
  ) {}

  /** The message to enqueue, or null when the employee cannot be written to (no address, no consent). */
  async send(
    manager: EntityManager,
    record: RecordActivity,
    charge: PaymentChargeEntity,
  ): Promise<CaseMessageEntity | null> {
    const caseRecord = await manager.findOneByOrFail(CaseEntity, {
      id: charge.caseId,
      organizationId: charge.organizationId,
    });
    const linkId = randomUUID();
    const recordOnCase: Parameters<typeof writeOutboundMessage>[4] = (type, payload) =>
      record({ organizationId: caseRecord.organizationId, caseId: caseRecord.id, actorUserId: null, type, payload });
    try {
      const actor = workflowActor(caseRecord.organizationId);
      const parsed = this.composer.parse({
        channel: MessageChannel.EMAIL,
        text: `${PaymentChargeMessages.COMPLETION_TEXT}\n${this.linkUrl(linkId)}`,
      });
      const composed = await this.composer.compose(
        manager,
        actor,
        caseRecord,
        parsed,
        this.composer.sendLinks(manager, caseRecord, null),
      );
      await manager.insert(PaymentCompletionLinkEntity, {
        id: linkId,
        organizationId: charge.organizationId,
        caseId: charge.caseId,
        paymentId: charge.paymentId,
        chargeId: charge.id,
        expiresAt: new Date(Date.now() + COMPLETION_LINK_DAYS * 24 * 3600 * 1000),
      });
      return await writeOutboundMessage(manager, caseRecord, composed, null, recordOnCase);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.logger.warn(`Charge ${charge.id}: no completion link sent: ${error.message}`);
      return null;
    }
  }

  linkUrl(linkId: string): string {
    return `${this.config.WEB_PUBLIC_URL}/payment-setup/${linkId}?mode=pay`;
  }
}
