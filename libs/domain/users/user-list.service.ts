import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { z } from 'zod';
import { badInput, isUuid, type Principal, Role } from '#access';
import { decodeCursor, type Page, pageSize, toPage } from '#database';
import { parseInput } from '#domain/shared';
import { USER_ACCESS_RELATIONS } from './user-access.js';
import { UserEntity } from './user.entity.js';

export enum UserSortField {
  CREATED_AT = 'CREATED_AT',
  NAME = 'NAME',
}

export enum UserSearchField {
  EMAIL = 'EMAIL',
  NAME = 'NAME',
}

const filtersSchema = z.object({
  roles: z.array(z.enum(Role)).max(6).nullish(),
  customRoles: z.array(z.string().trim().min(1).max(100)).max(20).nullish(),
  searchText: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  searchField: z.enum(UserSearchField).nullish(),
  sortBy: z.enum(UserSortField).nullish(),
  sortOrder: z.enum(['ASC', 'DESC']).nullish(),
});
export type UserListFilters = z.infer<typeof filtersSchema>;

/** The sort key of each order, as SQL on alias `u`; the id breaks ties so the keyset is total. */
const SORT_KEY: Record<UserSortField, string> = {
  [UserSortField.NAME]: `lower(u.last_name || ' ' || u.first_name)`,
  [UserSortField.CREATED_AT]: 'u.created_at',
};

/**
 * Whose people a list shows: the organization's own and those reaching it (usersByRole), the TPA users
 * serving the organization (tpaUsersForOrganization) or every TPA user (allTpaUsers, Cvadmin).
 */
export type UserListScope = 'organization' | 'organizationTpas' | 'allTpas';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * People of an organization (usersByRole): its own users and those who reach it through organization
 * access (TPAs, multi-organization admins), paged by keyset on the chosen order.
 */
@Injectable()
export class UserListService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async list(
    principal: Principal,
    filters: UserListFilters,
    page: { recordsPerPage?: number | null; after?: string | null },
    scope: UserListScope = 'organization',
  ): Promise<Page<UserEntity>> {
    const parsed = parseInput(filtersSchema, filters);
    const organizationId = scope === 'allTpas' ? null : principal.requireOrganizationId();
    const size = pageSize(page.recordsPerPage);
    const sortBy = parsed.sortBy ?? UserSortField.NAME;
    const direction = parsed.sortOrder ?? (sortBy === UserSortField.NAME ? 'ASC' : 'DESC');
    const key = SORT_KEY[sortBy];
    // Deleted users are in no list or picker; their profile stays readable by id.
    const query = this.dataSource.getRepository(UserEntity).createQueryBuilder('u').where('u.deleted_at IS NULL');
    const reachesOrganization = `EXISTS
      (SELECT 1 FROM organization_access oa WHERE oa.user_id = u.id AND oa.organization_id = :organizationId)`;
    if (scope === 'organization') {
      query.andWhere(`(u.organization_id = :organizationId OR ${reachesOrganization})`, { organizationId });
    } else {
      query.andWhere('u.role = :tpa', { tpa: Role.CVTPA });
      if (scope === 'organizationTpas') query.andWhere(reachesOrganization, { organizationId });
    }
    if (parsed.roles?.length) query.andWhere('u.role = ANY(:roles)', { roles: parsed.roles });
    if (parsed.customRoles?.length) {
      query.andWhere(
        `EXISTS (SELECT 1 FROM custom_role cr WHERE cr.id = u.custom_role_id AND cr.name = ANY(:customRoles))`,
        { customRoles: parsed.customRoles },
      );
    }
    if (parsed.searchText) {
      const byName = `(u.first_name || ' ' || u.last_name) ILIKE :search`;
      const byEmail = 'u.email ILIKE :search';
      const condition =
        parsed.searchField === UserSearchField.NAME
          ? byName
          : parsed.searchField === UserSearchField.EMAIL
            ? byEmail
            : `(${byName} OR ${byEmail})`;
      query.andWhere(condition, { search: likePattern(parsed.searchText) });
    }
    const totalCount = await query.clone().getCount();
    if (page.after) {
      const [value, id] = decodeCursor(page.after, 2);
      if (typeof value !== 'string' || typeof id !== 'string' || !isUuid(id)) {
        throw badInput('after: not a cursor returned by this list', 'after');
      }
      const cast = sortBy === UserSortField.CREATED_AT ? '::timestamptz' : '';
      query.andWhere(`(${key}, u.id) ${direction === 'ASC' ? '>' : '<'} (:cursorValue${cast}, :cursorId::uuid)`, {
        cursorValue: value,
        cursorId: id,
      });
    }
    const { entities, raw } = await query
      .addSelect(`${key}::text`, 'sort_value')
      .orderBy(key, direction)
      .addOrderBy('u.id', direction)
      .limit(size + 1)
      .getRawAndEntities<{ sort_value: string; u_id: string }>();
    const sortValues = new Map(raw.map((row) => [row.u_id, row.sort_value]));
    // The page's rows again with their roles per organization, which the User type shows.
    const withAccess = entities.length
      ? await this.dataSource.getRepository(UserEntity).find({
          where: { id: In(entities.map((entity) => entity.id)) },
          relations: USER_ACCESS_RELATIONS,
        })
      : [];
    const loaded = new Map(withAccess.map((user) => [user.id, user]));
    return toPage(
      entities.map((entity) => loaded.get(entity.id) ?? entity),
      size,
      totalCount,
      (row) => [sortValues.get(row.id)!, row.id],
    );
  }

  /** Every platform admin not deleted, by name (allSuperAdmins). */
  superAdmins(): Promise<UserEntity[]> {
    return this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.customRole', 'customRole')
      .leftJoinAndSelect('u.organizationAccess', 'organizationAccess')
      .leftJoinAndSelect('organizationAccess.customRole', 'accessCustomRole')
      .where('u.role = :role', { role: Role.CVADMIN })
      .andWhere('u.deleted_at IS NULL')
      .orderBy('u.lastName', 'ASC')
      .addOrderBy('u.firstName', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getMany();
  }
}
