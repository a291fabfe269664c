import { CaseStatus } from './case.enums.js';

/** The eight count groups of the case list (spec 000 §2), each a disjoint slice of the organization's cases. */
export enum CaseStatusGroup {
  NEW = 'NEW',
  NOT_CONFIRMED = 'NOT_CONFIRMED',
  IN_PROGRESS = 'IN_PROGRESS',
  OUTSTANDING = 'OUTSTANDING',
  APPROVED = 'APPROVED',
  DENIED = 'DENIED',
  APPROVED_CLOSED = 'APPROVED_CLOSED',
  DENIED_CLOSED = 'DENIED_CLOSED',
}

export interface StatusGroupRule {
  statuses: CaseStatus[];
  isArchived: boolean;
}

/**
 * The spec does not show how statuses map to the groups; this is the product's definition:
 * - new: submitted, nobody assigned yet (OPEN);
 * - not confirmed: assigned, the assignee has not accepted it yet (ASSIGNED);
 * - in progress: accepted and being worked (IN_PROGRESS);
 * - outstanding: worked to a "no decision" outcome and waiting on something (NO_DECISION);
 * - approved / denied: decided (APPROVED / REJECTED) and still live;
 * - approved-closed / denied-closed: decided and archived.
 * Archived cases without a decision belong to no group: they were closed without an outcome.
 */
export const STATUS_GROUP_RULES: Readonly<Record<CaseStatusGroup, StatusGroupRule>> = {
  [CaseStatusGroup.NEW]: { statuses: [CaseStatus.OPEN], isArchived: false },
  [CaseStatusGroup.NOT_CONFIRMED]: { statuses: [CaseStatus.ASSIGNED], isArchived: false },
  [CaseStatusGroup.IN_PROGRESS]: { statuses: [CaseStatus.IN_PROGRESS], isArchived: false },
  [CaseStatusGroup.OUTSTANDING]: { statuses: [CaseStatus.NO_DECISION], isArchived: false },
  [CaseStatusGroup.APPROVED]: { statuses: [CaseStatus.APPROVED], isArchived: false },
  [CaseStatusGroup.DENIED]: { statuses: [CaseStatus.REJECTED], isArchived: false },
  [CaseStatusGroup.APPROVED_CLOSED]: { statuses: [CaseStatus.APPROVED], isArchived: true },
  [CaseStatusGroup.DENIED_CLOSED]: { statuses: [CaseStatus.REJECTED], isArchived: true },
};

/** The group a case counts in, or null for an archived case without a decision. */
export function statusGroupOf(status: CaseStatus, isArchived: boolean): CaseStatusGroup | null {
  for (const [group, rule] of Object.entries(STATUS_GROUP_RULES) as [CaseStatusGroup, StatusGroupRule][]) {
    if (rule.isArchived === isArchived && rule.statuses.includes(status)) return group;
  }
  return null;
}
