import { type AccessRule, Permission, Role, TpaSubRole } from '#access';

export const ORGANIZATION_SETTINGS_MESSAGE = 'Not authorized to manage organization settings';
export const CASE_WORKER_SETTINGS_MESSAGE = 'Only staff can read the case worker settings';
export const TPA_SUPPORT_SETTINGS_MESSAGE = 'Only TPA Support can read the TPA support settings';

/**
 * Spec 000 §6: "All organization settings may be loaded only by Cvadmin and Admin, or a custom role holding
 * the edit-settings permission". Cvadmin holds every permission; edit_settings' defaults are Admin and
 * Tpasupport. A custom role replaces the defaults, so an Admin whose custom role lacks edit_settings is refused;
 * the CV Admin is named so that no custom role can lock it out. Reading and changing follow the same rule:
 * these settings have no read-only audience.
 */
export const OrganizationSettingsRules = {
  manage: { roles: [Role.CVADMIN], permissions: [Permission.EDIT_SETTINGS], message: ORGANIZATION_SETTINGS_MESSAGE },
  /** Spec 000 §6: "Case worker settings can be read by all staff roles" (every role but the employee). */
  caseWorker: {
    roles: [Role.CVADMIN, Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA],
    message: CASE_WORKER_SETTINGS_MESSAGE,
  },
  /** "Tpasupport in the organization (and cvadmin)". */
  tpaSupport: { roles: [Role.CVADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: TPA_SUPPORT_SETTINGS_MESSAGE },
} satisfies Record<string, AccessRule>;
