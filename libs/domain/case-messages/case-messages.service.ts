import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type Principal, Role } from '#access';
import { type ActivityPayload, CaseActivityType } from '#events';
import { CaseChange, caseChangeRefusal, CaseEntity, CasesService } from '#domain/cases';
import type { CaseAttachmentEntity } from '#domain/case-attachments';
import type { OrganizationDocumentEntity } from '#domain/documents';
import { CaseMessageEntity } from './case-message.entity.js';
import { DueMessages } from './due-messages.js';
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

/** How long a request waits for its wake-up of the sender to reach Redis (the scheduled drain makes up for one lost). */
const ENQUEUE_TIME_LIMIT_MS = 500;

/** Messages between the case team and the employee. The request writes; the worker sends. */
@Injectable()
export class CaseMessagesService {
  private readonly logger = new Logger('CaseMessages');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(MessageComposer) private readonly composer: MessageComposer,
    @Inject(DueMessages) private readonly due: DueMessages,
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
    await this.enqueue(message);
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

  /**
   * Hands a committed pending message to the worker: marks it due and wakes the sender (DueMessages). A
   * wake-up that does not reach Redis loses nothing: the drain's scheduled run adds the message once it has
   * waited OUTBOX_REQUEUE_AFTER_MS.
   */
  async enqueue(message: Pick<CaseMessageEntity, 'id'>): Promise<void> {
    const added = this.due.add([message.id]).then(() => 'queued' as const);
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ENQUEUE_TIME_LIMIT_MS)));
    try {
      if ((await Promise.race([added, limit])) === 'late')
        this.logger.warn(`Message ${message.id}: sender not woken within ${ENQUEUE_TIME_LIMIT_MS} ms`);
    } catch (error) {
      this.logger.warn(`Message ${message.id}: sender not woken: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
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
 * The caller wakes the sender after commit (`enqueue`; the drain's scheduled run makes up for a lost wake-up).
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
