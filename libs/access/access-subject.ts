import type { OrganizationAccessRole, Role } from './roles.js';

/** A custom (organization) role: name, label and its list of named permissions (spec 000 §3). */
export type CustomRoleGrant = { name: string; label: string; permissions: string[] };

/** One organizationAccess entry of a user: for a Cvtpa `role` holds its TPA sub-role in that organization. */
export type OrganizationAccessEntry = {
  organizationId: string;
  role: OrganizationAccessRole;
  customRole?: CustomRoleGrant | null;
};

/** The few User fields the access rules read; entities and tokens map onto this. */
export type AccessSubject = {
  id: string;
  role: Role;
  organizationId: string | null;
  isMultiOrgAdmin: boolean;
  customRole?: CustomRoleGrant | null;
  organizationAccess: OrganizationAccessEntry[];
};
