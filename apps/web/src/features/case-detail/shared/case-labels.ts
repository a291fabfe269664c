import { type AliasLabels, DEFAULT_ALIAS_LABELS } from '../../../app/layout/alias-labels';
import type { Role, VisitType } from '../../../generated/graphql';

/** Staff names of the statuses and escalation categories, as the case list shows them. */
export { CASE_STATUS_LABELS, ESCALATION_LABELS, ESCALATION_TYPES } from '../../cases/case-status-labels';

export const VISIT_TYPE_LABELS: Readonly<Record<VisitType, string>> = {
  ASYNC_TEXT_EMAIL: 'Text or e-mail',
  NO_SHOW: 'No-show',
  ORDER_FORM: 'Order form',
  SYNC_PHONE: 'Phone call',
  SYNC_VIDEO: 'Video call',
};
export const VISIT_TYPES = Object.keys(VISIT_TYPE_LABELS) as VisitType[];

/** How a case's short id is shown: "#A1B2C3". */
export function displayShortId(shortId: string): string {
  return `#${shortId}`;
}

/** Default role names (spec 001 "Default role labels"). */
const ROLE_LABELS: Readonly<Record<Role, string>> = {
  CVADMIN: 'CV Admin',
  ADMIN: 'HR Administrator',
  CASEMANAGER: 'HR Representative',
  CASEWORKER: 'ADA Coordinator',
  CVTPA: 'TPA',
  USER: 'Employee',
};

/**
 * A role as the organization names it. Coordinators and employees take their alias; administrators
 * take "HR Administrators" only when the organization renamed it, since its default is a team name.
 */
export function roleLabel(role: Role, labels: AliasLabels): string {
  switch (role) {
    case 'CASEWORKER':
      return labels.ADA_COORDINATOR;
    case 'USER':
      return labels.EMPLOYEE;
    case 'ADMIN':
      return labels.HR_ADMINISTRATORS !== DEFAULT_ALIAS_LABELS.HR_ADMINISTRATORS
        ? labels.HR_ADMINISTRATORS
        : ROLE_LABELS.ADMIN;
    default:
      return ROLE_LABELS[role];
  }
}
