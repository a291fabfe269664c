import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { CaseActivityEntity } from '#events';
import { isUuid, notFound, Permission, type Principal } from '#access';
import { OrganizationEntity } from '../organizations/organization.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { CaseEntity } from './case.entity.js';
import { caseReach, isWithinReach } from './case-visibility.js';

/** A person named on a case: what usersByIds reads of a user. */
export type CasePersonRecord = Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'fullName' | 'email' | 'role'>;

@Injectable()
export class CasesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * A case the caller may see: in an organization it may act in and within its reach (an employee's
   * own, a caseworker's assigned ones, every case for who holds get_any_org_case_by_id). Anything
   * else is NOT_FOUND, never a hint that it exists. `lock` holds the row for a change.
   */
  async findVisible(
    principal: Principal,
    caseId: string,
    options: { manager?: EntityManager; lock?: boolean } = {},
  ): Promise<CaseEntity> {
    if (!isUuid(caseId)) throw notFound();
    const manager = options.manager ?? this.dataSource.manager;
    const found = await manager.findOne(CaseEntity, {
      where: { id: caseId },
      ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    const caseRecord = principal.assertCanSee(found);
    const scoped = principal.inOrganization(caseRecord.organizationId);
    const reach = caseReach(scoped, Permission.GET_ANY_ORG_CASE_BY_ID);
    const teamMemberIds = reach === 'involved' ? await this.teamMemberIds(manager, caseRecord.id) : [];
    if (!isWithinReach(caseRecord, reach, scoped.userId, teamMemberIds)) throw notFound();
    return caseRecord;
  }

  async teamMemberIds(manager: EntityManager, caseId: string): Promise<string[]> {
    const rows: { user_id: string }[] = await manager.query('SELECT user_id FROM case_assignee WHERE case_id = $1', [
      caseId,
    ]);
    return rows.map((row) => row.user_id);
  }

  /**
   * Users by id, for the people named on cases (batched per request by the api's loaders): only what
   * names a person, not the rest of the profile (health and contact details stay unread).
   */
  async usersByIds(ids: readonly string[]): Promise<Map<string, CasePersonRecord>> {
    const users = await this.dataSource.getRepository(UserEntity).find({
      select: { id: true, firstName: true, lastName: true, email: true, role: true },
      where: { id: In([...ids]) },
    });
    return new Map(users.map((user) => [user.id, user]));
  }

  async organizationsByIds(ids: readonly string[]): Promise<Map<string, OrganizationEntity>> {
    const organizations = await this.dataSource.getRepository(OrganizationEntity).findBy({ id: In([...ids]) });
    return new Map(organizations.map((organization) => [organization.id, organization]));
  }

  /** The team (case_assignee) of each case, in the order members joined. */
  async teamsByCaseIds(caseIds: readonly string[]): Promise<Map<string, string[]>> {
    const rows: { case_id: string; user_id: string }[] = await this.dataSource.query(
      'SELECT case_id, user_id FROM case_assignee WHERE case_id = ANY($1)',
      [[...caseIds]],
    );
    const teams = new Map<string, string[]>();
    for (const row of rows) teams.set(row.case_id, [...(teams.get(row.case_id) ?? []), row.user_id]);
    return teams;
  }

  /** The latest `limit` timeline entries of a case, oldest first. */
  async recentActivity(
    caseRecord: { id: string; organizationId: string },
    limit: number,
  ): Promise<CaseActivityEntity[]> {
    const newest = await this.dataSource.getRepository(CaseActivityEntity).find({
      where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return newest.reverse();
  }
}
