/** Roles and TPA sub-roles (spec 000 §3 "Roles"), their rank (§6) and default labels (spec 001 "Default texts"). */

export enum Role {
  ADMIN = 'ADMIN',
  CASEMANAGER = 'CASEMANAGER',
  CASEWORKER = 'CASEWORKER',
  CVADMIN = 'CVADMIN',
  CVTPA = 'CVTPA',
  USER = 'USER',
}

export enum TpaSubRole {
  TPALEGAL = 'TPALEGAL',
  TPAMEDICAL = 'TPAMEDICAL',
  TPASUPPORT = 'TPASUPPORT',
}

/** An organization access entry's role: a Role, or for a Cvtpa the TPA sub-role it holds in that organization. */
export type OrganizationAccessRole = Role | TpaSubRole;

export const ROLES: readonly Role[] = Object.freeze(Object.values(Role));
export const TPA_SUB_ROLES: readonly TpaSubRole[] = Object.freeze(Object.values(TpaSubRole));

const roleValues = new Set<string>(ROLES);
const tpaSubRoleValues = new Set<string>(TPA_SUB_ROLES);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && roleValues.has(value);
}

export function isTpaSubRole(value: unknown): value is TpaSubRole {
  return typeof value === 'string' && tpaSubRoleValues.has(value);
}

export const ROLE_RANK: Readonly<Record<Role, number>> = Object.freeze({
  [Role.USER]: 0,
  [Role.CASEWORKER]: 1,
  [Role.CASEMANAGER]: 2,
  [Role.ADMIN]: 3,
  // Not in the spec: ranks with Admin, above the Casemanager/Caseworker it manages; only Cvadmin may set it.
  [Role.CVTPA]: 3,
  [Role.CVADMIN]: 4,
});

export function roleRank(role: Role): number {
  return ROLE_RANK[role];
}

/** Spec "Default rules": case manager means cvadmin, admin or casemanager. */
export function isCaseManagerRole(role: Role): boolean {
  return role === Role.CVADMIN || role === Role.ADMIN || role === Role.CASEMANAGER;
}

/** Spec "Default rules": case worker means the case managers plus caseworker (not Cvtpa, not User). */
export function isCaseWorkerRole(role: Role): boolean {
  return isCaseManagerRole(role) || role === Role.CASEWORKER;
}

/** Default labels; each organization may override them with aliases. */
export const DEFAULT_ROLE_LABELS: Readonly<Record<OrganizationAccessRole, string>> = Object.freeze({
  [Role.CVADMIN]: 'CV Admin',
  [Role.ADMIN]: 'HR Administrator',
  [Role.CASEMANAGER]: 'HR Representative',
  [Role.CASEWORKER]: 'ADA Coordinator',
  [Role.USER]: 'Employee',
  [Role.CVTPA]: 'TPA',
  [TpaSubRole.TPASUPPORT]: 'TPA Support',
  [TpaSubRole.TPALEGAL]: 'TPA Legal',
  [TpaSubRole.TPAMEDICAL]: 'TPA Medical',
});
