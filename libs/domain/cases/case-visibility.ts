import type { WhereExpressionBuilder } from 'typeorm';
import { Permission, type Principal, Role } from '#access';
import type { CaseEntity } from './case.entity.js';

/**
 * Which cases of an organization a caller sees:
 * - an employee: the cases it submitted;
 * - who holds query_any_org_case (lists) or get_any_org_case_by_id (one case): every case;
 * - other staff (a caseworker, a TPA Medical): the cases it is assigned to, on the team of or HR rep of.
 */
export type CaseReach = 'own' | 'all' | 'involved';

export function caseReach(principal: Principal, permission: Permission): CaseReach {
  if (principal.role === Role.USER) return 'own';
  return principal.has(permission) ? 'all' : 'involved';
}

/** The SQL condition on alias `c` for cases the user takes part in (assignee, team member or HR rep). */
export function involvedCondition(userParameter: string): string {
  return (
    `(c.assigned_to_id = :${userParameter} OR c.hr_rep_id = :${userParameter} OR EXISTS ` +
    `(SELECT 1 FROM case_assignee ca WHERE ca.case_id = c.id AND ca.user_id = :${userParameter}))`
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
  caseRecord: CaseEntity,
  reach: CaseReach,
  userId: string,
  teamMemberIds: readonly string[],
): boolean {
  if (reach === 'all') return true;
  if (reach === 'own') return caseRecord.submitterId === userId;
  return caseRecord.assignedToId === userId || caseRecord.hrRepId === userId || teamMemberIds.includes(userId);
}
