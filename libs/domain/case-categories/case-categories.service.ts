import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, QueryFailedError } from 'typeorm';
import { alreadyExists, badInput, notFound, type Principal, restricted } from '#access';
import { OrganizationEntity } from '#domain/organizations';
import { parseInput } from '#domain/shared';
import { CaseCategoryEntity } from './case-category.entity.js';
import {
  type AddCaseCategoryInput,
  addCaseCategorySchema,
  linkNameFor,
  type UpdateOrganizationCategoriesInput,
  updateOrganizationCategoriesSchema,
} from './case-category-input.js';
import { CaseCategoryRules } from './case-category-rules.js';
import { OrganizationCaseCategoryEntity } from './organization-case-category.entity.js';

const DUPLICATE_MESSAGE = 'A case category with this name or link name already exists';

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';

/**
 * Case categories: the catalogue (added by the CV Admin) and the set each organization uses. Templates and
 * forms offer only categories their organization uses (caseCategoriesUsableIn).
 */
@Injectable()
export class CaseCategoriesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The whole catalogue, by name. */
  findAll(): Promise<CaseCategoryEntity[]> {
    return this.dataSource.getRepository(CaseCategoryEntity).find({ order: { name: 'ASC', id: 'ASC' } });
  }

  /** Adds a category to the catalogue; a name or link name already taken (letter case aside) is ALREADY_EXISTS. */
  async add(input: AddCaseCategoryInput): Promise<CaseCategoryEntity> {
    const data = parseInput(addCaseCategorySchema, input);
    const linkName = data.linkName ?? linkNameFor(data.name);
    if (!linkName) throw badInput('linkName: the name has no letters or digits for a link name; give one', 'linkName');
    const repository = this.dataSource.getRepository(CaseCategoryEntity);
    const taken = await repository
      .createQueryBuilder('c')
      .where('lower(c.name) = lower(:name) OR c.link_name = :linkName', { name: data.name, linkName })
      .getExists();
    if (taken) throw alreadyExists(DUPLICATE_MESSAGE);
    try {
      return await repository.save(repository.create({ name: data.name, linkName }));
    } catch (error) {
      // Two adds of the same category at once: the unique indexes decide, the loser is told as above.
      if (isUniqueViolation(error)) throw alreadyExists(DUPLICATE_MESSAGE);
      throw error;
    }
  }

  /**
   * Replaces the organization's categories (the caller's acting organization, or the one named) in one
   * transaction. An organization the caller may not act in is NOT_FOUND, one it may act in without the
   * rule FORBIDDEN, an unknown category id BAD_USER_INPUT; in each case nothing is written.
   */
  async updateOrganizationCategories(
    principal: Principal,
    input: UpdateOrganizationCategoriesInput,
  ): Promise<OrganizationEntity> {
    const data = parseInput(updateOrganizationCategoriesSchema, input);
    const organizationId = data.organizationId ?? principal.requireOrganizationId();
    const scoped = principal.inOrganization(organizationId);
    scoped.assertSatisfies(restricted(CaseCategoryRules.updateOrganization));
    return this.dataSource.transaction(async (manager) => {
      // Locked, so two replacements of the same set run one after the other, not interleaved.
      const organization = await manager.findOne(OrganizationEntity, {
        where: { id: organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!organization) throw notFound();
      const known = new Set(
        (
          await manager.find(CaseCategoryEntity, {
            where: { id: In(data.caseCategoryIds) },
            select: { id: true },
          })
        ).map((row) => row.id),
      );
      const unknown = data.caseCategoryIds.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw badInput(
          `caseCategoryIds: ${unknown.join(', ')} ${unknown.length > 1 ? 'are not case categories' : 'is not a case category'}`,
          'caseCategoryIds',
        );
      }
      await manager.delete(OrganizationCaseCategoryEntity, { organizationId });
      if (data.caseCategoryIds.length > 0) {
        await manager.insert(
          OrganizationCaseCategoryEntity,
          data.caseCategoryIds.map((caseCategoryId) => ({ organizationId, caseCategoryId })),
        );
      }
      return organization;
    });
  }

  /** The categories of each organization, by name, for one batched lookup per request. */
  async byOrganizationIds(organizationIds: readonly string[]): Promise<Map<string, CaseCategoryEntity[]>> {
    const result = new Map<string, CaseCategoryEntity[]>(organizationIds.map((id) => [id, []]));
    if (organizationIds.length === 0) return result;
    const rows = await this.dataSource
      .getRepository(CaseCategoryEntity)
      .createQueryBuilder('c')
      .innerJoin(OrganizationCaseCategoryEntity, 'oc', 'oc.case_category_id = c.id')
      .addSelect('oc.organization_id', 'organization_id')
      .where('oc.organization_id = ANY(:organizationIds::uuid[])', { organizationIds: [...organizationIds] })
      .orderBy('c.name', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getRawAndEntities<{ c_id: string; organization_id: string }>();
    const byId = new Map(rows.entities.map((category) => [category.id, category]));
    for (const row of rows.raw) result.get(row.organization_id)?.push(byId.get(row.c_id)!);
    return result;
  }
}

/**
 * Of `caseCategoryIds`, those a template or form of `organizationId` may carry: the organization's own
 * categories, or (organizationId null, a global one) any category of the catalogue.
 */
export async function caseCategoriesUsableIn(
  manager: EntityManager,
  organizationId: string | null,
  caseCategoryIds: readonly string[],
): Promise<Set<string>> {
  if (caseCategoryIds.length === 0) return new Set();
  const rows: { id: string }[] = organizationId
    ? await manager.query(
        `SELECT case_category_id AS id FROM organization_case_category
          WHERE organization_id = $1 AND case_category_id = ANY($2::uuid[])`,
        [organizationId, caseCategoryIds],
      )
    : await manager.query(`SELECT id FROM case_category WHERE id = ANY($1::uuid[])`, [caseCategoryIds]);
  return new Set(rows.map((row) => row.id));
}
