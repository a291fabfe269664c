import { type AccessRule, Permission, Role } from '#access';

/**
 * Who may read the reports (spec 000 §2 and §6): the reports route is for Cvadmin, Admin, Caseworker and
 * Casemanager, the named permission get_reports (custom roles override the defaults); "view all organization
 * reports" is Cvadmin only. The figures are counts and staff names: no case content, so a case worker's report
 * counts the whole organization's cases, not only those it can open.
 */
export const ReportRules = {
  organization: { permissions: [Permission.GET_REPORTS], message: 'Not authorized to view reports' },
  organizations: { roles: [Role.CVADMIN], message: 'Not authorized to view all organization reports' },
} satisfies Record<string, AccessRule>;

/** At most this many organizations side by side in one answer. */
export const ORGANIZATIONS_REPORT_MAX = 50;
