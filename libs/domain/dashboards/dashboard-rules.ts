import { type AccessRule, Permission, Role, TpaSubRole } from '#access';

/**
 * Who may read the case dashboards. The spec names the permission of the owner dashboard
 * (access_owner_dashboard) and gives the organizations-dashboard route to Cvadmin and Cvtpa; spec 000 §6
 * adds "Tpasupport in the organization (and cvadmin): ... organization dashboard". Decisions:
 * - ownerDashboard: whoever holds access_owner_dashboard in the organization (Cvadmin holds every
 *   permission; others through a custom role such as OWNER).
 * - organizationsDashboard: Cvadmin and Cvtpa may call it; each organization in it must be one the caller
 *   may act in AND where it is Cvadmin, TPA Support, or holds access_owner_dashboard.
 */
export const DashboardRules = {
  owner: { permissions: [Permission.ACCESS_OWNER_DASHBOARD], message: 'Not authorized to view the owner dashboard' },
  organizations: {
    roles: [Role.CVADMIN, Role.CVTPA],
    message: 'Not authorized to view the organizations dashboard',
  },
  /** Checked in each organization of an organizations dashboard. */
  organization: {
    roles: [Role.CVADMIN],
    tpaSubRoles: [TpaSubRole.TPASUPPORT],
    permissions: [Permission.ACCESS_OWNER_DASHBOARD],
    message: "Not authorized to view this organization's dashboard",
  },
} satisfies Record<string, AccessRule>;

/** At most this many organizations side by side in one answer. */
export const ORGANIZATIONS_DASHBOARD_MAX = 50;
