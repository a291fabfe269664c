import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { badInput, hasControlCharacter, notFound, type Principal, Role } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { addJob, CaseActivityType, QueueName } from '#events';
import { CaseChange, CaseEntity, CasesService } from '#domain/cases';
import { CommunicationTemplatesService } from '#domain/communication-templates';
import { OrganizationEntity } from '#domain/organizations';
import { UserEntity } from '#domain/users';
import { parseInput } from '#domain/shared';
import { SmsConsentService, toE164 } from '#domain/sms-consent';
import { CaseMessageEntity } from './case-message.entity.js';
import { MessageChannel, messageDirection, messageStatus, outboundType } from './case-message.enums.js';
import { fillMessagePlaceholders } from './message-placeholders.js';
import { DEFAULT_EMAIL_SUBJECT, MessageRefusals, MessageRules, NO_PHI_NOTICE } from './message-rules.js';
import { issueTemplateFormLinks, withFormLinks } from './template-forms.js';

const noControl = (text: string) => !hasControlCharacter(text);

const messageText = z
  .string()
  .trim()
  .min(1, 'write a message')
  .max(5000, 'must be at most 5,000 characters')
  .refine(noControl, 'must not hold control characters');

const sendSchema = z.object({
  channel: z.enum(MessageChannel),
  text: messageText.nullish(),
  templateId: z.string().max(100).nullish(),
  teamMemberId: z.string().max(100).nullish(),
  subject: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .refine((subject) => noControl(subject) && !/[\r\n\t]/.test(subject), 'must not hold control characters')
    .nullish(),
});

export interface SendCaseMessageInput {
  caseId: string;
  channel: MessageChannel;
  /** The message; with a template, it replaces the template's text (its placeholders are filled all the same). */
  text?: string | null;
  subject?: string | null;
  /** A template the caller may see: its text when no text is given, and a link per form it offers. */
  templateId?: string | null;
  /** The case team member the {{teamMemberEmail}} and {{teamMemberName}} placeholders stand for. */
  teamMemberId?: string | null;
}

export const TEXT_OR_TEMPLATE = 'text: write a message or choose a template';

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
    @Inject(SmsConsentService) private readonly smsConsent: SmsConsentService,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(CommunicationTemplatesService) private readonly templates: CommunicationTemplatesService,
    @InjectQueue(QueueName.messages) private readonly queue: Queue,
  ) {}

  /**
   * Writes the message (…_PENDING) and its timeline entry in one transaction, then hands it to the
   * worker. Refused, with nothing written, when the employee cannot or does not want to receive it.
   * From a template: its text unless `text` is given, placeholders filled here from the case (see
   * fillMessagePlaceholders), and per form the template offers a single-use link in the text and a
   * FOLLOW_UP_FORM entry (the workflow's FORM_SENT). The stored text is the filled one.
   */
  async send(principal: Principal, input: SendCaseMessageInput): Promise<CaseMessageEntity> {
    const parsed = parseInput(sendSchema, {
      channel: input.channel,
      text: input.text,
      subject: input.subject,
      templateId: input.templateId,
      teamMemberId: input.teamMemberId,
    });
    if (!parsed.text && !parsed.templateId) throw badInput(TEXT_OR_TEMPLATE, 'text');
    const message = await this.change.run(principal, input.caseId, MessageRules.send, async (context) => {
      const { manager, caseRecord } = context;
      const toAddress = await this.recipientAddress(manager, caseRecord, parsed.channel);
      const template = parsed.templateId
        ? await this.templateFor(principal, manager, caseRecord, parsed.templateId)
        : null;
      const filled = await fillMessagePlaceholders(
        manager,
        caseRecord,
        parsed.text || template!.text,
        parsed.teamMemberId,
        () => this.cases.teamMemberIds(manager, caseRecord.id),
      );
      const links = template
        ? await issueTemplateFormLinks(
            manager,
            caseRecord,
            template.formIds,
            principal.userId,
            this.config.WEB_PUBLIC_URL,
          )
        : [];
      const body = parseInput(z.object({ text: messageText }), { text: withFormLinks(filled, links) }).text;
      const organization = await manager.findOneBy(OrganizationEntity, { id: caseRecord.organizationId });
      const fullText = organization?.settings.messagesIncludeFullText === true;
      const saved = await manager.save(
        manager.create(CaseMessageEntity, {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
          channel: parsed.channel,
          type: outboundType(parsed.channel, 'PENDING'),
          toAddress,
          subject: parsed.channel === MessageChannel.EMAIL ? parsed.subject || DEFAULT_EMAIL_SUBJECT : null,
          body,
          sentBody: fullText ? body : NO_PHI_NOTICE,
          createdById: principal.userId,
        }),
      );
      await context.record(activityTypeOf(parsed.channel), {
        messageId: saved.id,
        channel: parsed.channel,
        status: 'PENDING',
        ...(template ? { templateId: template.id } : {}),
      });
      for (const link of links) {
        await context.record(CaseActivityType.FOLLOW_UP_FORM, { formId: link.formId, messageId: saved.id });
      }
      if (links.length > 0) {
        await manager.update(CaseEntity, { id: caseRecord.id }, { lastFollowUpFormSentAt: new Date() });
      }
      return saved;
    });
    await this.enqueue(message, principal.userId);
    return message;
  }

  /**
   * A template the caller may see (else NOT_FOUND, as the templates area answers) and that belongs with
   * this case: a global one or one of the case's organization.
   */
  private async templateFor(principal: Principal, manager: EntityManager, caseRecord: CaseEntity, templateId: string) {
    const template = await this.templates.findVisible(principal, templateId, manager);
    if (!template.isGlobal && template.organizationId !== caseRecord.organizationId) throw notFound();
    return template;
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

  /** The employee's address on that channel, or the reason nothing may go there. */
  private async recipientAddress(
    manager: EntityManager,
    caseRecord: CaseEntity,
    channel: MessageChannel,
  ): Promise<string> {
    const employee = caseRecord.submitterId
      ? await manager.findOneBy(UserEntity, { id: caseRecord.submitterId })
      : null;
    if (!employee) throw badInput(MessageRefusals.NO_EMPLOYEE, 'caseId');
    if (employee.notificationsDisabled) throw badInput(MessageRefusals.NOTIFICATIONS_DISABLED, 'channel');
    if (channel === MessageChannel.EMAIL) {
      if (!employee.email) throw badInput(MessageRefusals.NO_EMAIL, 'channel');
      return employee.email;
    }
    if (employee.smsNotificationsDisabled) throw badInput(MessageRefusals.SMS_DISABLED, 'channel');
    const phone = employee.phoneNumber ? toE164(employee.phoneNumber) : null;
    if (!phone) throw badInput(MessageRefusals.NO_PHONE, 'channel');
    if (await this.smsConsent.isOptedOut(phone)) throw badInput(MessageRefusals.OPTED_OUT, 'channel');
    return phone;
  }
}

export const activityTypeOf = (channel: MessageChannel): CaseActivityType =>
  channel === MessageChannel.EMAIL ? CaseActivityType.OUTBOUND_EMAIL : CaseActivityType.SMS_SENT;

const isEmployee = (viewer: Principal, organizationId: string): boolean =>
  viewer.canActIn(organizationId) && viewer.inOrganization(organizationId).role === Role.USER;
