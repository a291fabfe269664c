import { type AccessRule, Permission, type Principal, restricted, Role, TpaSubRole } from '#access';
import type { CommunicationTemplateEntity } from './communication-template.entity.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;
const { TPAMEDICAL, TPASUPPORT } = TpaSubRole;

/** The three scopes a template can have (see CommunicationTemplateEntity). */
export enum CommunicationTemplateScope {
  GLOBAL = 'GLOBAL',
  ORGANIZATION = 'ORGANIZATION',
  USER = 'USER',
}

export const CommunicationTemplateMessages = {
  GLOBAL: 'Only a CV Admin can manage global communication templates',
  ORGANIZATION: 'Not authorized to manage organization communication templates',
  USER: 'Not authorized to manage personal communication templates',
  LIST: 'Not authorized to view communication templates',
  MANAGE: 'Not authorized to manage communication templates',
} as const;

/**
 * Spec 000 §6: "Comment templates: personal by admin, Tpamedical or Tpasupport; organization-wide by admin or
 * Tpasupport; listing by case workers and TPA", and "Cvadmin only: ... global comment templates". Cvadmin may
 * do anything in any organization, so it is in every rule. Templates are among the organization settings
 * (spec 000 "Organization settings": "workflow, template and team-notification settings"), so a custom role
 * holding edit_settings manages the organization's templates too; edit_settings' defaults are exactly the
 * spec's organization-template holders (Admin, Tpasupport), so nothing changes for the built-in roles.
 */
export const CommunicationTemplateRules = {
  list: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CommunicationTemplateMessages.LIST },
  [CommunicationTemplateScope.GLOBAL]: { roles: [CVADMIN], message: CommunicationTemplateMessages.GLOBAL },
  [CommunicationTemplateScope.ORGANIZATION]: {
    roles: [CVADMIN, ADMIN],
    tpaSubRoles: [TPASUPPORT],
    permissions: [Permission.EDIT_SETTINGS],
    message: CommunicationTemplateMessages.ORGANIZATION,
  },
  [CommunicationTemplateScope.USER]: {
    roles: [CVADMIN, ADMIN],
    tpaSubRoles: [TPAMEDICAL, TPASUPPORT],
    message: CommunicationTemplateMessages.USER,
  },
} satisfies Record<string, AccessRule>;

/** Whoever may manage templates of some scope: the guard's declaration on the mutations; the service refines. */
export const MANAGE_SOME_TEMPLATES: AccessRule = {
  roles: [CVADMIN, ADMIN],
  tpaSubRoles: [TPAMEDICAL, TPASUPPORT],
  permissions: [Permission.EDIT_SETTINGS],
  message: CommunicationTemplateMessages.MANAGE,
};

export function scopeOf(template: Pick<CommunicationTemplateEntity, 'isGlobal' | 'isPersonal'>) {
  if (template.isGlobal) return CommunicationTemplateScope.GLOBAL;
  return template.isPersonal ? CommunicationTemplateScope.USER : CommunicationTemplateScope.ORGANIZATION;
}

/**
 * Whether `principal` (scoped to the organization it acts in) may change or delete `template`, one it can
 * see: a global one as Cvadmin, an organization's one by the organization rule there, a personal one only
 * as its owner, who still holds the personal rule there.
 */
export function mayManageTemplate(principal: Principal, template: CommunicationTemplateEntity): boolean {
  const scope = scopeOf(template);
  if (scope === CommunicationTemplateScope.GLOBAL) return principal.isCvadmin();
  if (!template.organizationId || !principal.canActIn(template.organizationId)) return false;
  if (scope === CommunicationTemplateScope.USER && template.ownerUserId !== principal.userId) return false;
  return principal.inOrganization(template.organizationId).satisfies(restricted(CommunicationTemplateRules[scope]));
}
