import type { SessionUser } from './session-types';

/**
 * The organization a session acts in (spec 000 §6, spec 001 §9): for a Cvadmin the stored one if
 * present, else its own; for a user without organizationId who has organizationAccess entries the
 * stored one (when it is one of them) else the first entry; otherwise the user's organizationId.
 */
export function effectiveOrganizationId(user: SessionUser, storedOrganizationId: string | null): string | null {
  if (user.role === 'CVADMIN') return storedOrganizationId || user.organizationId;
  if (!user.organizationId && user.organizationAccess.length > 0) {
    const stored = user.organizationAccess.find((entry) => entry.organizationId === storedOrganizationId);
    return (stored ?? user.organizationAccess[0]).organizationId;
  }
  return user.organizationId;
}

/** Whether the user may switch to an organization (the api enforces the same rule). */
export function canSwitchTo(user: SessionUser, organizationId: string): boolean {
  if (user.role === 'CVADMIN') return true;
  if (organizationId === user.organizationId && user.role !== 'CVTPA') return true;
  return user.organizationAccess.some((entry) => entry.organizationId === organizationId);
}

/** Cvadmin, Cvtpa and multi-organization admins act in more than one organization. */
export function hasOrganizationSwitcher(user: SessionUser): boolean {
  return user.role === 'CVADMIN' || user.role === 'CVTPA' || (user.isMultiOrgAdmin && user.role === 'ADMIN');
}

export const NO_ORGANIZATION_MESSAGE =
  "You don't have access to any organizations at the moment. Please contact an administrator for the organization you believe you should (or would like to) have access to.";
export const NO_ACCESS_TO_ORGANIZATION_MESSAGE = "You don't have access to this organization";
