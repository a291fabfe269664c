import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { AppError, badInput, ErrorCode, hasControlCharacter, notFound, Principal } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import type { CaseAttachmentEntity } from '#domain/case-attachments';
import { documentsForEmployeeMessages, documentsForMessage, type OrganizationDocumentEntity } from '#domain/documents';
import { type CaseEntity, CasesService } from '#domain/cases';
import { type CommunicationTemplateEntity, CommunicationTemplatesService } from '#domain/communication-templates';
import type { FormEntity } from '#domain/forms';
import { OrganizationEntity, resolveFeatureFlags } from '#domain/organizations';
import { toAccessSubject, USER_ACCESS_RELATIONS, UserEntity } from '#domain/users';
import { parseInput } from '#domain/shared';
import { SmsConsentService, toE164 } from '#domain/sms-consent';
import { MessageChannel } from './case-message.enums.js';
import {
  caseFilesForMessages,
  MAX_MESSAGE_FILES,
  MESSAGE_FILE_LINK_SECONDS,
  sendableCaseFiles,
} from './message-files.js';
import { fillMessagePlaceholders } from './message-placeholders.js';
import { DEFAULT_EMAIL_SUBJECT, MessageRefusals, NO_PHI_NOTICE } from './message-rules.js';
import { issueFormLink, type MessageLink, sendableTemplateForms, withLinks } from './template-forms.js';

const noControl = (text: string) => !hasControlCharacter(text);

const messageText = z
  .string()
  .trim()
  .min(1, 'write a message')
  .max(5000, 'must be at most 5,000 characters')
  .refine(noControl, 'must not hold control characters');

const composeSchema = z.object({
  channel: z.enum(MessageChannel),
  text: messageText.nullish(),
  templateId: z.string().max(100).nullish(),
  teamMemberId: z.string().max(100).nullish(),
  attachmentIds: z
    .array(z.string().max(100))
    .max(MAX_MESSAGE_FILES, `must be at most ${MAX_MESSAGE_FILES} files`)
    .nullish(),
  documentIds: z
    .array(z.string().max(100))
    .max(MAX_MESSAGE_FILES, `must be at most ${MAX_MESSAGE_FILES} documents`)
    .nullish(),
  subject: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .refine((subject) => noControl(subject) && !/[\r\n\t]/.test(subject), 'must not hold control characters')
    .nullish(),
});

export interface ComposeCaseMessageInput {
  channel: MessageChannel;
  /** The message; with a template, it replaces the template's text (its placeholders are filled all the same). */
  text?: string | null;
  subject?: string | null;
  /** A template the caller may see: its text when no text is given, and a link per form it offers. */
  templateId?: string | null;
  /** The case team member the {{teamMemberEmail}} and {{teamMemberName}} placeholders stand for. */
  teamMemberId?: string | null;
  /** Files of the case the employee may see, each sent as a signed link that expires. */
  attachmentIds?: readonly string[] | null;
  /** Library documents the employee may receive, each sent as a signed link that expires. */
  documentIds?: readonly string[] | null;
}

export type ParsedComposeInput = z.infer<typeof composeSchema>;

export const TEXT_OR_TEMPLATE = 'text: write a message or choose a template';
export const TEMPLATE_DOCUMENT_GONE = 'templateId: the template offers a document that can no longer be sent';

/** Where the links of a message come from: made for real when it is sent, described in a preview. */
export interface MessageLinkMaker {
  formLink(form: FormEntity): Promise<string>;
  fileLink(file: CaseAttachmentEntity): Promise<string>;
  documentLink(document: OrganizationDocumentEntity): Promise<string>;
}

/** A message as it will be stored: what the case team reads and what the provider receives. */
export interface ComposedMessage {
  channel: MessageChannel;
  toAddress: string;
  subject: string | null;
  /** The filled text with a line per form and file link. */
  body: string;
  /** What goes to the provider: the body when the organization allows full text, else the notice. */
  sentBody: string;
  fullText: boolean;
  template: CommunicationTemplateEntity | null;
  forms: { form: FormEntity; url: string }[];
  files: { file: CaseAttachmentEntity; url: string }[];
  /** The template's library documents, then the chosen ones, without repeats. */
  documents: { document: OrganizationDocumentEntity; url: string }[];
}

