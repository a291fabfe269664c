import { CaseStatus } from './case.enums.js';

const { OPEN, ASSIGNED, IN_PROGRESS, NO_DECISION, APPROVED, REJECTED } = CaseStatus;

/**
 * The status moves changeCaseStatus allows (the spec leaves them to the product). A case moves
 * forward through assignment, acceptance (ASSIGNED to IN_PROGRESS, by the assignee only) and a
 * decision; NO_DECISION goes back to work, and a decided case goes back only by reopening it.
 * ASSIGNED is reached by assignCase, which names the assignee; OPEN again by unassignCase.
 */
export const ALLOWED_STATUS_MOVES: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  [OPEN]: [],
  [ASSIGNED]: [IN_PROGRESS],
  [IN_PROGRESS]: [NO_DECISION, APPROVED, REJECTED],
  [NO_DECISION]: [IN_PROGRESS, APPROVED, REJECTED],
  [APPROVED]: [],
  [REJECTED]: [],
};

export function isAllowedStatusMove(from: CaseStatus, to: CaseStatus): boolean {
  return ALLOWED_STATUS_MOVES[from].includes(to);
}

/** Decided statuses: a case in one of these is closed until reopened. */
export const DECIDED_STATUSES: readonly CaseStatus[] = [APPROVED, REJECTED];
