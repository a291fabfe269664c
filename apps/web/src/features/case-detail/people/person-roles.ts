import type { Role } from '../../../shared/roles';

/**
 * Whose names the people pickers offer, by the role of the person to be named (not by what the viewer may
 * do, which is viewerCan's). The api lists people by role only and refuses anyone else on the case:
 * the assignee and the team come from the roles that work cases by default, the HR representative is an
 * HR administrator or representative.
 */
export const ASSIGNABLE_ROLES: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'];
export const HR_REP_ROLES: readonly Role[] = ['ADMIN', 'CASEMANAGER'];

/** Whether someone of this role may be the HR representative of a case. */
export function mayBeHrRep(role: Role): boolean {
  return HR_REP_ROLES.includes(role);
}
