import type { EntityManager, WhereExpressionBuilder } from 'typeorm';
import { Permission, type Principal, Role } from '#access';
import type { CaseEntity } from './case.entity.js';

/**
 * Which cases of an organization a caller sees:
 * - an employee: the cases it submitted;
 * - who holds query_any_org_case (lists) or get_any_org_case_by_id (one case): every case;
 * - other staff (a caseworker, a TPA Medical): the cases it is involved in.
 */
export type CaseReach = 'own' | 'all' | 'involved';

export function caseReach(principal: Principal, permission: Permission): CaseReach {
  if (principal.role === Role.USER) return 'own';
  return principal.has(permission) ? 'all' : 'involved';
}

/**
 * Who is involved in a case: the people named in these columns of `case_record` (its assignee and its
 * HR representative; the entity's property beside each) and its team (`case_assignee`). The list
 * condition, the lookup of one case's people and the check on a loaded case are all written from this.
 */
const INVOLVED_PEOPLE = { assigned_to_id: 'assignedToId', hr_rep_id: 'hrRepId' } as const;
const INVOLVED_PERSON_COLUMNS = Object.keys(INVOLVED_PEOPLE) as (keyof typeof INVOLVED_PEOPLE)[];
type InvolvedPeople = Pick<CaseEntity, (typeof INVOLVED_PEOPLE)[keyof typeof INVOLVED_PEOPLE]>;
const teamOf = (caseIdSql: string) => `SELECT ca.user_id FROM case_assignee ca WHERE ca.case_id = ${caseIdSql}`;

/** The SQL condition on alias `c` for cases the user (the named parameter) is involved in. */
export function involvedCondition(userParameter: string): string {
  const named = INVOLVED_PERSON_COLUMNS.map((column) => `c.${column} = :${userParameter}`).join(' OR ');
  return `(${named} OR EXISTS (${teamOf('c.id')} AND ca.user_id = :${userParameter}))`;
}

/** Everyone involved in one case (empty when there is no such case). */
export async function involvedUserIds(manager: EntityManager, caseId: string): Promise<Set<string>> {
  const rows: Record<string, string | string[] | null>[] = await manager.query(
    `SELECT ${INVOLVED_PERSON_COLUMNS.map((column) => `c.${column}`).join(', ')},
            ARRAY(${teamOf('c.id')})::text[] AS team
       FROM case_record c WHERE c.id = $1`,
    [caseId],
  );
  const involved = new Set<string>();
  for (const row of rows) {
    for (const value of Object.values(row).flat()) if (value) involved.add(value);
  }
  return involved;
}

/** Whether the user is involved in a loaded case whose team is `teamMemberIds`. */
export function isInvolved(caseRecord: InvolvedPeople, teamMemberIds: readonly string[], userId: string): boolean {
  return (
    Object.values(INVOLVED_PEOPLE).some((property) => caseRecord[property] === userId) || teamMemberIds.includes(userId)
  );
}

/** Narrows a query on alias `c` to what `reach` lets `userId` see. */
export function whereVisible<T extends WhereExpressionBuilder>(query: T, reach: CaseReach, userId: string): T {
  if (reach === 'own') return query.andWhere('c.submitter_id = :viewerId', { viewerId: userId }) as T;
  if (reach === 'involved') return query.andWhere(involvedCondition('viewerId'), { viewerId: userId }) as T;
  return query;
}

/** Whether one loaded case is within reach (the by-id twin of whereVisible). */
export function isWithinReach(
  caseRecord: Pick<CaseEntity, 'submitterId'> & InvolvedPeople,
  reach: CaseReach,
  userId: string,
  teamMemberIds: readonly string[],
): boolean {
  if (reach === 'all') return true;
  if (reach === 'own') return caseRecord.submitterId === userId;
  return isInvolved(caseRecord, teamMemberIds, userId);
}
