import type { CaseStatus, MedicationType, VisitType } from '#domain/cases';
import type { CaseAgeBucket, OpenStage } from '#domain/dashboards';
import type { PeriodPaymentTotals } from '#domain/payments';
import type { ReportGranularity } from './report-period.js';

export interface ReportPeriodRow {
  /** First and last local day of the period (YYYY-MM-DD), clipped to the report's range. */
  start: string;
  end: string;
  opened: number;
  decided: number;
  closed: number;
  fmlaEntries: number;
  fmlaHoursTaken: number;
  workHoursMissed: number;
}

export enum ReportOutcomeDimension {
  CATEGORY = 'CATEGORY',
  CASE_TYPE = 'CASE_TYPE',
  VISIT_TYPE = 'VISIT_TYPE',
}

export interface ReportOutcomeRow {
  dimension: ReportOutcomeDimension;
  /** The category, case type or visit type; null: none set. */
  value: string | null;
  label: string;
  approved: number;
  denied: number;
}

export enum ReportDurationMeasure {
  FIRST_RESPONSE = 'FIRST_RESPONSE',
  ACCEPTANCE = 'ACCEPTANCE',
  DECISION = 'DECISION',
}

export interface ReportDurationRow {
  measure: ReportDurationMeasure;
  label: string;
  /** Cases opened in the range (the cohort). */
  cohortCount: number;
  /** Of them, those the measure has happened to. */
  measuredCount: number;
  medianHours: number | null;
  p90Hours: number | null;
}

export interface ReportStageAgeRow {
  stage: OpenStage;
  label: string;
  byAge: { bucket: CaseAgeBucket; count: number }[];
  total: number;
}

export interface ReportUnacknowledged {
  /** Open cases with an unacknowledged comment or internal note. */
  caseCount: number;
  commentCount: number;
  noteCount: number;
}

export interface ReportWorkloadRow {
  /** Null: the open cases nobody is assigned to. */
  assigneeId: string | null;
  name: string;
  openCount: number;
  byStatus: { status: CaseStatus; count: number }[];
  unacknowledgedCaseCount: number;
}

export interface CaseReportData {
  organizationId: string;
  organizationName: string;
  timeZone: string;
  granularity: ReportGranularity;
  from: string;
  to: string;
  generatedAt: Date;
  periods: ReportPeriodRow[];
  outcomes: ReportOutcomeRow[];
  responseTimes: ReportDurationRow[];
  openByStageAndAge: ReportStageAgeRow[];
  unacknowledged: ReportUnacknowledged;
  workload: ReportWorkloadRow[];
  /** Partner organizations, for who may read payment totals there; else null (not shown). */
  payments: (PeriodPaymentTotals & { end: string })[] | null;
}

export type { MedicationType, VisitType };
