import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { z } from 'zod';
import { badInput, forbidden, illegalState, isUuid, notFound, Permission, type Principal, Role } from '#access';
import { ActivityTransaction, CaseActivityType } from '#events';
import { autoAssignPhysician, CaseEntity, CasesService, CaseStatus, MedicationType, newShortId } from '#domain/cases';
import { parseInput, requireUploaded } from '#domain/shared';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { UserEntity } from '#domain/users';
import { type AnswerValidationMode, assertValidAnswers, filePathsOf } from './answer-validation.js';
import { answerInputSchema, answersInputSchema } from './form-input.schemas.js';
import type { FormQuestion, QuestionResponse } from './form-question.js';
import { FormResponseEntity } from './form-response.entity.js';
import { FormVersionEntity } from './form-version.entity.js';
import { FormEntity } from './form.entity.js';
import { FormsService } from './forms.service.js';
import { takeSignUpChoices } from './sign-up-choices.js';

export const ON_BEHALF_MESSAGE = 'Not authorized to submit a form on behalf of employee';

export interface CreateFormResponseInput {
  formId: string;
  versionId?: string | null;
  respondentId?: string | null;
  externalId?: string | null;
  questionResponses: { questionId: string; response: string[]; fileNames?: string[] | null }[];
}

/** A submitted response staff add to an existing case: the caller is the respondent. */
export type AddFormResponseToCaseInput = Omit<CreateFormResponseInput, 'respondentId'>;

type AnswerInput = CreateFormResponseInput['questionResponses'][number];

/** A submitted response with the version it answered and its form's name. */
export interface CaseFormResponse {
  response: FormResponseEntity;
  version: FormVersionEntity;
  formName: string;
}

export interface SubmittedForm {
  caseId: string;
  formResponseId: string;
}

const toAnswers = (input: CreateFormResponseInput['questionResponses']): QuestionResponse[] =>
  parseInput(answersInputSchema, input).map((answer) => ({ ...answer, fileNames: answer.fileNames ?? [] }));

const externalIdSchema = z.object({ externalId: z.string().trim().max(200).nullish() });

