import type { AliasKey } from '../../generated/graphql';

/** The aliases in the order the tab lists them, in two groups. */
export const PEOPLE_ALIASES: readonly AliasKey[] = [
  'EMPLOYEE',
  'HR_ADMINISTRATORS',
  'POINT_OF_CONTACT',
  'ADA_COORDINATOR',
  'TPA_LEGAL',
  'TPA_MEDICAL',
  'TPA_SUPPORT',
  'TPA_USER',
  'TPA_ROLE',
  'CASE_REVIEW_TEAM',
  'ACCOMMODATIONS_TEAM',
  'ACCOMMODATIONS',
];
export const STAGE_ALIASES: readonly AliasKey[] = [
  'STAGE_SUBMITTED',
  'STAGE_ASSIGNED',
  'STAGE_REVIEW_AND_INTERACTION',
  'STAGE_FINAL_DECISION',
  'STAGE_COMPLETED',
];

const NOT_SHOWN = 'Kept for the organization; no screen shows it yet.';
const STAGE = 'The request tracker: My Requests and the case page.';

/** Where the app shows each label (keep in step with the screens that read useAliasLabels). */
export const ALIAS_PLACES: Readonly<Record<AliasKey, string>> = {
  EMPLOYEE: 'The case list column, the case page and the role name of employees.',
  HR_ADMINISTRATORS: 'The administrators list in the navigation, and the role name of administrators once renamed.',
  POINT_OF_CONTACT: NOT_SHOWN,
  ADA_COORDINATOR: 'The role name of coordinators: case page, case list filters, assignment and settings.',
  TPA_LEGAL: NOT_SHOWN,
  TPA_MEDICAL: NOT_SHOWN,
  TPA_SUPPORT: NOT_SHOWN,
  TPA_USER: NOT_SHOWN,
  TPA_ROLE: NOT_SHOWN,
  CASE_REVIEW_TEAM: NOT_SHOWN,
  ACCOMMODATIONS_TEAM: NOT_SHOWN,
  ACCOMMODATIONS: 'The heading of the requests and cases group in the navigation.',
  STAGE_SUBMITTED: STAGE,
  STAGE_ASSIGNED: STAGE,
  STAGE_REVIEW_AND_INTERACTION: STAGE,
  STAGE_FINAL_DECISION: STAGE,
  STAGE_COMPLETED: STAGE,
};
