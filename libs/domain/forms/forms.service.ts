import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import {
  type AccessRule,
  alreadyExists,
  badInput,
  forbidden,
  isUuid,
  notFound,
  Permission,
  type Principal,
  restricted,
  Role,
} from '#access';
import { OrganizationEntity } from '#domain/organizations';
import { parseInput } from '#domain/shared';
import {
  createFormSchema,
  type CreateFormInput,
  questionInputSchema,
  type QuestionInput,
  updateFormSchema,
  type UpdateFormInput,
} from './form-input.schemas.js';
import { FormVersionEntity } from './form-version.entity.js';
import { FormEntity } from './form.entity.js';
import { buildQuestions } from './question-builder.js';
import { z } from 'zod';

/** A form with the version respondents answer now. */
export interface FormWithVersion {
  form: FormEntity;
  version: FormVersionEntity | null;
}

export const GLOBAL_FORMS_MESSAGE = 'Only a CV Admin can manage global forms';

/**
 * The two platform-wide default versions. "The default global form version" (setDefaultGlobalFormVersion,
 * defaultGlobalForm) is the one flagged isPartnerDefault: the global intake form partner pages open.
 */
export type GlobalDefaultFlag = 'isPartnerDefault' | 'isGLPFollowupDefault';

/** Form definitions: forms, their immutable versions, visibility and default flags. */
/** Form Editor (spec 000 §2: Cvadmin and Admin), or a custom role holding edit_form. */
export const FORM_EDITORS = {
  roles: [Role.CVADMIN, Role.ADMIN],
  permissions: [Permission.EDIT_FORM],
} satisfies AccessRule;

