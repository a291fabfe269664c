import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CaseActivityRecorder, CaseActivityType, TRIGGER_BY_ACTIVITY } from '#events';
import { CaseAttachmentEntity } from '#domain/case-attachments';
import {
  Provider,
  type ProviderEventEntity,
  type ProviderEventHandler,
  ProviderEventHandlers,
  type ProviderEventOutcome,
} from '#domain/provider-events';
import { notifyEmployeeReplied } from '#domain/notifications';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { CaseMessageEntity } from './case-message.entity.js';
import { CaseMessageType, MessageChannel } from './case-message.enums.js';
import { CaseReplyAddresses } from './case-reply-addresses.js';
import { caseOfSender, type ReplyTargetCase } from './inbound-email-sender.js';
import { inboundEmailText } from './inbound-email-text.js';

/** A file the webhook wrote to storage (apps/api/src/webhooks/inbound-attachments.ts). */
interface StoredFile {
  path: string;
  fileName: string;
}

const MAX_SUBJECT_LENGTH = 200;
const MAX_ADDRESS_LENGTH = 320; // the column's length

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

function storedFilesOf(payload: Record<string, unknown>): StoredFile[] {
  const files = Array.isArray(payload.attachments) ? (payload.attachments as unknown[]) : [];
  return files.filter(
    (file): file is StoredFile =>
      typeof file === 'object' &&
      file !== null &&
      typeof (file as StoredFile).path === 'string' &&
      (file as StoredFile).path.startsWith('inboundEmail/') &&
      typeof (file as StoredFile).fileName === 'string',
  );
}

/**
 * An e-mail to a case's reply address joins that case's thread as INBOUND_EMAIL (its own text, the quoted
 * history cut), with an INBOUND_EMAIL entry on the timeline and its files as PHI attachments of the case.
 * Only the case's employee may write into it: any other sender, an unknown address or an archived case
 * touch nothing and are logged without addresses or text. A closed case still takes the reply, so the
 * team sees it. Stored once per Message-ID (unique index), files included.
 */
@Injectable()
export class InboundEmailHandler implements ProviderEventHandler, OnModuleInit {
  readonly provider = Provider.SENDGRID_INBOUND;
  readonly name = 'case-message-inbound-email';
  private readonly logger = new Logger('CaseMessages');

  constructor(
    @Inject(ProviderEventHandlers) private readonly registry: ProviderEventHandlers,
    @Inject(CaseActivityRecorder) private readonly recorder: CaseActivityRecorder,
    @Inject(CaseReplyAddresses) private readonly replyAddresses: CaseReplyAddresses,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(event: ProviderEventEntity, manager: EntityManager): Promise<ProviderEventOutcome> {
    const { payload } = event;
    const files = storedFilesOf(payload);
    const dropFiles = { handled: true as const, afterCommit: () => this.remove(files) };
    const envelope = payload.envelope as { to?: unknown } | null;
    const recipients = [asString(payload.to), ...(Array.isArray(envelope?.to) ? envelope.to.map(asString) : [])];
    const addressed = await this.replyAddresses.caseOf(manager, recipients);
    if (!addressed) {
      this.logger.log(`Inbound e-mail ${event.id}: not to a case's reply address, no case touched`);
      return dropFiles;
    }
    const target = await caseOfSender(manager, addressed, asString(payload.from));
    if (!target) {
      this.logger.warn(`Inbound e-mail ${event.id}: the sender is not the case's employee, no case touched`);
      return dropFiles;
    }
    if (target.isArchived) {
      this.logger.log(`Inbound e-mail ${event.id}: the case is archived, no case touched`);
      return dropFiles;
    }
    const saved = await this.storeOnce(manager, event, target);
    if (!saved) return dropFiles; // this Message-ID is already on the case: a replay adds nothing
    await this.recorder.record(manager, {
      organizationId: target.organizationId,
      caseId: target.caseId,
      type: CaseActivityType.INBOUND_EMAIL,
      actorUserId: target.employeeId,
      payload: { messageId: saved.id, channel: MessageChannel.EMAIL, status: 'RECEIVED' },
      // One no workflow trigger can act on is recorded done for the workflow: it costs no workflow job.
      workflowDoneAt: TRIGGER_BY_ACTIVITY[CaseActivityType.INBOUND_EMAIL] ? undefined : new Date(),
    });
    await notifyEmployeeReplied(manager, {
      replyId: saved.id,
      caseRecord: { id: target.caseId, organizationId: target.organizationId },
      employeeId: target.employeeId,
      text: inboundEmailText(event.payload.text, event.payload.html),
    });
    await this.attach(manager, target, files);
    return { handled: true };
  }

  private async storeOnce(
    manager: EntityManager,
    event: ProviderEventEntity,
    target: ReplyTargetCase,
  ): Promise<{ id: string } | null> {
    const { payload } = event;
    const body = inboundEmailText(payload.text, payload.html);
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(CaseMessageEntity)
      .values({
        organizationId: target.organizationId,
        caseId: target.caseId,
        channel: MessageChannel.EMAIL,
        type: CaseMessageType.INBOUND_EMAIL,
        toAddress: target.sender.slice(0, MAX_ADDRESS_LENGTH),
        subject: asString(payload.subject).slice(0, MAX_SUBJECT_LENGTH) || null,
        body,
        sentBody: body,
        // The Message-ID, as the event was stored by (a hash of the post when the e-mail had none).
        providerMessageId: event.providerEventId.slice(0, 200),
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

  /** The e-mail's files as the employee's attachments, PHI until staff say otherwise. */
  private async attach(manager: EntityManager, target: ReplyTargetCase, files: readonly StoredFile[]): Promise<void> {
    for (const file of files) {
      if (!(await this.storage.exists(file.path))) {
        this.logger.warn(`An inbound e-mail file is missing from storage, not attached`);
        continue;
      }
      const attachment = await manager.save(
        manager.create(CaseAttachmentEntity, {
          organizationId: target.organizationId,
          caseId: target.caseId,
          path: file.path,
          fileName: file.fileName.slice(0, 255),
          isPHI: true,
          uploadedById: target.employeeId,
        }),
      );
      await this.recorder.record(manager, {
        organizationId: target.organizationId,
        caseId: target.caseId,
        type: CaseActivityType.ADD_ATTACHMENT,
        actorUserId: target.employeeId,
        payload: { attachmentId: attachment.id, isPHI: true },
      });
    }
  }

  /** Files of an e-mail that joined no case are not kept. */
  private async remove(files: readonly StoredFile[]): Promise<void> {
    for (const file of files) await this.storage.deleteObject(file.path);
  }
}
