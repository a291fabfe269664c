import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { badInput, forbidden, hasControlCharacter, isUuid, notFound, type Principal, restricted } from '#access';
import { caseCategoriesUsableIn } from '#domain/case-categories';
import { documentsForTemplate } from '#domain/documents';
import { decodeCursor, type Page, pageSize, toPage } from '#database';
import { FormEntity, formsUsableIn } from '#domain/forms';
import { parseInput } from '#domain/shared';
import { CommunicationTemplateEntity } from './communication-template.entity.js';
import {
  CommunicationTemplateSearchBy,
  type CreateCommunicationTemplateInput,
  createTemplateSchema,
  type ListCommunicationTemplatesInput,
  listTemplatesSchema,
  type UpdateCommunicationTemplateInput,
  updateTemplateSchema,
} from './communication-template-input.js';
import {
  CommunicationTemplateRules,
  CommunicationTemplateScope,
  mayManageTemplate,
  scopeOf,
} from './communication-template-rules.js';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
const SORT_KEY = 'lower(t.name)';

/**
 * Communication templates: the texts staff start a message from, global (CV Admin), the organization's, or
 * personal. Every load by id checks the caller may see the template (another organization's, or another
 * person's personal template, is NOT_FOUND); changing one needs the rule of its scope (FORBIDDEN otherwise).
 */
