import type { CaseListFilters, MultiOrganizationCaseFilters } from '#domain/cases';
import type { PaymentPeriod } from '#domain/payments';
import type { UserListFilters } from '#domain/users';

/** The lists a CSV export can be made of (each the rows of the GraphQL list named beside it). */
export enum ExportList {
  /** casesByStatus: the organization's case list. */
  CASES = 'CASES',
  /** allMultiOrgUserCases: the cases of every organization the caller serves (CV Admin, TPA). */
  CASES_ACROSS_ORGANIZATIONS = 'CASES_ACROSS_ORGANIZATIONS',
  /** usersByRole: the organization's people (employees, admins). */
  USERS = 'USERS',
  /** tpaUsersForOrganization. */
  TPA_USERS = 'TPA_USERS',
  /** allTpaUsers (CV Admin). */
  ALL_TPA_USERS = 'ALL_TPA_USERS',
  /** casePaymentsForPeriod: the payments report's period list. */
  PAYMENTS_FOR_PERIOD = 'PAYMENTS_FOR_PERIOD',
  /** casesWithPaymentTotals: the payments report's case totals. */
  CASES_WITH_PAYMENT_TOTALS = 'CASES_WITH_PAYMENT_TOTALS',
}

/** One export: the list and the filters its screen applies (those of the other lists are ignored). */
export interface ExportRequest {
  list: ExportList;
  caseFilters?: CaseListFilters | null;
  multiOrganizationCaseFilters?: MultiOrganizationCaseFilters | null;
  userFilters?: UserListFilters | null;
  paymentPeriod?: PaymentPeriod | null;
  onlyWithPayments?: boolean | null;
}
