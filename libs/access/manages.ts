import { isRole, Role, roleRank } from './roles.js';

/** Spec 000 §6 "Who may manage whom", verbatim. Nobody manages User there. */
export const MANAGEABLE_ROLES: Record<Role, Role[]> = {
  [Role.CVADMIN]: [Role.CVADMIN, Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA],
  [Role.ADMIN]: [Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER],
  [Role.CASEMANAGER]: [Role.CASEMANAGER, Role.CASEWORKER],
  [Role.CVTPA]: [Role.CASEMANAGER, Role.CASEWORKER],
  [Role.CASEWORKER]: [],
  [Role.USER]: [],
};
for (const targets of Object.values(MANAGEABLE_ROLES)) Object.freeze(targets);
Object.freeze(MANAGEABLE_ROLES);

export function canManageRole(actor: Role, target: Role): boolean {
  return isRole(actor) && MANAGEABLE_ROLES[actor].includes(target);
}

/**
 * May `actor` create a user with, or change a user to, role `target`?
 * Decision: the target must be strictly lower in rank (spec 000 §5) AND either in the actor's manage
 * table, or User for an actor that manages anyone. So peers are managed but never created or promoted
 * to (Admin edits Admins, cannot make one; Cvadmin makes Cvadmins only through createCVAdmin), and
 * User, which the manage table leaves out because employees are not staff, stays settable by anyone who
 * manages staff (adding an employee, demoting to employee). Which operations may set roles at all
 * (e.g. addUser: Admin or Cvadmin) is the caller's declaration, not this function's.
 */
export function canSetRole(actor: Role, target: Role): boolean {
  // Roles often arrive from the database or a request: anything unknown is refused.
  if (!isRole(actor) || !isRole(target)) return false;
  if (roleRank(target) >= roleRank(actor)) return false;
  if (target === Role.USER) return MANAGEABLE_ROLES[actor].length > 0;
  return canManageRole(actor, target);
}