/** Answers to forms: drafts saved as the respondent goes, submitted once to open a case. */
@Injectable()
export class FormResponsesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(FormsService) private readonly forms: FormsService,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /**
   * Answers checked against a version's questions (assertValidAnswers): a FILE answer must name the
   * caller's own uploads, and they must be in storage, or nothing is written.
   */
  private async validAnswers(
    principal: Principal,
    questions: readonly FormQuestion[],
    answers: readonly QuestionResponse[],
    mode: AnswerValidationMode,
  ): Promise<QuestionResponse[]> {
    const valid = assertValidAnswers(questions, answers, { mode, fileOwnerPrefix: `personal/${principal.userId}/` });
    await requireUploaded(this.storage, filePathsOf(questions, valid), 'questionResponses');
    return valid;
  }

  /** Starts a draft for the caller, or for an employee when the caller may submit on their behalf. */
  async create(principal: Principal, input: CreateFormResponseInput): Promise<FormResponseEntity> {
    const organizationId = principal.requireOrganizationId();
    const respondentId = await this.respondentFor(principal, organizationId, input.respondentId);
    const form = await this.forms.findVisible(principal, input.formId);
    if (!form.isActive) throw badInput('formId: this form is disabled', 'formId');
    const version = await this.versionOf(this.dataSource.manager, form.id, input.versionId ?? form.currentVersionId);
    const answers = await this.validAnswers(principal, version.questions, toAnswers(input.questionResponses), 'draft');
    const repository = this.dataSource.getRepository(FormResponseEntity);
    return repository.save(
      repository.create({
        organizationId,
        formId: form.id,
        formVersionId: version.id,
        respondentId,
        assistedById: respondentId === principal.userId ? null : principal.userId,
        externalId: input.externalId ?? null,
        questionResponses: answers,
        isDraft: true,
      }),
    );
  }

  /** Replaces the answers of a draft (autosave). */
  async update(
    principal: Principal,
    formResponseId: string,
    questionResponses: CreateFormResponseInput['questionResponses'],
  ) {
    return this.dataSource.transaction(async (manager) => {
      const { response, version } = await this.loadDraft(principal, formResponseId, manager);
      response.questionResponses = await this.validAnswers(
        principal,
        version.questions,
        toAnswers(questionResponses),
        'draft',
      );
      return manager.save(response);
    });
  }

  /** Replaces one answer of a draft; the whole draft is re-checked, since visibility depends on every answer. */
  async updateQuestion(principal: Principal, formResponseId: string, questionResponse: AnswerInput) {
    const [answer] = toAnswers([parseInput(answerInputSchema, questionResponse)]);
    return this.dataSource.transaction(async (manager) => {
      const { response, version } = await this.loadDraft(principal, formResponseId, manager);
      const others = response.questionResponses.filter((given) => given.questionId !== answer.questionId);
      response.questionResponses = await this.validAnswers(principal, version.questions, [...others, answer], 'draft');
      return manager.save(response);
    });
  }

  /**
   * Staff who can see a case add a submitted response to it (the caller is the respondent): checked as
   * on submit, saved and recorded as "form response" (which fires FORM_ANSWERED) in one transaction.
   */
  async addToCase(
    principal: Principal,
    caseId: string,
    input: AddFormResponseToCaseInput,
  ): Promise<FormResponseEntity> {
    if (!isUuid(caseId)) throw notFound();
    const caseRecord = await this.cases.findVisible(principal, caseId);
    const answers = toAnswers(input.questionResponses);
    const { externalId } = parseInput(externalIdSchema, { externalId: input.externalId });
    return this.activityTransaction.run(async (manager, record) => {
      const form = await this.forms.findVisible(principal, input.formId, manager);
      // The response joins the case's organization: another organization's form does not exist there.
      if (!form.isGlobal && form.organizationId !== caseRecord.organizationId) throw notFound();
      if (!form.isActive) throw badInput('formId: this form is disabled', 'formId');
      const version = await this.versionOf(manager, form.id, input.versionId ?? form.currentVersionId);
      const response = await manager.save(
        manager.create(FormResponseEntity, {
          organizationId: caseRecord.organizationId,
          formId: form.id,
          formVersionId: version.id,
          respondentId: principal.userId,
          caseId: caseRecord.id,
          externalId: externalId || null,
          questionResponses: await this.validAnswers(principal, version.questions, answers, 'submit'),
          isDraft: false,
          submittedAt: new Date(),
        }),
      );
      await record({
        organizationId: caseRecord.organizationId,
        caseId: caseRecord.id,
        actorUserId: principal.userId,
        type: CaseActivityType.ADD_FORM_RESPONSE,
        payload: { formResponseId: response.id, formVersionId: version.id },
      });
      return response;
    });
  }

  async delete(principal: Principal, formResponseId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { response } = await this.loadDraft(principal, formResponseId, manager);
      await manager.remove(response);
    });
  }

  /**
   * Submitted responses of a case the caller can see, oldest first, each with the questions it answered.
   * Answers to PHI questions are withheld (dropped) from anyone but the respondent and holders of access_phi.
   */
  async submittedForCase(
    principal: Principal,
    caseRecord: { id: string; organizationId: string },
  ): Promise<CaseFormResponse[]> {
    const responses = await this.dataSource.getRepository(FormResponseEntity).find({
      where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id, isDraft: false },
      order: { submittedAt: 'ASC', id: 'ASC' },
    });
    const versionIds = [...new Set(responses.map((response) => response.formVersionId))];
    const versions = new Map(
      (await this.dataSource.getRepository(FormVersionEntity).findBy({ id: In(versionIds) })).map((version) => [
        version.id,
        version,
      ]),
    );
    const formIds = [...new Set(responses.map((response) => response.formId))];
    const formNames = new Map(
      (await this.dataSource.getRepository(FormEntity).findBy({ id: In(formIds) })).map((form) => [form.id, form.name]),
    );
    const mayReadPhi = principal.inOrganization(caseRecord.organizationId).has(Permission.ACCESS_PHI);
    return responses.map((response) => {
      const version = versions.get(response.formVersionId)!;
      const formName = formNames.get(response.formId) ?? '';
      if (mayReadPhi || response.respondentId === principal.userId) return { response, version, formName };
      const phiQuestionIds = new Set(version.questions.filter((question) => question.isPHI).map((q) => q.id));
      response.questionResponses = response.questionResponses.filter(
        (answer) => !phiQuestionIds.has(answer.questionId),
      );
      return { response, version, formName };
    });
  }

  /** Drafts of a respondent, newest first: the caller's own, or an employee's for who may submit on their behalf. */
  async drafts(principal: Principal, respondentId: string | null | undefined): Promise<FormResponseEntity[]> {
    const organizationId = principal.requireOrganizationId();
    const respondent = await this.respondentFor(principal, organizationId, respondentId);
    return this.dataSource.getRepository(FormResponseEntity).find({
      where: { organizationId, respondentId: respondent, isDraft: true },
      order: { updatedAt: 'DESC', id: 'DESC' },
    });
  }

  /**
   * Submits a draft: checks every answer, opens the case in the form's organization and records
   * "create case" and "form response" (which fires FORM_ANSWERED), all in one transaction.
   */
  async submit(principal: Principal, formResponseId: string): Promise<SubmittedForm> {
    return this.activityTransaction.run(async (manager, record) => {
      const { response, version } = await this.loadDraft(principal, formResponseId, manager);
      const answers = await this.validAnswers(principal, version.questions, response.questionResponses, 'submit');
      const form = await this.forms.findVisible(principal, response.formId, manager);
      if (!form.isActive) throw badInput('formId: this form is disabled', 'formId');
      const caseRecord = await manager.save(
        manager.create(CaseEntity, {
          organizationId: response.organizationId,
          shortId: newShortId(),
          title: form.name,
          type: form.caseTypes.includes(MedicationType.GLP) ? MedicationType.GLP : MedicationType.ADA,
          status: CaseStatus.OPEN,
          submitterId: response.respondentId,
        }),
      );
      await takeSignUpChoices(manager, caseRecord);
      response.questionResponses = answers;
      response.isDraft = false;
      response.caseId = caseRecord.id;
      response.submittedAt = new Date();
      await manager.save(response);
      const activity = {
        organizationId: caseRecord.organizationId,
        caseId: caseRecord.id,
        actorUserId: principal.userId,
      };
      await record({
        ...activity,
        type: CaseActivityType.CREATE_CASE,
        payload: { formId: form.id, formVersionId: version.id },
      });
      await record({
        ...activity,
        type: CaseActivityType.ADD_FORM_RESPONSE,
        payload: { formResponseId: response.id, formVersionId: version.id },
      });
      await autoAssignPhysician(manager, caseRecord, principal.userId, record);
      return { caseId: caseRecord.id, formResponseId: response.id };
    });
  }

  /** A published version of this form, else BAD_USER_INPUT on versionId. */
  private async versionOf(manager: EntityManager, formId: string, versionId: string | null | undefined) {
    if (!versionId || !isUuid(versionId)) throw badInput('versionId: the form has no published version', 'versionId');
    const version = await manager.findOneBy(FormVersionEntity, { id: versionId, formId });
    if (!version) throw badInput('versionId: this version does not belong to the form', 'versionId');
    return version;
  }

  /** The respondent a caller may act for: itself, or an employee of the organization with submit_form_for_employee. */
  private async respondentFor(
    principal: Principal,
    organizationId: string,
    respondentId: string | null | undefined,
  ): Promise<string> {
    if (!respondentId || respondentId === principal.userId) return principal.userId;
    if (!principal.has(Permission.SUBMIT_FORM_FOR_EMPLOYEE)) throw forbidden(ON_BEHALF_MESSAGE);
    if (!isUuid(respondentId)) throw notFound();
    const respondent = await this.dataSource.getRepository(UserEntity).findOneBy({ id: respondentId, organizationId });
    if (!respondent) throw notFound();
    return respondent.id;
  }

  /** A draft the caller may change: its own (as respondent or assisting staff), locked for the transaction. */
  private async loadDraft(principal: Principal, formResponseId: string, manager: EntityManager) {
    if (!isUuid(formResponseId)) throw notFound();
    const response = await manager.findOne(FormResponseEntity, {
      where: { id: formResponseId },
      lock: { mode: 'pessimistic_write' },
    });
    principal.assertCanSee(response);
    const own = response!.respondentId === principal.userId || response!.assistedById === principal.userId;
    const assisting = principal.role !== Role.USER && principal.has(Permission.SUBMIT_FORM_FOR_EMPLOYEE);
    if (!own && !assisting) throw notFound();
    if (!response!.isDraft) throw illegalState('This form was already submitted');
    const version = await manager.findOneByOrFail(FormVersionEntity, { id: response!.formVersionId });
    return { response: response!, version };
  }
}
