import { isRole, isTpaSubRole, Role, TpaSubRole } from './roles.js';

/** The spec's 18 named permissions (spec 000 §6), values verbatim. */
export enum Permission {
  ADD_USER = 'add_user',
  EDIT_FORM = 'edit_form',
  ACCESS_PHI = 'access_phi',
  EDIT_SETTINGS = 'edit_settings',
  SUBMIT_FORM_FOR_EMPLOYEE = 'submit_form_for_employee',
  ASK_JANET_CHAT = 'ask_janet_chat',
  DELETE_ORG_DOCUMENT = 'delete_org_document',
  DELETE_CASE_ATTACHMENT = 'delete_case_attachment',
  CAN_BE_ASSIGNED_TO_CASE = 'can_be_assigned_to_case',
  CAN_BE_ADDED_TO_CASE_TEAM = 'can_be_added_to_case_team',
  QUERY_ANY_ORG_CASE = 'query_any_org_case',
  ACCESS_RESTRICTED_DATA = 'access_restricted_data',
  GET_REPORTS = 'get_reports',
  GET_ANY_ORG_CASE_BY_ID = 'get_any_org_case_by_id',
  ACCESS_FORM_SETTINGS = 'access_form_settings',
  ACCESS_DOCUMENT_SETTINGS = 'access_document_settings',
  QUERY_USERS = 'query_users',
  ACCESS_OWNER_DASHBOARD = 'access_owner_dashboard',
}

export const PERMISSIONS: readonly Permission[] = Object.freeze(Object.values(Permission));

const permissionValues = new Set<string>(PERMISSIONS);

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && permissionValues.has(value);
}

type Grant = { roles: readonly Role[]; tpaSubRoles?: readonly TpaSubRole[] };

const { ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;
const { TPALEGAL, TPAMEDICAL, TPASUPPORT } = TpaSubRole;
/** Spec "case workers" without Cvadmin, which is added to every permission below. */
const CASE_WORKERS = [ADMIN, CASEMANAGER, CASEWORKER] as const;

/**
 * The spec does not show default permission sets; these are derived from its "Default rules" and route
 * table. Cvadmin holds every permission and User none, so neither appears here. A Cvtpa gets the `roles`
 * grants plus the `tpaSubRoles` grants of the sub-role it holds in the organization.
 * Record<Permission, …> forces a decision for every permission.
 */
const GRANTS: Readonly<Record<Permission, Grant>> = {
  // "Admin or cvadmin: add users (lower roles only)".
  [Permission.ADD_USER]: { roles: [ADMIN] },
  // Form Editor and form-builder routes are Cvadmin, Admin.
  [Permission.EDIT_FORM]: { roles: [ADMIN] },
  // Health data for those who decide cases; a TPA only as Legal or Medical (Support runs payments and orders).
  [Permission.ACCESS_PHI]: { roles: CASE_WORKERS, tpaSubRoles: [TPALEGAL, TPAMEDICAL] },
  // "All organization settings ... Cvadmin and Admin"; Tpasupport also loads "all-organization settings".
  [Permission.EDIT_SETTINGS]: { roles: [ADMIN], tpaSubRoles: [TPASUPPORT] },
  // Intake on an employee's behalf is case work: case workers and TPA.
  [Permission.SUBMIT_FORM_FOR_EMPLOYEE]: { roles: [...CASE_WORKERS, CVTPA] },
  // AI chat sends case content to a model: opt-in through a custom role, Cvadmin only by default.
  [Permission.ASK_JANET_CHAT]: { roles: [] },
  // "Admin or cvadmin: upload and update organization documents"; deleting follows.
  [Permission.DELETE_ORG_DOCUMENT]: { roles: [ADMIN] },
  // Destructive case edit: the "Admin, TPA and case managers" group (who assign cases), not caseworkers.
  [Permission.DELETE_CASE_ATTACHMENT]: { roles: [ADMIN, CASEMANAGER, CVTPA] },
  // "Only a case worker can manage this case"; TPA is assigned too ("Tpamedical: assigned-to GLP cases").
  [Permission.CAN_BE_ASSIGNED_TO_CASE]: { roles: [...CASE_WORKERS, CVTPA] },
  [Permission.CAN_BE_ADDED_TO_CASE_TEAM]: { roles: [...CASE_WORKERS, CVTPA] },
  // Every case of the organization: case managers and "Tpalegal and Tpasupport: list all cases";
  // a caseworker sees the cases it is assigned to or on the team of.
  [Permission.QUERY_ANY_ORG_CASE]: { roles: [ADMIN, CASEMANAGER], tpaSubRoles: [TPALEGAL, TPASUPPORT] },
  // "Case workers and TPA: ... see restricted information".
  [Permission.ACCESS_RESTRICTED_DATA]: { roles: [...CASE_WORKERS, CVTPA] },
  // The reports route is Cvadmin, Admin, Caseworker, Casemanager.
  [Permission.GET_REPORTS]: { roles: CASE_WORKERS },
  // Same holders as query_any_org_case: loading any case by id is listing all cases one at a time.
  [Permission.GET_ANY_ORG_CASE_BY_ID]: { roles: [ADMIN, CASEMANAGER], tpaSubRoles: [TPALEGAL, TPASUPPORT] },
  // Form settings belong with the Form Editor: Cvadmin, Admin.
  [Permission.ACCESS_FORM_SETTINGS]: { roles: [ADMIN] },
  // The documents-admin route and "Case workers and TPA: view ... all organization documents".
  [Permission.ACCESS_DOCUMENT_SETTINGS]: { roles: [...CASE_WORKERS, CVTPA] },
  // The admins (user list) route: Cvadmin, Admin, Casemanager, Cvtpa, i.e. the roles that manage someone.
  [Permission.QUERY_USERS]: { roles: [ADMIN, CASEMANAGER, CVTPA] },
  // Payment totals need "the owner dashboard permission" on top of Tpasupport, so it is not a default:
  // granted by the OWNER custom role.
  [Permission.ACCESS_OWNER_DASHBOARD]: { roles: [] },
};

function defaultsFor(role: Role): readonly Permission[] {
  if (role === Role.CVADMIN) return PERMISSIONS;
  return Object.freeze(PERMISSIONS.filter((p) => GRANTS[p].roles.includes(role)));
}

type RolePermissions = Record<Role, readonly Permission[]>;

/** Default permission set of each role (used when the user has no custom role). */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<RolePermissions> = Object.freeze(
  Object.fromEntries(Object.values(Role).map((role) => [role, defaultsFor(role)])) as RolePermissions,
);

/** Permissions a Cvtpa gets on top of its role defaults for the sub-role it holds in the organization. */
export const TPA_SUB_ROLE_PERMISSIONS: Readonly<Record<TpaSubRole, readonly Permission[]>> = Object.freeze(
  Object.fromEntries(
    Object.values(TpaSubRole).map((sub) => [
      sub,
      Object.freeze(PERMISSIONS.filter((p) => GRANTS[p].tpaSubRoles?.includes(sub) ?? false)),
    ]),
  ) as Record<TpaSubRole, readonly Permission[]>,
);

export type PermissionInput = {
  role: Role;
  tpaSubRole?: TpaSubRole | null;
  /** The custom role's permission list; present (even empty) it replaces every default. */
  customRolePermissions?: readonly string[] | null;
};

/**
 * What a user holds in one organization. A custom role's list overrides the role default when present
 * (spec 000 §6), including sub-role extras; unknown strings in it are ignored so a stale or mistyped
 * entry never grants anything. A sub-role counts only for a Cvtpa, so a stray one cannot widen another role.
 */
export function effectivePermissions({
  role,
  tpaSubRole,
  customRolePermissions,
}: PermissionInput): ReadonlySet<Permission> {
  if (customRolePermissions != null) return new Set(customRolePermissions.filter(isPermission));
  if (!isRole(role)) return new Set();
  const granted = new Set<Permission>(DEFAULT_ROLE_PERMISSIONS[role]);
  if (role === Role.CVTPA && isTpaSubRole(tpaSubRole)) {
    for (const p of TPA_SUB_ROLE_PERMISSIONS[tpaSubRole]) granted.add(p);
  }
  return granted;
}

export type PredefinedCustomRole = {
  readonly name: string;
  readonly label: string;
  readonly permissions: readonly Permission[];
};

/** Names of the custom roles createPredefinedCustomRole can add to an organization. */
export type PredefinedCustomRoleName = 'OWNER' | 'AUDITOR' | 'INTAKE_COORDINATOR';

/**
 * Custom roles createPredefinedCustomRole can add to an organization, each as the organization's own
 * editable copy. The spec names only OWNER and none of the lists, so each is the least a job needs:
 * - OWNER runs the business side (owner dashboard, reports, settings, the user list) and sees no case
 *   content, PHI or restricted data, and is not assignable to cases.
 * - AUDITOR reviews how the organization handles its cases, read-only: every case of the organization,
 *   reports, the people and the documents library; no PHI or restricted data, never on a case team, no edits.
 * - INTAKE_COORDINATOR files requests on employees' behalf and helps on the case team (so it can be tagged),
 *   finds people and library documents for that, but sees no PHI, decides nothing and lists no other cases.
 */
export const PREDEFINED_CUSTOM_ROLES: Readonly<Record<PredefinedCustomRoleName, PredefinedCustomRole>> = Object.freeze({
  OWNER: Object.freeze({
    name: 'OWNER',
    label: 'Owner',
    permissions: Object.freeze([
      Permission.ACCESS_OWNER_DASHBOARD,
      Permission.GET_REPORTS,
      Permission.EDIT_SETTINGS,
      Permission.QUERY_USERS,
    ]),
  }),
  AUDITOR: Object.freeze({
    name: 'AUDITOR',
    label: 'Auditor (read-only)',
    permissions: Object.freeze([
      Permission.QUERY_ANY_ORG_CASE,
      Permission.GET_ANY_ORG_CASE_BY_ID,
      Permission.GET_REPORTS,
      Permission.QUERY_USERS,
      Permission.ACCESS_DOCUMENT_SETTINGS,
    ]),
  }),
  INTAKE_COORDINATOR: Object.freeze({
    name: 'INTAKE_COORDINATOR',
    label: 'Intake Coordinator',
    permissions: Object.freeze([
      Permission.SUBMIT_FORM_FOR_EMPLOYEE,
      Permission.CAN_BE_ADDED_TO_CASE_TEAM,
      Permission.QUERY_USERS,
      Permission.ACCESS_DOCUMENT_SETTINGS,
    ]),
  }),
});

export function isPredefinedCustomRoleName(value: unknown): value is PredefinedCustomRoleName {
  return typeof value === 'string' && Object.hasOwn(PREDEFINED_CUSTOM_ROLES, value);
}
