import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { type Principal, Role } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { type ActivityPayload, addJob, CaseActivityType, QueueName } from '#events';
import { CaseChange, caseChangeRefusal, CaseEntity, CasesService } from '#domain/cases';
import type { CaseAttachmentEntity } from '#domain/case-attachments';
import type { OrganizationDocumentEntity } from '#domain/documents';
import { CaseMessageEntity } from './case-message.entity.js';
import { MessageChannel, messageDirection, messageStatus, outboundType } from './case-message.enums.js';
import {
  type ComposeCaseMessageInput,
  type ComposedMessage,
  MessageComposer,
  previewLinks,
} from './message-composer.js';
import { MessageRules } from './message-rules.js';

export { TEXT_OR_TEMPLATE } from './message-composer.js';

export interface SendCaseMessageInput extends ComposeCaseMessageInput {
  caseId: string;
}

/** How long a request waits for its message job to reach Redis (the job id keeps a later add harmless). */
const ENQUEUE_TIME_LIMIT_MS = 500;

/** Messages between the case team and the employee. The request writes; the worker sends. */
@Injectable()
export class CaseMessagesService {
  private readonly logger = new Logger('CaseMessages');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(MessageComposer) private readonly composer: MessageComposer,
    @InjectQueue(QueueName.messages) private readonly queue: Queue,
  ) {}

  /**
   * Writes the message (…_PENDING) and its timeline entry in one transaction, then hands it to the
   * worker. Refused, with nothing written, when the employee cannot or does not want to receive it.
   * The message is built by MessageComposer (the preview's code path): from a template its text unless
   * `text` is given, placeholders filled from the case, per form the template offers a single-use link and
   * a FOLLOW_UP_FORM entry (the workflow's FORM_SENT), per chosen case file and per library document (the
   * template's and the chosen ones) a signed link. The stored text is the filled one.
   */
  async send(principal: Principal, input: SendCaseMessageInput): Promise<CaseMessageEntity> {
    const parsed = this.composer.parse(input);
    const message = await this.change.run(principal, input.caseId, MessageRules.send, async (context) => {
      const { manager, caseRecord } = context;
      const links = this.composer.sendLinks(manager, caseRecord, principal.userId);
      const composed = await this.composer.compose(manager, principal, caseRecord, parsed, links);
      return writeOutboundMessage(manager, caseRecord, composed, principal.userId, context.record);
    });
    await this.enqueue(message, principal.userId);
    return message;
  }

  /**
   * The message sendCaseMessage would write for the same input, built by the same code and refused alike,
   * without writing anything: form and file links are described, not made. Same access as sending.
   */
  async preview(principal: Principal, input: SendCaseMessageInput): Promise<ComposedMessage> {
    const parsed = this.composer.parse(input);
    const manager = this.dataSource.manager;
    const caseRecord = await this.cases.findVisible(principal, input.caseId, { manager });
    const scoped = principal.inOrganization(caseRecord.organizationId);
    const refusal = caseChangeRefusal(scoped, caseRecord, MessageRules.send);
    if (refusal) throw refusal;
    return this.composer.compose(manager, principal, caseRecord, parsed, previewLinks);
  }

  /**
   * The case files a message may carry: those both the caller and the employee may see (never an internal
   * note's). Empty for who may not send messages on the case, the employee included.
   */
  async sendableFiles(principal: Principal, caseId: string): Promise<CaseAttachmentEntity[]> {
    const manager = this.dataSource.manager;
    const caseRecord = await this.cases.findVisible(principal, caseId, { manager });
    const scoped = principal.inOrganization(caseRecord.organizationId);
    if (caseChangeRefusal(scoped, caseRecord, MessageRules.send)) return [];
    return this.composer.sendableFiles(manager, principal, caseRecord);
  }

  /**
   * The library documents a message may carry: those the caller may see, never a private document or
   * another person's user document. Empty for who may not send messages on the case, the employee included.
   */
  async sendableLibraryDocuments(principal: Principal, caseId: string): Promise<OrganizationDocumentEntity[]> {
    const manager = this.dataSource.manager;
    const caseRecord = await this.cases.findVisible(principal, caseId, { manager });
    const scoped = principal.inOrganization(caseRecord.organizationId);
    if (caseChangeRefusal(scoped, caseRecord, MessageRules.send)) return [];
    return this.composer.sendableLibraryDocuments(manager, principal, caseRecord);
  }

  /** Hands a pending message to the worker; jobId = message id, so adding it again sends nothing twice. */
  async enqueue(message: CaseMessageEntity, actorUserId: string | null): Promise<void> {
    const job = addJob(
      this.queue,
      'messages.send',
      { organizationId: message.organizationId, caseId: message.caseId, messageId: message.id, actorUserId },
      {
        jobId: message.id,
        attempts: this.config.MESSAGE_SEND_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.config.MESSAGE_RETRY_DELAY_MS },
      },
    ).then(() => 'queued' as const);
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ENQUEUE_TIME_LIMIT_MS)));
    try {
      if ((await Promise.race([job, limit])) === 'late')
        this.logger.warn(`Message ${message.id}: job not queued within ${ENQUEUE_TIME_LIMIT_MS} ms`);
    } catch (error) {
      this.logger.warn(`Message ${message.id}: job not queued: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Enqueues again every outbound message still pending after `olderThanMs` (its job lost: a crash
   * between commit and enqueue, a Redis restarted empty). The job id is the message id, so a job still
   * waiting, delayed or running in Redis is not doubled. Returns how many were handed over.
   */
  async requeuePending(olderThanMs: number, batchSize = 100): Promise<number> {
    const stale = await this.dataSource
      .getRepository(CaseMessageEntity)
      .createQueryBuilder('message')
      .where('message.type IN (:...types)', {
        types: [outboundType(MessageChannel.EMAIL, 'PENDING'), outboundType(MessageChannel.SMS, 'PENDING')],
      })
      .andWhere('message.createdAt < :before', { before: new Date(Date.now() - olderThanMs) })
      .orderBy('message.createdAt', 'ASC')
      .limit(batchSize)
      .getMany();
    for (const message of stale) await this.enqueue(message, message.createdById);
    return stale.length;
  }

  /**
   * The thread of a case, oldest first (newest last). The caller has been allowed to see the case; the
   * employee gets only what was sent to it or came from it, never pending or failed sends.
   */
  async listFor(viewer: Principal, caseRecord: { id: string; organizationId: string }): Promise<CaseMessageEntity[]> {
    const messages = await this.dataSource.getRepository(CaseMessageEntity).find({
      where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    if (!isEmployee(viewer, caseRecord.organizationId)) return messages;
    return messages.filter(
      (message) => messageDirection(message.type) === 'INBOUND' || messageStatus(message.type) === 'SENT',
    );
  }
}

/**
 * Writes a composed message (…_PENDING) and its timeline entries in the caller's transaction: the message
 * entry, a FOLLOW_UP_FORM entry per form link (the workflow's FORM_SENT), the case's last form sent time.
 * The caller enqueues the send after commit (`enqueue`; the pending sweep recovers a lost one).
 */
export async function writeOutboundMessage(
  manager: EntityManager,
  caseRecord: CaseEntity,
  composed: ComposedMessage,
  createdById: string | null,
  record: (type: CaseActivityType, payload?: ActivityPayload) => Promise<unknown>,
): Promise<CaseMessageEntity> {
  const saved = await manager.save(
    manager.create(CaseMessageEntity, {
      organizationId: caseRecord.organizationId,
      caseId: caseRecord.id,
      channel: composed.channel,
      type: outboundType(composed.channel, 'PENDING'),
      toAddress: composed.toAddress,
      subject: composed.subject,
      body: composed.body,
      sentBody: composed.sentBody,
      createdById,
    }),
  );
  await record(activityTypeOf(composed.channel), {
    messageId: saved.id,
    channel: composed.channel,
    status: 'PENDING',
    ...(composed.template ? { templateId: composed.template.id } : {}),
    ...(composed.files.length > 0 ? { attachmentIds: composed.files.map(({ file }) => file.id) } : {}),
    ...(composed.documents.length > 0 ? { documentIds: composed.documents.map(({ document }) => document.id) } : {}),
  });
  for (const { form } of composed.forms) {
    await record(CaseActivityType.FOLLOW_UP_FORM, { formId: form.id, messageId: saved.id });
  }
  if (composed.forms.length > 0) {
    await manager.update(CaseEntity, { id: caseRecord.id }, { lastFollowUpFormSentAt: new Date() });
  }
  return saved;
}

export const activityTypeOf = (channel: MessageChannel): CaseActivityType =>
  channel === MessageChannel.EMAIL ? CaseActivityType.OUTBOUND_EMAIL : CaseActivityType.SMS_SENT;

const isEmployee = (viewer: Principal, organizationId: string): boolean =>
  viewer.canActIn(organizationId) && viewer.inOrganization(organizationId).role === Role.USER;
