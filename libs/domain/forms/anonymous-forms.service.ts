import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { badInput, isUuid, notFound, type Principal } from '#access';
import { ActivityTransaction, CaseActivityType } from '#events';
import { CaseEntity, CasesService } from '#domain/cases';
import { parseInput, requireUploaded } from '#domain/shared';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { AnonymousFormTokenEntity } from './anonymous-form-token.entity.js';
import { assertValidAnswers, filePathsOf } from './answer-validation.js';
import { answersInputSchema } from './form-input.schemas.js';
import type { CreateFormResponseInput } from './form-responses.service.js';
import { FormResponseEntity } from './form-response.entity.js';
import { FormVersionEntity } from './form-version.entity.js';
import { FormEntity } from './form.entity.js';
import type { FormWithVersion } from './forms.service.js';
import { FormsService } from './forms.service.js';

/** One answer for unknown, used and expired links alike: a visitor learns nothing about which it was. */
export const ANONYMOUS_LINK_MESSAGE = 'This form link is invalid, has expired or was already used';

/**
 * Uploads of visitors without an account live under this folder; the link remembers the paths it handed
 * out, and its answers may name only those.
 */
export const ANONYMOUS_FILE_PREFIX = 'anonymous/';

/** Files one link may upload (a form has few FILE questions; retries count too). */
export const MAX_ANONYMOUS_UPLOADS = 20;

export const MAX_ANONYMOUS_LINK_DAYS = 90;

const createTokenSchema = z.object({
  expiresInDays: z.number().int().min(1).max(MAX_ANONYMOUS_LINK_DAYS),
});

export interface AnonymousFormToken {
  tokenId: string;
  expiresAt: Date;
}

export interface AnonymousForm extends FormWithVersion {
  expiresAt: Date;
}

/** Single-use links for someone without an account (a provider) to answer a form for a case (journey 7). */
@Injectable()
export class AnonymousFormsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(FormsService) private readonly forms: FormsService,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /** A link to the form's current version for a case the caller can see; the token id is the secret. */
  async createToken(
    principal: Principal,
    input: { caseId: string; formId: string; expiresInDays: number },
  ): Promise<AnonymousFormToken> {
    const { expiresInDays } = parseInput(createTokenSchema, { expiresInDays: input.expiresInDays });
    if (!isUuid(input.caseId)) throw notFound();
    const caseRecord = await this.cases.findVisible(principal, input.caseId);
    const form = await this.forms.findVisible(principal, input.formId);
    if (!form.isGlobal && form.organizationId !== caseRecord.organizationId) throw notFound();
    if (!form.isActive) throw badInput('formId: this form is disabled', 'formId');
    if (!form.currentVersionId) throw badInput('formId: the form has no published version', 'formId');
    const repository = this.dataSource.getRepository(AnonymousFormTokenEntity);
    const token = await repository.save(
      repository.create({
        organizationId: caseRecord.organizationId,
        caseId: caseRecord.id,
        formVersionId: form.currentVersionId,
        createdById: principal.userId,
        expiresAt: new Date(Date.now() + expiresInDays * 24 * 60 * 60 * 1000),
      }),
    );
    return { tokenId: token.id, expiresAt: token.expiresAt };
  }

  /** The form version a valid link answers. */
  async formFor(tokenId: string): Promise<AnonymousForm> {
    const { token, version, form } = await this.usable(this.dataSource.manager, tokenId, false);
    return { form, version, expiresAt: token.expiresAt };
  }

  /** Refuses, with the link message, a link that cannot be answered any more. */
  async assertUsable(tokenId: string): Promise<void> {
    await this.usable(this.dataSource.manager, tokenId, false);
  }

  /** Remembers a path handed out for an upload through this link, so its answers may name it. */
  async registerUpload(tokenId: string, path: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { token } = await this.usable(manager, tokenId, true);
      if (token.uploadPaths.length >= MAX_ANONYMOUS_UPLOADS) {
        throw badInput(`fileName: at most ${MAX_ANONYMOUS_UPLOADS} files can be uploaded through one link`, 'fileName');
      }
      token.uploadPaths = [...token.uploadPaths, path];
      await manager.save(token);
    });
  }

  /**
   * Saves the visitor's answers on the link's case and uses the link up, in one transaction. The token
   * row is locked first, so of two submissions with one link the second waits and then finds it used.
   */
  async submit(tokenId: string, questionResponses: CreateFormResponseInput['questionResponses']): Promise<void> {
    const answers = parseInput(answersInputSchema, questionResponses);
    await this.activityTransaction.run(async (manager, record) => {
      const { token, version, form } = await this.usable(manager, tokenId, true);
      const validated = assertValidAnswers(version.questions, answers, {
        mode: 'submit',
        fileOwnerPrefix: ANONYMOUS_FILE_PREFIX,
        ownsFile: (path) => token.uploadPaths.includes(path),
      });
      await requireUploaded(this.storage, filePathsOf(version.questions, validated), 'questionResponses');
      const caseRecord = await manager.findOneBy(CaseEntity, { id: token.caseId });
      if (!caseRecord) throw notFound(ANONYMOUS_LINK_MESSAGE);
      const now = new Date();
      const response = await manager.save(
        manager.create(FormResponseEntity, {
          organizationId: token.organizationId,
          formId: form.id,
          formVersionId: version.id,
          respondentId: null,
          caseId: caseRecord.id,
          questionResponses: validated,
          isDraft: false,
          submittedAt: now,
        }),
      );
      token.usedAt = now;
      await manager.save(token);
      await record({
        organizationId: token.organizationId,
        caseId: caseRecord.id,
        actorUserId: null,
        type: CaseActivityType.ADD_FORM_RESPONSE,
        payload: { formResponseId: response.id, formVersionId: version.id, anonymousFormTokenId: token.id },
      });
    });
  }

  /** An unused, unexpired token with its version and (active) form, else NOT_FOUND with one message. */
  private async usable(manager: EntityManager, tokenId: string, lock: boolean) {
    const invalid = () => notFound(ANONYMOUS_LINK_MESSAGE);
    if (!isUuid(tokenId)) throw invalid();
    const token = await manager.findOne(AnonymousFormTokenEntity, {
      where: { id: tokenId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!token || token.usedAt || token.expiresAt.getTime() <= Date.now()) throw invalid();
    const version = await manager.findOneBy(FormVersionEntity, { id: token.formVersionId });
    const form = version && (await manager.findOneBy(FormEntity, { id: version.formId }));
    if (!version || !form?.isActive) throw invalid();
    return { token, version, form };
  }
}
