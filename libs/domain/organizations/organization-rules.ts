import { type AccessRule, Role } from '#access';

const { CVADMIN, ADMIN } = Role;

export const OrganizationMessages = {
  UPDATE: 'Only a CV Admin can update an organization',
  RENAME: 'Not authorized to rename this organization',
  EDIT_LOGO: 'Not authorized to edit the company logo',
  LINK_NAME_TAKEN: 'An organization with this link name already exists',
} as const;

/**
 * Spec 000 §6: "Cvadmin only: ... update organization" and "Admin or cvadmin: ... edit company logo" (the logo
 * and the favicon). Renaming (updateOrganizationName) is the part of an update an organization's own
 * administrator may make too: the name is what its people see in the top bar, and nothing else hangs on it.
 */
export const OrganizationEditRules = {
  update: { roles: [CVADMIN], message: OrganizationMessages.UPDATE },
  rename: { roles: [CVADMIN, ADMIN], message: OrganizationMessages.RENAME },
  editLogo: { roles: [CVADMIN, ADMIN], message: OrganizationMessages.EDIT_LOGO },
} satisfies Record<string, AccessRule>;
