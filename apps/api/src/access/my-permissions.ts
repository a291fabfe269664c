import { type AccessRule, Permission, type Principal, restricted } from '#access';
import { CaseWorkRules } from '#domain/cases';
import { CommunicationTemplateRules, CommunicationTemplateScope } from '#domain/communication-templates';
import { DocumentRules } from '#domain/documents';
import { OrganizationSettingsRules } from '#domain/organization-settings';
import { QueueBoardRule } from '../admin/queue-board-rule.js';
import { FORM_EDITORS } from '#domain/forms';
import { FORM_READERS, GLOBAL_FORM_ADMINS } from '../forms/forms.resolver.js';
import { OrganizationRules } from '../organizations/organizations.resolver.js';
import { UsersByRoleRule } from '../users/users-list.resolver.js';
import { CreateCVAdminRule } from '../users/users.resolver.js';
import type { MyPermissions } from './my-permissions.model.js';

type PermissionField = Exclude<keyof MyPermissions, 'organizationId' | keyof typeof OPERATION_RULES>;

/** Each named permission's field; a Record over Permission, so a new permission must get one. */
const PERMISSION_FIELDS: Readonly<Record<Permission, PermissionField>> = {
  [Permission.ADD_USER]: 'addUser',
  [Permission.EDIT_FORM]: 'editForm',
  [Permission.ACCESS_PHI]: 'accessPhi',
  [Permission.EDIT_SETTINGS]: 'editSettings',
  [Permission.SUBMIT_FORM_FOR_EMPLOYEE]: 'submitFormForEmployee',
  [Permission.ASK_JANET_CHAT]: 'askJanetChat',
  [Permission.DELETE_ORG_DOCUMENT]: 'deleteOrgDocument',
  [Permission.DELETE_CASE_ATTACHMENT]: 'deleteCaseAttachment',
  [Permission.CAN_BE_ASSIGNED_TO_CASE]: 'canBeAssignedToCase',
  [Permission.CAN_BE_ADDED_TO_CASE_TEAM]: 'canBeAddedToCaseTeam',
  [Permission.QUERY_ANY_ORG_CASE]: 'queryAnyOrgCase',
  [Permission.ACCESS_RESTRICTED_DATA]: 'accessRestrictedData',
  [Permission.GET_REPORTS]: 'getReports',
  [Permission.GET_ANY_ORG_CASE_BY_ID]: 'getAnyOrgCaseById',
  [Permission.ACCESS_FORM_SETTINGS]: 'accessFormSettings',
  [Permission.ACCESS_DOCUMENT_SETTINGS]: 'accessDocumentSettings',
  [Permission.QUERY_USERS]: 'queryUsers',
  [Permission.ACCESS_OWNER_DASHBOARD]: 'accessOwnerDashboard',
};

/** Organization-level operations, each with the rule its guard declares (imported from its resolver). */
const OPERATION_RULES = {
  createForm: FORM_EDITORS,
  allForms: FORM_READERS,
  setDefaultGlobalFormVersion: GLOBAL_FORM_ADMINS,
  casesByStatus: CaseWorkRules.read,
  allMultiOrgUserCases: CaseWorkRules.acrossOrganizations,
  usersByRole: UsersByRoleRule,
  organizationRoles: OrganizationRules.viewRoles,
  allOrganizations: OrganizationRules.platform,
  createOrganization: OrganizationRules.platform,
  createCVAdmin: CreateCVAdminRule,
  allCommunicationTemplates: CommunicationTemplateRules.list,
  manageGlobalCommunicationTemplates: CommunicationTemplateRules[CommunicationTemplateScope.GLOBAL],
  manageOrganizationCommunicationTemplates: CommunicationTemplateRules[CommunicationTemplateScope.ORGANIZATION],
  managePersonalCommunicationTemplates: CommunicationTemplateRules[CommunicationTemplateScope.USER],
  manageDocuments: DocumentRules.read,
  uploadOrganizationDocuments: DocumentRules.upload,
  openQueueDashboard: QueueBoardRule,
  manageOrganizationSettings: OrganizationSettingsRules.manage,
} satisfies Partial<Record<keyof MyPermissions, AccessRule>>;

/**
 * What `principal` may do in the organization it is scoped to (the guard scoped it, as for any
 * operation): Principal.has for the named permissions (a custom role overrides the defaults there) and
 * Principal.satisfies, which the guard runs, for the operations.
 */
export function myPermissions(principal: Principal): MyPermissions {
  const permissions = Object.fromEntries(
    Object.entries(PERMISSION_FIELDS).map(([permission, field]) => [field, principal.has(permission as Permission)]),
  ) as Record<PermissionField, boolean>;
  const operations = Object.fromEntries(
    Object.entries(OPERATION_RULES).map(([field, rule]) => [field, principal.satisfies(restricted(rule))]),
  ) as Record<keyof typeof OPERATION_RULES, boolean>;
  return {
    organizationId: principal.organizationId,
    ...permissions,
    ...operations,
  };
}
