import type { CaseStatus } from '#domain/cases';
import type { AliasKey } from '#domain/organizations';

/**
 * Age of an open case (now minus its creation), in days: [0, 7), [7, 30), [30, 90), [90, ∞).
 * The SQL of dashboard-statements.ts buckets with the same bounds.
 */
export enum CaseAgeBucket {
  UNDER_7_DAYS = 'UNDER_7_DAYS',
  DAYS_7_TO_30 = 'DAYS_7_TO_30',
  DAYS_30_TO_90 = 'DAYS_30_TO_90',
  OVER_90_DAYS = 'OVER_90_DAYS',
}

export const AGE_BUCKETS: ReadonlyArray<{ bucket: CaseAgeBucket; label: string; fromDays: number }> = [
  { bucket: CaseAgeBucket.UNDER_7_DAYS, label: 'Under 7 days', fromDays: 0 },
  { bucket: CaseAgeBucket.DAYS_7_TO_30, label: '7 to 30 days', fromDays: 7 },
  { bucket: CaseAgeBucket.DAYS_30_TO_90, label: '30 to 90 days', fromDays: 30 },
  { bucket: CaseAgeBucket.OVER_90_DAYS, label: 'Over 90 days', fromDays: 90 },
];

/** Time to decision is measured over the decisions of this many last days. */
export const DECISION_WINDOW_DAYS = 90;

/** The stages an open case can be at (spec 000 §1), in order; an archived case is Completed and not open. */
export const OPEN_STAGES = [
  'STAGE_SUBMITTED',
  'STAGE_ASSIGNED',
  'STAGE_REVIEW_AND_INTERACTION',
  'STAGE_FINAL_DECISION',
] as const satisfies readonly `${AliasKey}`[];
export type OpenStage = (typeof OPEN_STAGES)[number];

/** Same mapping as the employee's stage tracker. */
export const STAGE_OF_STATUS: Readonly<Record<CaseStatus, OpenStage>> = {
  OPEN: 'STAGE_SUBMITTED',
  ASSIGNED: 'STAGE_ASSIGNED',
  IN_PROGRESS: 'STAGE_REVIEW_AND_INTERACTION',
  NO_DECISION: 'STAGE_REVIEW_AND_INTERACTION',
  APPROVED: 'STAGE_FINAL_DECISION',
  REJECTED: 'STAGE_FINAL_DECISION',
};

export interface StatusCount {
  status: CaseStatus;
  count: number;
}

export interface StageCount {
  stage: OpenStage;
  label: string;
  count: number;
}

export interface AgeCount {
  bucket: CaseAgeBucket;
  label: string;
  count: number;
}

export interface AssigneeCount {
  /** Null: nobody is assigned. */
  assigneeId: string | null;
  name: string;
  count: number;
  overdueCount: number;
}

export interface TimeToDecision {
  windowDays: number;
  decidedCount: number;
  /** Days from submission to first decision; null when nothing was decided in the window. */
  medianDays: number | null;
  p90Days: number | null;
}

/**
 * Overdue, by the organization's reminder day counts (Reminders settings, counted in its time zone and,
 * when it says so, in business days), whether or not the reminder itself is switched on:
 * - unacknowledged: an open case with a comment or internal note nobody acknowledged for
 *   UNACKNOWLEDGED_COMMENT days or more;
 * - not accepted: an open case ASSIGNED to someone who has not accepted it for CASE_NOT_ACCEPTED days or more.
 * A case that is both counts once in `caseCount`.
 */
export interface OverdueSummary {
  caseCount: number;
  unacknowledgedCount: number;
  notAcceptedCount: number;
  unacknowledgedAfterDays: number;
  notAcceptedAfterDays: number;
  businessDays: boolean;
}

export interface CaseDashboardData {
  organizationId: string;
  organizationName: string;
  generatedAt: Date;
  openCaseCount: number;
  byStage: StageCount[];
  byStatus: StatusCount[];
  byAge: AgeCount[];
  byAssignee: AssigneeCount[];
  timeToDecision: TimeToDecision;
  overdue: OverdueSummary;
}
