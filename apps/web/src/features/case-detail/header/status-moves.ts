import type { CaseActionsViewerCanFragment, CaseStatus } from '../../../generated/graphql';

/**
 * The statuses "Change status" offers from each status, as the api's status machine moves them (the spec
 * leaves the moves to the product). Whether the viewer may change the status at all is the api's
 * viewerCan.changeCaseStatus; ASSIGNED to IN_PROGRESS is acceptance, offered as Accept (viewerCan.acceptCase).
 */
const STATUS_MOVES: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  OPEN: [],
  ASSIGNED: [],
  IN_PROGRESS: ['NO_DECISION', 'APPROVED', 'REJECTED'],
  NO_DECISION: ['IN_PROGRESS', 'APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
};

/** The statuses offered to the viewer: none unless the api allows changing the status. */
export function offeredStatusMoves(
  can: Pick<CaseActionsViewerCanFragment, 'changeCaseStatus'>,
  status: CaseStatus,
): readonly CaseStatus[] {
  return can.changeCaseStatus ? STATUS_MOVES[status] : [];
}

/** A decided case is archived as it is; an undecided one is closed without a decision. */
export function isDecided(status: CaseStatus): boolean {
  return status === 'APPROVED' || status === 'REJECTED';
}