@Injectable()
export class FormsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get forms() {
    return this.dataSource.getRepository(FormEntity);
  }

  private get versions() {
    return this.dataSource.getRepository(FormVersionEntity);
  }

  /** Forms usable in the caller's organization: its own and, when asked, the global ones. */
  async list(
    principal: Principal,
    options: { isGlobal?: boolean | null; includeDisabledForms?: boolean | null },
  ): Promise<FormWithVersion[]> {
    const organizationId = principal.requireOrganizationId();
    // true: global forms only; false: the organization's own only; left out: both.
    const where =
      options.isGlobal === true
        ? [{ isGlobal: true }]
        : options.isGlobal === false
          ? [{ organizationId, isGlobal: false }]
          : [{ organizationId }, { isGlobal: true }];
    const forms = await this.forms.find({
      where: where.map((condition) => (options.includeDisabledForms ? condition : { ...condition, isActive: true })),
      order: { name: 'ASC', id: 'ASC' },
    });
    return this.withVersions(forms);
  }

  /** A form the caller may see (its organization's or a global one), else NOT_FOUND. */
  async findVisible(
    principal: Principal,
    formId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<FormEntity> {
    const form = isUuid(formId) ? await manager.findOneBy(FormEntity, { id: formId }) : null;
    if (!form || (!form.isGlobal && (!form.organizationId || !principal.canActIn(form.organizationId))))
      throw notFound();
    return form;
  }

  async byId(principal: Principal, formId: string): Promise<FormWithVersion> {
    const [found] = await this.withVersions([await this.findVisible(principal, formId)]);
    return found;
  }

  /**
   * The form New Request opens: the one the organization settings name (newRequest.defaultFormId, its own
   * or a global one, while it is active), else the organization's form flagged default, else NOT_FOUND.
   */
  async defaultForm(principal: Principal): Promise<FormWithVersion> {
    const organizationId = principal.requireOrganizationId();
    const organization = await this.dataSource
      .getRepository(OrganizationEntity)
      .findOne({ where: { id: organizationId }, select: { id: true, settings: true } });
    const chosenId = organization?.settings.newRequest?.defaultFormId;
    const chosen = chosenId
      ? await this.forms.findOne({
          where: [
            { id: chosenId, organizationId, isActive: true },
            { id: chosenId, isGlobal: true, isActive: true },
          ],
        })
      : null;
    const form =
      chosen ??
      (await this.forms.findOneBy({
        organizationId,
        isDefault: true,
        isActive: true,
      }));
    if (!form) throw notFound('This organization has no default request form');
    const [found] = await this.withVersions([form]);
    return found;
  }

  /** By short link: the organization's form with that link name, or the global one when isGlobal. */
  async byShortLink(principal: Principal, linkName: string, isGlobal: boolean): Promise<FormWithVersion> {
    const form = await this.forms.findOneBy(
      isGlobal
        ? { linkName: linkName.toLowerCase(), isGlobal: true }
        : { linkName: linkName.toLowerCase(), organizationId: principal.requireOrganizationId() },
    );
    if (!form || !form.isActive) throw notFound();
    const [found] = await this.withVersions([form]);
    return found;
  }

  /**
   * The global form holding the default global version, shown with that version: the version the CV Admin
   * chose stays the one answered even after a newer version is published. NOT_FOUND when none is set.
   */
  async defaultGlobalForm(): Promise<FormWithVersion> {
    const version = await this.versions.findOneBy({ isPartnerDefault: true });
    const form = version && (await this.forms.findOneBy({ id: version.formId, isGlobal: true, isActive: true }));
    if (!version || !form) throw notFound('No default global form is set');
    return { form, version };
  }

  /**
   * The form sign-up opens for a product bundle (the bundle already tenant-checked by the caller): the bundle's
   * own form version, else the partner default version (defaultGlobalForm).
   */
  async forProductBundle(formVersionId: string | null): Promise<FormWithVersion> {
    if (!formVersionId) return this.defaultGlobalForm();
    const version = await this.versions.findOneBy({ id: formVersionId });
    const form = version && (await this.forms.findOneBy({ id: version.formId }));
    if (!version || !form) throw notFound();
    return { form, version };
  }

  /** A version of a form the caller may see (disabled forms too: staff read old responses with it). */
  async byVersionId(principal: Principal, versionId: string, linkName?: string | null): Promise<FormWithVersion> {
    if (!isUuid(versionId)) throw notFound();
    const version = await this.versions.findOneBy({ id: versionId });
    if (!version) throw notFound();
    const form = await this.findVisible(principal, version.formId);
    // Links made before a rename still name the version's own link name.
    const link = linkName?.trim().toLowerCase();
    if (link && link !== version.linkName && link !== form.linkName) throw notFound();
    return { form, version };
  }

  /** Moves a platform-wide default flag to this version of a global form; exactly one version holds it. */
  async setGlobalDefaultVersion(
    principal: Principal,
    versionId: string,
    flag: GlobalDefaultFlag,
  ): Promise<FormVersionEntity> {
    if (!principal.isCvadmin()) throw forbidden(GLOBAL_FORMS_MESSAGE);
    if (!isUuid(versionId)) throw notFound();
    return this.dataSource.transaction(async (manager) => {
      // No unique index backs the flag, so concurrent moves queue on a lock per flag instead.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`form_version.${flag}`]);
      const version = await manager.findOneBy(FormVersionEntity, { id: versionId });
      if (!version) throw notFound();
      const form = await manager.findOneBy(FormEntity, { id: version.formId });
      if (!form?.isGlobal)
        throw badInput('versionId: only a version of a global form can be a global default', 'versionId');
      await manager.update(FormVersionEntity, { [flag]: true }, { [flag]: false });
      await manager.update(FormVersionEntity, { id: version.id }, { [flag]: true });
      return manager.findOneByOrFail(FormVersionEntity, { id: version.id });
    });
  }

  async versionsOf(principal: Principal): Promise<FormVersionEntity[]> {
    return this.versions.find({
      where: [{ organizationId: principal.requireOrganizationId() }, { organizationId: IsNull() }],
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** Creates a form and publishes its first version in one transaction. */
  async create(principal: Principal, input: CreateFormInput): Promise<FormWithVersion> {
    const data = parseInput(createFormSchema, input);
    if (data.isGlobal && !principal.isCvadmin()) throw forbidden(GLOBAL_FORMS_MESSAGE);
    const organizationId = data.isGlobal ? null : principal.requireOrganizationId();
    const questions = buildQuestions(data.questions);
    return this.dataSource.transaction(async (manager) => {
      await this.assertLinkNameFree(manager, organizationId, data.linkName);
      if (data.isDefault && organizationId)
        await manager.update(FormEntity, { organizationId, isDefault: true }, { isDefault: false });
      const form = await manager.save(
        manager.create(FormEntity, {
          organizationId,
          name: data.name,
          linkName: data.linkName,
          description: data.description,
          isGlobal: data.isGlobal,
          isDefault: data.isDefault && !data.isGlobal,
          showStepsIndividually: data.showStepsIndividually,
          caseTypes: data.caseTypes,
        }),
      );
      const version = await this.publish(manager, principal, form, questions);
      return { form, version };
    });
  }

  /** Publishes a new version with the given questions; earlier versions and their responses stay as they are. */
  async createVersion(principal: Principal, formId: string, questionInputs: QuestionInput[]): Promise<FormWithVersion> {
    const inputs = parseInput(z.array(questionInputSchema).max(300), questionInputs);
    const questions = buildQuestions(inputs);
    return this.dataSource.transaction(async (manager) => {
      const form = await this.findEditable(principal, formId, manager);
      const version = await this.publish(manager, principal, form, questions);
      return { form, version };
    });
  }

  async update(principal: Principal, formId: string, input: UpdateFormInput): Promise<FormWithVersion> {
    const data = parseInput(updateFormSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const form = await this.findEditable(principal, formId, manager);
      if (data.linkName && data.linkName !== form.linkName)
        await this.assertLinkNameFree(manager, form.organizationId, data.linkName);
      if (data.isDefault && form.organizationId) {
        await manager.update(
          FormEntity,
          { organizationId: form.organizationId, isDefault: true },
          { isDefault: false },
        );
      }
      Object.assign(form, data, { isDefault: (data.isDefault ?? form.isDefault) && !form.isGlobal });
      await manager.save(form);
      const version = form.currentVersionId
        ? await manager.findOneBy(FormVersionEntity, { id: form.currentVersionId })
        : null;
      return { form, version };
    });
  }

  /** Activates or deactivates a form: a disabled form cannot be opened or answered. */
  async setActive(principal: Principal, formId: string, isActive: boolean): Promise<FormWithVersion> {
    const form = await this.findEditable(principal, formId);
    form.isActive = isActive;
    await this.forms.save(form);
    const [found] = await this.withVersions([form]);
    return found;
  }

  /** A form is edited by who may edit forms in the form's own organization; a global one by the CV Admin. */
  private async findEditable(
    principal: Principal,
    formId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<FormEntity> {
    const form = await this.findVisible(principal, formId, manager);
    if (form.isGlobal) {
      if (!principal.isCvadmin()) throw forbidden(GLOBAL_FORMS_MESSAGE);
    } else if (form.organizationId) {
      // The guard checked the caller's current organization; a TPA may edit in one and not in another.
      principal.inOrganization(form.organizationId).assertSatisfies(restricted(FORM_EDITORS));
    }
    return form;
  }

  private async assertLinkNameFree(
    manager: EntityManager,
    organizationId: string | null,
    linkName: string,
  ): Promise<void> {
    const taken = await manager.existsBy(
      FormEntity,
      organizationId ? { organizationId, linkName } : { isGlobal: true, linkName },
    );
    if (taken) throw alreadyExists('A form with this link name already exists');
  }

  private async publish(
    manager: EntityManager,
    principal: Principal,
    form: FormEntity,
    questions: FormVersionEntity['questions'],
  ): Promise<FormVersionEntity> {
    // Row lock on the form: two publishes at once get consecutive version numbers.
    await manager.findOne(FormEntity, { where: { id: form.id }, lock: { mode: 'pessimistic_write' } });
    const latest = await manager.findOne(FormVersionEntity, {
      where: { formId: form.id },
      order: { versionNumber: 'DESC' },
    });
    const version = await manager.save(
      manager.create(FormVersionEntity, {
        formId: form.id,
        organizationId: form.organizationId,
        versionNumber: (latest?.versionNumber ?? 0) + 1,
        linkName: form.linkName,
        questions,
        createdById: principal.userId,
      }),
    );
    form.currentVersionId = version.id;
    await manager.update(FormEntity, { id: form.id }, { currentVersionId: version.id });
    return version;
  }

  private async withVersions(forms: FormEntity[]): Promise<FormWithVersion[]> {
    const ids = forms.map((form) => form.currentVersionId).filter((id): id is string => Boolean(id));
    const versions = ids.length > 0 ? await this.versions.findBy(ids.map((id) => ({ id }))) : [];
    const byId = new Map(versions.map((version) => [version.id, version]));
    return forms.map((form) => ({
      form,
      version: form.currentVersionId ? (byId.get(form.currentVersionId) ?? null) : null,
    }));
  }
}
