import type { AliasKey, CaseStatus } from '../../../generated/graphql';

/** The employee's stage tracker, in order; each stage's label is an organization alias. */
export const REQUEST_STAGES = [
  'STAGE_SUBMITTED',
  'STAGE_ASSIGNED',
  'STAGE_REVIEW_AND_INTERACTION',
  'STAGE_FINAL_DECISION',
  'STAGE_COMPLETED',
] as const satisfies readonly AliasKey[];

export type RequestStage = (typeof REQUEST_STAGES)[number];

const STAGE_OF_STATUS: Readonly<Record<CaseStatus, RequestStage>> = {
  OPEN: 'STAGE_SUBMITTED',
  ASSIGNED: 'STAGE_ASSIGNED',
  IN_PROGRESS: 'STAGE_REVIEW_AND_INTERACTION',
  NO_DECISION: 'STAGE_REVIEW_AND_INTERACTION',
  APPROVED: 'STAGE_FINAL_DECISION',
  REJECTED: 'STAGE_FINAL_DECISION',
};

/** The stage a request is at: an archived request is completed, whatever its status. */
export function requestStage(request: { status: CaseStatus; isArchived: boolean }): RequestStage {
  return request.isArchived ? 'STAGE_COMPLETED' : STAGE_OF_STATUS[request.status];
}

/** 0-based position of the request's stage in REQUEST_STAGES. */
export function requestStageIndex(request: { status: CaseStatus; isArchived: boolean }): number {
  return REQUEST_STAGES.indexOf(requestStage(request));
}

/**
 * The stage's label from the organization's aliases (see useAliasLabels), e.g. "Review & Interaction",
 * or "Prescription" for the final decision of a partner organization.
 */
export function requestStageLabel(
  request: { status: CaseStatus; isArchived: boolean },
  labels: Readonly<Record<AliasKey, string>>,
): string {
  return labels[requestStage(request)];
}
