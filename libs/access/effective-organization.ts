import type { AccessSubject, CustomRoleGrant, OrganizationAccessEntry } from './access-subject.js';
import { isTpaSubRole, Role, type TpaSubRole } from './roles.js';

/** The role a user acts with inside one organization. */
export type RoleInOrganization = { role: Role; tpaSubRole?: TpaSubRole; customRole?: CustomRoleGrant };

function present(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.length > 0;
}

export function accessEntryFor(user: AccessSubject, organizationId: string): OrganizationAccessEntry | undefined {
  if (!present(organizationId)) return undefined;
  return user.organizationAccess.find((entry) => entry.organizationId === organizationId);
}

/**
 * The spec leaves open which roles get multi-organization access. Decision: the isMultiOrgAdmin flag
 * counts only on an Admin (the flag names one); on any other role it is ignored, so a stray flag
 * never opens another tenant.
 */
export function isMultiOrganizationAdmin(user: AccessSubject): boolean {
  return user.isMultiOrgAdmin === true && user.role === Role.ADMIN;
}

/**
 * Spec 000 §6 / spec 001 "The effective organization". `storedOrganizationId` is the client's stored
 * organizationId (browser local storage). Null means none resolves: the session ends.
 */
export function resolveEffectiveOrganizationId(
  user: AccessSubject,
  storedOrganizationId?: string | null,
): string | null {
  if (user.role === Role.CVADMIN) {
    if (present(storedOrganizationId)) return storedOrganizationId;
    return present(user.organizationId) ? user.organizationId : null;
  }
  if (!present(user.organizationId) && user.organizationAccess.length > 0) {
    // The stored id is client-controlled and may be stale (access revoked, another account on the same
    // browser): honouring one without an entry would select an organization the user may not act in.
    if (present(storedOrganizationId) && accessEntryFor(user, storedOrganizationId)) return storedOrganizationId;
    return user.organizationAccess.find((entry) => present(entry.organizationId))?.organizationId ?? null;
  }
  return present(user.organizationId) ? user.organizationId : null;
}

/** May the user act in (load from, write to) this organization? Spec 000 §6 and DESIGN "Tenancy". */
export function canActInOrganization(user: AccessSubject, organizationId: string): boolean {
  if (!present(organizationId)) return false;
  if (user.role === Role.CVADMIN) return true;
  // Only through organizationAccess, even where the Cvtpa has its own organizationId (spec: "only").
  if (user.role === Role.CVTPA) return accessEntryFor(user, organizationId) !== undefined;
  if (organizationId === user.organizationId) return true;
  return isMultiOrganizationAdmin(user) && accessEntryFor(user, organizationId) !== undefined;
}

function withCustomRole(base: RoleInOrganization, customRole: CustomRoleGrant | null | undefined): RoleInOrganization {
  return customRole ? { ...base, customRole } : base;
}

/**
 * The role, TPA sub-role and custom role that apply in one organization. Callers check
 * canActInOrganization first; this does not refuse anything by itself.
 * - Cvtpa: the entry's role is its sub-role there, and the entry's custom role applies (custom roles are
 *   per organization); without an entry, the bare Cvtpa role.
 * - Multi-organization admin with an entry for the organization (its own included): its role with the
 *   entry's custom role, none if the entry has none, so the home custom role never leaks.
 * - Everybody else: the user's own role and custom role.
 */
export function roleInOrganization(user: AccessSubject, organizationId: string): RoleInOrganization {
  const entry = accessEntryFor(user, organizationId);
  if (user.role === Role.CVTPA) {
    if (!entry) return { role: Role.CVTPA };
    const base: RoleInOrganization = isTpaSubRole(entry.role)
      ? { role: Role.CVTPA, tpaSubRole: entry.role }
      : { role: Role.CVTPA };
    return withCustomRole(base, entry.customRole);
  }
  if (entry && isMultiOrganizationAdmin(user)) return withCustomRole({ role: user.role }, entry.customRole);
  return withCustomRole({ role: user.role }, user.customRole);
}
