import { type AccessRule, restricted } from '#access';
import { CaseWorkRules } from '#domain/cases';
import { ExportList } from '#domain/exports';
import { CasePaymentRules } from '#domain/payments';
import { AllTpaUsersRule, TpaUsersForOrganizationRule } from '../users/tpa-users.resolver.js';
import { UsersByRoleRule } from '../users/users-list.resolver.js';

/** Who may export a list: exactly who may read it through GraphQL. */
export const EXPORT_LIST_RULES: Readonly<Record<ExportList, AccessRule>> = {
  [ExportList.CASES]: CaseWorkRules.read,
  [ExportList.CASES_ACROSS_ORGANIZATIONS]: CaseWorkRules.acrossOrganizations,
  [ExportList.USERS]: UsersByRoleRule,
  [ExportList.TPA_USERS]: TpaUsersForOrganizationRule,
  [ExportList.ALL_TPA_USERS]: AllTpaUsersRule,
  [ExportList.PAYMENTS_FOR_PERIOD]: CasePaymentRules.totals,
  [ExportList.CASES_WITH_PAYMENT_TOTALS]: CasePaymentRules.totals,
};

export const exportListDeclaration = (list: ExportList) => restricted(EXPORT_LIST_RULES[list]);

const union = <T>(pick: (rule: AccessRule) => T[] | undefined): T[] => [
  ...new Set(Object.values(EXPORT_LIST_RULES).flatMap((rule) => pick(rule) ?? [])),
];

/**
 * The guard's declaration of createExportLink: whoever may read at least one exportable list. The rule of
 * the list asked for is then checked, at the link's creation and again when it is opened.
 */
export const CreateExportLinkRule = {
  roles: union((rule) => rule.roles),
  tpaSubRoles: union((rule) => rule.tpaSubRoles),
  permissions: union((rule) => rule.permissions),
} satisfies AccessRule;
