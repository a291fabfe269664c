import type { AliasLabels } from '../../app/layout/alias-labels';
import type { Role, TpaSubRole } from '../../generated/graphql';
import { roleLabel } from '../case-detail/shared/case-labels';

/** Spec 000 §6 "Who may manage whom": the roles each role may create, change or update. */
const MANAGES: Readonly<Record<Role, readonly Role[]>> = {
  CVADMIN: ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'],
  ADMIN: ['ADMIN', 'CASEMANAGER', 'CASEWORKER'],
  CASEMANAGER: ['CASEMANAGER', 'CASEWORKER'],
  CVTPA: ['CASEMANAGER', 'CASEWORKER'],
  CASEWORKER: [],
  USER: [],
};

/** Staff roles of an organization, highest first: the admins screen lists these. */
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'CASEMANAGER', 'CASEWORKER'];

/** Order in which role choices are offered (highest rank first, employees last). */
const ROLE_ORDER: readonly Role[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA', 'USER'];

/** Spec 000 §6 role rank (a TPA ranks with an Admin, above those it manages). */
const RANK: Readonly<Record<Role, number>> = { USER: 0, CASEWORKER: 1, CASEMANAGER: 2, ADMIN: 3, CVTPA: 3, CVADMIN: 4 };

/**
 * The roles `viewer` may give someone, on adding or changing a role: "lower roles only" (strictly lower
 * rank) among those it manages, and Employee for every role that manages anyone. The api decides again.
 */
export function settableRoles(viewer: Role): Role[] {
  const managed = MANAGES[viewer];
  if (managed.length === 0) return [];
  return ROLE_ORDER.filter((role) => RANK[role] < RANK[viewer] && (role === 'USER' || managed.includes(role)));
}

/** Whether `viewer` manages (may edit) people of role `target`: peers included, employees for any manager. */
export function managesRole(viewer: Role, target: Role): boolean {
  const managed = MANAGES[viewer];
  return managed.includes(target) || (target === 'USER' && managed.length > 0);
}

/**
 * "Admin or cvadmin: change a user's role (lower roles only)": the add_user permission, and a person
 * whose current role the viewer may set.
 */
export function canChangeRoleOf(viewer: Role, mayAddUsers: boolean, target: Role): boolean {
  return mayAddUsers && settableRoles(viewer).includes(target);
}

/** The sign-in e-mail: who adds users and manages the person. */
export function canChangeEmailOf(viewer: Role, mayAddUsers: boolean, target: Role): boolean {
  return mayAddUsers && managesRole(viewer, target);
}

/** "Cvadmin only: delete users (not other cvadmins)". */
export function canDeleteUser(viewer: Role, target: Role): boolean {
  return viewer === 'CVADMIN' && target !== 'CVADMIN';
}

/** "Admin or cvadmin: set a user password". */
export function canSetPassword(viewer: Role): boolean {
  return viewer === 'ADMIN' || viewer === 'CVADMIN';
}

/** "Admin, TPA and case managers: bypass the password reset e-mail". */
export function canBypassWelcomeEmail(viewer: Role): boolean {
  return viewer === 'CVADMIN' || viewer === 'ADMIN' || viewer === 'CASEMANAGER' || viewer === 'CVTPA';
}

export const TPA_SUB_ROLES: readonly TpaSubRole[] = ['TPASUPPORT', 'TPALEGAL', 'TPAMEDICAL'];

/** A TPA sub-role as the organization names it (its alias). */
export function tpaSubRoleLabel(subRole: TpaSubRole, labels: AliasLabels): string {
  switch (subRole) {
    case 'TPALEGAL':
      return labels.TPA_LEGAL;
    case 'TPAMEDICAL':
      return labels.TPA_MEDICAL;
    default:
      return labels.TPA_SUPPORT;
  }
}

export function isTpaSubRole(value: string): value is TpaSubRole {
  return (TPA_SUB_ROLES as readonly string[]).includes(value);
}

const ROLES: readonly string[] = ROLE_ORDER;

/** An organizationAccess role (a Role, or for a TPA its sub-role) as the organization names it. */
export function accessRoleLabel(role: string, labels: AliasLabels): string {
  if (isTpaSubRole(role)) return tpaSubRoleLabel(role, labels);
  if (ROLES.includes(role)) return roleLabel(role as Role, labels);
  return role;
}

/** A person's role as shown: their custom role's label when they hold one, else the role's alias. */
export function personRoleLabel(
  person: { role: Role; customRole?: { label: string } | null },
  labels: AliasLabels,
): string {
  return person.customRole?.label || roleLabel(person.role, labels);
}

export { roleLabel };