/** Preview stand-ins for links that exist only once the message is sent. */
export const PREVIEW_FORM_LINK = '[a link to answer the form, made when sent]';
export const PREVIEW_FILE_LINK = '[a download link valid for 7 days, made when sent]';
export const previewLinks: MessageLinkMaker = {
  formLink: () => Promise.resolve(PREVIEW_FORM_LINK),
  fileLink: () => Promise.resolve(PREVIEW_FILE_LINK),
  documentLink: () => Promise.resolve(PREVIEW_FILE_LINK),
};

/**
 * Builds a case message from what the case team asked for, with every rule sendCaseMessage applies: the
 * input's limits, the employee's address and consent, the template the caller may use, placeholders filled
 * (unknown or unfilled ones refused), the template's forms and the chosen files checked, and the no-PHI
 * notice unless the organization allows full text. The send and the preview both use it; only `links`
 * differs (the send writes form tokens and signs file URLs, the preview describes them), so a preview that
 * succeeds is a send that succeeds.
 */
@Injectable()
export class MessageComposer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SmsConsentService) private readonly smsConsent: SmsConsentService,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(CommunicationTemplatesService) private readonly templates: CommunicationTemplatesService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /** The input checked alone, before any row is read (BAD_USER_INPUT, nothing written). */
  parse(input: ComposeCaseMessageInput): ParsedComposeInput {
    const parsed = parseInput(composeSchema, {
      channel: input.channel,
      text: input.text,
      subject: input.subject,
      templateId: input.templateId,
      teamMemberId: input.teamMemberId,
      attachmentIds: input.attachmentIds ? [...input.attachmentIds] : input.attachmentIds,
      documentIds: input.documentIds ? [...input.documentIds] : input.documentIds,
    });
    if (!parsed.text && !parsed.templateId) throw badInput(TEXT_OR_TEMPLATE, 'text');
    return parsed;
  }

  async compose(
    manager: EntityManager,
    principal: Principal,
    caseRecord: CaseEntity,
    parsed: ParsedComposeInput,
    links: MessageLinkMaker,
    /** Forms to send besides the template's (a workflow's "send a form"), checked as the template's are. */
    formIds: readonly string[] = [],
  ): Promise<ComposedMessage> {
    const employee = await this.employeeOf(manager, caseRecord);
    const toAddress = await this.recipientAddress(employee, parsed.channel);
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
    const sender = principal.inOrganization(caseRecord.organizationId);
    const chosenFiles = await sendableCaseFiles(
      manager,
      caseRecord,
      sender,
      employeeAsViewer(employee, caseRecord),
      parsed.attachmentIds ?? [],
    );
    const wantedFormIds = [...(template?.formIds ?? []), ...formIds.filter((id) => !template?.formIds.includes(id))];
    const templateForms = await sendableTemplateForms(manager, caseRecord, wantedFormIds);
    const chosenDocuments = await this.sendableDocuments(
      manager,
      caseRecord,
      sender,
      employee,
      template?.documentIds ?? [],
      parsed.documentIds ?? [],
    );
    const forms = [];
    for (const form of templateForms) forms.push({ form, url: await links.formLink(form) });
    const files = [];
    for (const file of chosenFiles) files.push({ file, url: await links.fileLink(file) });
    const documents = [];
    for (const document of chosenDocuments) documents.push({ document, url: await links.documentLink(document) });
    const lines: MessageLink[] = [
      ...forms.map(({ form, url }) => ({ label: form.name, url })),
      ...files.map(({ file, url }) => ({ label: file.fileName, url })),
      ...documents.map(({ document, url }) => ({ label: document.fileName, url })),
    ];
    const body = parseInput(z.object({ text: messageText }), { text: withLinks(filled, lines) }).text;
    const organization = await manager.findOneBy(OrganizationEntity, { id: caseRecord.organizationId });
    const fullText = organization ? resolveFeatureFlags(organization.settings).messagesIncludeFullText : false;
    return {
      channel: parsed.channel,
      toAddress,
      subject: parsed.channel === MessageChannel.EMAIL ? parsed.subject || DEFAULT_EMAIL_SUBJECT : null,
      body,
      sentBody: fullText ? body : NO_PHI_NOTICE,
      fullText,
      template,
      forms,
      files,
      documents,
    };
  }

  /**
   * The template's library documents and the chosen ones, once each. A template document the employee may no
   * longer receive (made private, deleted) refuses the message like a template form that can no longer be sent.
   */
  private async sendableDocuments(
    manager: EntityManager,
    caseRecord: CaseEntity,
    sender: Principal,
    employee: UserEntity,
    templateDocumentIds: readonly string[],
    chosenDocumentIds: readonly string[],
  ): Promise<OrganizationDocumentEntity[]> {
    const fromTemplate = await documentsForMessage(
      manager,
      caseRecord.organizationId,
      sender,
      employee.id,
      templateDocumentIds,
    ).catch((error: unknown) => {
      throw error instanceof AppError && error.code === ErrorCode.BAD_USER_INPUT
        ? badInput(TEMPLATE_DOCUMENT_GONE, 'templateId')
        : error;
    });
    const chosen = await documentsForMessage(
      manager,
      caseRecord.organizationId,
      sender,
      employee.id,
      chosenDocumentIds.filter((id) => !templateDocumentIds.includes(id)),
    );
    return [...fromTemplate, ...chosen];
  }

  /** The library documents a message of the caller to this case's employee may carry (none without an employee). */
  async sendableLibraryDocuments(manager: EntityManager, principal: Principal, caseRecord: CaseEntity) {
    if (!caseRecord.submitterId) return [];
    const employee = await this.employeeOf(manager, caseRecord);
    const sender = principal.inOrganization(caseRecord.organizationId);
    return documentsForEmployeeMessages(manager, caseRecord.organizationId, sender, employee.id);
  }

  /** The case files a message of the caller may carry (none when the case has no employee). */
  async sendableFiles(manager: EntityManager, principal: Principal, caseRecord: CaseEntity) {
    if (!caseRecord.submitterId) return [];
    const employee = await this.employeeOf(manager, caseRecord);
    const sender = principal.inOrganization(caseRecord.organizationId);
    return caseFilesForMessages(manager, caseRecord, sender, employeeAsViewer(employee, caseRecord));
  }

  /** The links of a message being sent: a form token written in its transaction, a signed file URL. */
  sendLinks(manager: EntityManager, caseRecord: CaseEntity, createdById: string | null): MessageLinkMaker {
    return {
      formLink: (form) => issueFormLink(manager, caseRecord, form, createdById, this.config.WEB_PUBLIC_URL),
      fileLink: (file) =>
        this.storage.signedDownloadUrl(file.path, {
          fileName: file.fileName,
          expiresInSeconds: MESSAGE_FILE_LINK_SECONDS,
        }),
      documentLink: (document) =>
        this.storage.signedDownloadUrl(document.path, {
          fileName: document.fileName,
          expiresInSeconds: MESSAGE_FILE_LINK_SECONDS,
        }),
    };
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

  private async employeeOf(manager: EntityManager, caseRecord: CaseEntity): Promise<UserEntity> {
    const employee = caseRecord.submitterId
      ? await manager.findOne(UserEntity, { where: { id: caseRecord.submitterId }, relations: USER_ACCESS_RELATIONS })
      : null;
    if (!employee) throw badInput(MessageRefusals.NO_EMPLOYEE, 'caseId');
    return employee;
  }

  /** The employee's address on that channel, or the reason nothing may go there. */
  private async recipientAddress(employee: UserEntity, channel: MessageChannel): Promise<string> {
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

/** The employee as the access rules see it in the case's organization: whose files it may see. */
const employeeAsViewer = (employee: UserEntity, caseRecord: CaseEntity): Principal =>
  Principal.forSession(toAccessSubject(employee), caseRecord.organizationId);
