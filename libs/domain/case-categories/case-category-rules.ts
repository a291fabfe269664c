import { type AccessRule, Permission, Role } from '#access';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;

export const CaseCategoryMessages = {
  LIST: 'Not authorized to view case categories',
  ADD: 'Only a CV Admin can add case categories',
  UPDATE_ORGANIZATION: "Not authorized to change the organization's case categories",
} as const;

/**
 * Spec 000 §6: "Cvadmin only: add or update ... case categories" (the catalogue), and "Admin or owner in the
 * organization: products, bundles, categories" (which of them the organization uses). The owner is the OWNER
 * custom role, whose mark among the named permissions is access_owner_dashboard: no built-in role but Cvadmin
 * holds it by default, so the rule reaches exactly admins and owners. Every staff role reads the catalogue
 * (templates and forms offer categories); an employee does not.
 */
export const CaseCategoryRules = {
  list: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CaseCategoryMessages.LIST },
  add: { roles: [CVADMIN], message: CaseCategoryMessages.ADD },
  updateOrganization: {
    roles: [CVADMIN, ADMIN],
    permissions: [Permission.ACCESS_OWNER_DASHBOARD],
    message: CaseCategoryMessages.UPDATE_ORGANIZATION,
  },
} satisfies Record<string, AccessRule>;
