import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { CaseActivityEntity } from '#events';
import { isUuid, notFound, Permission, type Principal } from '#access';
import { OrganizationEntity } from '#domain/organizations';
import { UserEntity } from '#domain/users';
import { CaseEntity } from './case.entity.js';
import { caseReach, involvedUserIds, isWithinReach } from './case-involvement.js';

/** A person named on a case: what usersByIds reads of a user. */
export type CasePersonRecord = Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'fullName' | 'email' | 'role'> &
  Partial<Pick<UserEntity, 'deletedAt'>>;

type VisibilityFields = Pick<CaseEntity, 'organizationId' | 'submitterId' | 'assignedToId' | 'hrRepId'>;

/**
 * Whether the caller may see a loaded case: an organization it may act in and within its reach there.
 * `teamMemberIds` is read only when the reach depends on the team. findVisible refuses what this refuses,
 * and the case's viewerCan answers all false for it.
 */
export async function isCaseVisibleTo(
  principal: Principal,
  caseRecord: VisibilityFields,
  teamMemberIds: () => Promise<readonly string[]>,
): Promise<boolean> {
  if (!caseRecord.organizationId || !principal.canActIn(caseRecord.organizationId)) return false;
  const scoped = principal.inOrganization(caseRecord.organizationId);
  const reach = caseReach(scoped, Permission.GET_ANY_ORG_CASE_BY_ID);
  return isWithinReach(caseRecord, reach, scoped.userId, reach === 'involved' ? await teamMemberIds() : []);
}

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
    if (!(await isCaseVisibleTo(principal, caseRecord, () => this.teamMemberIds(manager, caseRecord.id)))) {
      throw notFound();
    }
    return caseRecord;
  }

  /** Who is involved in the case: its assignee, HR representative and team (case-involvement.ts). */
  involvedUserIds(caseId: string): Promise<Set<string>> {
    return involvedUserIds(this.dataSource.manager, caseId);
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
      // deletedAt: a deleted user stays named on its cases, shown as a former user.
      select: { id: true, firstName: true, lastName: true, email: true, role: true, deletedAt: true },
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

  /** The id of the case's newest timeline entry, null when it has none. */
  async newestActivityId(caseRecord: { id: string; organizationId: string }): Promise<string | null> {
    const [newest] = await this.dataSource.getRepository(CaseActivityEntity).find({
      select: { id: true },
      where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 1,
    });
    return newest?.id ?? null;
  }

  /**
   * The timeline entries recorded after one of them, oldest first, at most `limit`: what a live client
   * missed while disconnected. Null when `activityId` is no entry of this case.
   */
  async activityAfter(
    caseRecord: { id: string; organizationId: string },
    activityId: string,
    limit: number,
  ): Promise<CaseActivityEntity[] | null> {
    const repository = this.dataSource.getRepository(CaseActivityEntity);
    const from = isUuid(activityId)
      ? await repository.findOneBy({ id: activityId, organizationId: caseRecord.organizationId, caseId: caseRecord.id })
      : null;
    if (!from) return null;
    return (
      repository
        .createQueryBuilder('activity')
        .where('activity.organizationId = :organizationId AND activity.caseId = :caseId', {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
        })
        // Compared in SQL: a JavaScript Date keeps milliseconds, created_at has microseconds.
        .andWhere(
          '(activity.createdAt, activity.id) > (SELECT seen.created_at, seen.id FROM case_activity seen WHERE seen.id = :id)',
          { id: from.id },
        )
        .orderBy('activity.createdAt', 'ASC')
        .addOrderBy('activity.id', 'ASC')
        .limit(limit)
        .getMany()
    );
  }
}
