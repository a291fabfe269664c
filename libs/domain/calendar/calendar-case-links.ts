import { In, type EntityManager } from 'typeorm';
import { badInput, isUuid, Permission, type Principal } from '#access';
import { CaseEntity, caseReach, whereVisible } from '#domain/cases';

/**
 * Which of these cases the caller (scoped to the organization) may see, in one statement: an event's case
 * link is shown only to them, so a caseworker sees a visit on the calendar without learning whose case it is.
 */
export async function visibleCaseIds(
  manager: EntityManager,
  scoped: Principal,
  organizationId: string,
  caseIds: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(caseIds)];
  if (unique.length === 0) return new Set();
  const query = manager
    .getRepository(CaseEntity)
    .createQueryBuilder('c')
    .select('c.id', 'id')
    .where({ id: In(unique) })
    .andWhere('c.organization_id = :organizationId', { organizationId });
  const rows: { id: string }[] = await whereVisible(
    query,
    caseReach(scoped, Permission.GET_ANY_ORG_CASE_BY_ID),
    scoped.userId,
  ).getRawMany();
  return new Set(rows.map((row) => row.id));
}

/** A case to link an event to: of the event's organization and one the caller may see, else BAD_USER_INPUT. */
export async function requireLinkableCase(
  manager: EntityManager,
  scoped: Principal,
  organizationId: string,
  caseId: string,
): Promise<string> {
  if (!isUuid(caseId) || !(await visibleCaseIds(manager, scoped, organizationId, [caseId])).has(caseId))
    throw badInput('caseId: no such case in this organization', 'caseId');
  return caseId;
}