@Injectable()
export class CommunicationTemplatesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async create(principal: Principal, input: CreateCommunicationTemplateInput): Promise<CommunicationTemplateEntity> {
    const parsed = parseInput(createTemplateSchema, input);
    const scope = scopeOf({ isGlobal: parsed.isGlobal ?? false, isPersonal: parsed.isPersonal ?? false });
    const organizationId = scope === CommunicationTemplateScope.GLOBAL ? null : principal.requireOrganizationId();
    principal.assertSatisfies(restricted(CommunicationTemplateRules[scope]));
    return this.dataSource.transaction(async (manager) => {
      await this.assertFormsUsable(manager, organizationId, parsed.formIds ?? []);
      await this.assertCaseCategoriesUsable(manager, organizationId, parsed.caseCategoryIds ?? []);
      const documents = await documentsForTemplate(manager, organizationId, principal, parsed.documentIds ?? []);
      return manager.save(
        manager.create(CommunicationTemplateEntity, {
          organizationId,
          ownerUserId: scope === CommunicationTemplateScope.USER ? principal.userId : null,
          name: parsed.name,
          text: parsed.text,
          documentIds: documents.map((document) => document.id),
          formIds: parsed.formIds ?? [],
          caseCategoryIds: parsed.caseCategoryIds ?? [],
          isGlobal: scope === CommunicationTemplateScope.GLOBAL,
          isPersonal: scope === CommunicationTemplateScope.USER,
        }),
      );
    });
  }

  async update(
    principal: Principal,
    templateId: string,
    input: UpdateCommunicationTemplateInput,
  ): Promise<CommunicationTemplateEntity> {
    const parsed = parseInput(updateTemplateSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const template = await this.findManageable(principal, templateId, manager);
      if (parsed.formIds) await this.assertFormsUsable(manager, template.organizationId, parsed.formIds);
      if (parsed.caseCategoryIds) {
        await this.assertCaseCategoriesUsable(manager, template.organizationId, parsed.caseCategoryIds);
      }
      const documents = parsed.documentIds
        ? await documentsForTemplate(manager, template.organizationId, principal, parsed.documentIds)
        : null;
      Object.assign(template, {
        name: parsed.name ?? template.name,
        text: parsed.text ?? template.text,
        documentIds: documents ? documents.map((document) => document.id) : template.documentIds,
        formIds: parsed.formIds ?? template.formIds,
        caseCategoryIds: parsed.caseCategoryIds ?? template.caseCategoryIds,
      } satisfies Partial<CommunicationTemplateEntity>);
      return manager.save(template);
    });
  }

  /** Deletes the template; answers it as it was. */
  async delete(principal: Principal, templateId: string): Promise<CommunicationTemplateEntity> {
    return this.dataSource.transaction(async (manager) => {
      const template = await this.findManageable(principal, templateId, manager);
      await manager.delete(CommunicationTemplateEntity, { id: template.id });
      return template;
    });
  }

  /** A template the caller may see, else NOT_FOUND. */
  async findVisible(
    principal: Principal,
    templateId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CommunicationTemplateEntity> {
    const template = isUuid(templateId)
      ? await manager.findOne(CommunicationTemplateEntity, {
          where: { id: templateId },
          lock: manager.queryRunner?.isTransactionActive ? { mode: 'pessimistic_write' } : undefined,
        })
      : null;
    if (!template) throw notFound();
    if (template.isGlobal) return template;
    principal.assertCanSee(template);
    if (template.isPersonal && template.ownerUserId !== principal.userId) throw notFound();
    return template;
  }

  /** Whether the caller may change or delete a template it sees (the api's viewerCanManage). */
  mayManage(principal: Principal, template: CommunicationTemplateEntity): boolean {
    return mayManageTemplate(principal, template);
  }

  /**
   * The templates offered in the caller's organization: the global ones, the organization's, and the caller's
   * own personal ones there, by name (then id), paged by keyset; optionally searched by name or text (both
   * when searchBy is left out) and narrowed to one scope.
   */
  async list(
    principal: Principal,
    input: ListCommunicationTemplatesInput = {},
  ): Promise<Page<CommunicationTemplateEntity>> {
    const parsed = parseInput(listTemplatesSchema, input);
    const organizationId = principal.requireOrganizationId();
    principal.assertSatisfies(restricted(CommunicationTemplateRules.list));
    const size = pageSize(parsed.recordsPerPage);
    const query = this.dataSource
      .getRepository(CommunicationTemplateEntity)
      .createQueryBuilder('t')
      .where(
        `(t.is_global OR (t.organization_id = :organizationId AND (NOT t.is_personal OR t.owner_user_id = :userId)))`,
        { organizationId, userId: principal.userId },
      );
    if (parsed.scope === CommunicationTemplateScope.GLOBAL) query.andWhere('t.is_global');
    if (parsed.scope === CommunicationTemplateScope.ORGANIZATION)
      query.andWhere('NOT t.is_global AND NOT t.is_personal');
    if (parsed.scope === CommunicationTemplateScope.USER) query.andWhere('t.is_personal');
    if (parsed.searchText) {
      const condition =
        parsed.searchBy === CommunicationTemplateSearchBy.TEMPLATE_NAME
          ? 't.name ILIKE :search'
          : parsed.searchBy === CommunicationTemplateSearchBy.TEMPLATE_TEXT
            ? 't.text ILIKE :search'
            : '(t.name ILIKE :search OR t.text ILIKE :search)';
      query.andWhere(condition, { search: likePattern(parsed.searchText) });
    }
    const totalCount = await query.clone().getCount();
    if (parsed.after) {
      const [value, id] = decodeCursor(parsed.after, 2);
      if (typeof value !== 'string' || hasControlCharacter(value) || !isUuid(id))
        throw badInput('after: not a cursor returned by this list', 'after');
      query.andWhere(`(${SORT_KEY}, t.id) > (:cursorValue, :cursorId::uuid)`, { cursorValue: value, cursorId: id });
    }
    const { entities, raw } = await query
      .addSelect(SORT_KEY, 'sort_value')
      .orderBy(SORT_KEY, 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(size + 1)
      .getRawAndEntities<{ sort_value: string; t_id: string }>();
    const sortValues = new Map(raw.map((row) => [row.t_id, row.sort_value]));
    return toPage(entities, size, totalCount, (row) => [sortValues.get(row.id)!, row.id]);
  }

  private async findManageable(
    principal: Principal,
    templateId: string,
    manager: EntityManager,
  ): Promise<CommunicationTemplateEntity> {
    const template = await this.findVisible(principal, templateId, manager);
    const scope = scopeOf(template);
    if (!mayManageTemplate(principal, template)) throw forbidden(CommunicationTemplateRules[scope].message);
    return template;
  }

  /**
   * Forms a template offers must be ones its organization can send (its own or global, active, published);
   * a global template offers global forms only.
   */
  private async assertFormsUsable(
    manager: EntityManager,
    organizationId: string | null,
    formIds: readonly string[],
  ): Promise<void> {
    if (formIds.length === 0) return;
    const usable = organizationId
      ? await formsUsableIn(manager, organizationId, formIds)
      : new Set(
          (
            await manager
              .getRepository(FormEntity)
              .createQueryBuilder('f')
              .select('f.id', 'id')
              .where('f.id = ANY(:formIds::uuid[]) AND f.is_global AND f.organization_id IS NULL AND f.is_active', {
                formIds,
              })
              .getRawMany<{ id: string }>()
          ).map((row) => row.id),
        );
    const missing = formIds.filter((id) => !usable.has(id));
    if (missing.length > 0) {
      throw badInput(
        `formIds: ${missing.join(', ')} ${missing.length > 1 ? 'are not forms' : 'is not a form'} this template can offer`,
        'formIds',
      );
    }
  }

  /**
   * Case categories a template names must be its organization's (global template: any of the catalogue),
   * so a template never offers a category its organization does not use.
   */
  private async assertCaseCategoriesUsable(
    manager: EntityManager,
    organizationId: string | null,
    caseCategoryIds: readonly string[],
  ): Promise<void> {
    const usable = await caseCategoriesUsableIn(manager, organizationId, caseCategoryIds);
    const missing = caseCategoryIds.filter((id) => !usable.has(id));
    if (missing.length > 0) {
      throw badInput(
        `caseCategoryIds: ${missing.join(', ')} ${
          missing.length > 1 ? 'are not case categories' : 'is not a case category'
        } of ${organizationId ? "the template's organization" : 'the catalogue'}`,
        'caseCategoryIds',
      );
    }
  }
}
