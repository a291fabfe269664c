import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { z } from 'zod';
import { forbidden, NO_ORGANIZATION_ACCESS_MESSAGE, notFound, type Principal } from '#access';
import { CaseStatus } from '#domain/cases';
import { AGE_BUCKETS, DashboardClock, OPEN_STAGES, STAGE_OF_STATUS } from '#domain/dashboards';
import { OrganizationEntity, OrganizationsService } from '#domain/organizations';
import { paymentTotalsByPeriod, paymentTotalsRefusal } from '#domain/payments';
import { calendarOf } from '#domain/reminders';
import { parseInput } from '#domain/shared';
import {
  type CaseReportData,
  ReportDurationMeasure,
  type ReportDurationRow,
  ReportOutcomeDimension,
  type ReportOutcomeRow,
  type ReportWorkloadRow,
} from './case-report.js';
import { periodsOf, type ReportRange, reportRangeSchema, TRUNC_UNIT } from './report-period.js';
import { ORGANIZATIONS_REPORT_MAX, ReportRules } from './report-rules.js';
import {
  OPEN_CASES_STATEMENT,
  OUTCOME_GROUPED_BY,
  OUTCOMES_STATEMENT,
  PERIOD_SERIES_STATEMENT,
  REPORT_STATEMENT_SETTINGS,
  RESPONSE_TIMES_STATEMENT,
} from './report-statements.js';

export interface CaseReportInput {
  granularity: string;
  from: string;
  to: string;
}

const organizationIdsSchema = z.object({
  organizationIds: z
    .array(z.uuid('must be an id'))
    .max(ORGANIZATIONS_REPORT_MAX, `at most ${ORGANIZATIONS_REPORT_MAX} organizations`)
    .nullish(),
});

interface SeriesRow {
  organizationId: string;
  kind: 'OPENED' | 'DECIDED' | 'CLOSED' | 'FMLA';
  period: string;
  count: number;
  hoursTaken: number;
  hoursMissed: number;
}

interface OutcomeRow {
  organizationId: string;
  category: string | null;
  caseType: string | null;
  visitType: string | null;
  grouping: number;
  approved: number;
  denied: number;
}

type ResponseRow = { organizationId: string; cohort: number } & Record<string, number | null>;

interface OpenRow {
  organizationId: string;
  status: CaseStatus;
  assigneeId: string | null;
  ageBucket: string;
  count: number;
  unacknowledgedCases: number;
  unacknowledgedComments: number;
  unacknowledgedNotes: number;
}

const CASE_TYPE_LABELS: Record<string, string> = { ADA: 'Accommodation and leave (ADA)', GLP: 'Telehealth (GLP-1)' };
const VISIT_TYPE_LABELS: Record<string, string> = {
  ASYNC_TEXT_EMAIL: 'Text or e-mail',
  NO_SHOW: 'No show',
  ORDER_FORM: 'Order form',
  SYNC_PHONE: 'Phone',
  SYNC_VIDEO: 'Video',
};
const MEASURES: { measure: ReportDurationMeasure; label: string; prefix: string }[] = [
  { measure: ReportDurationMeasure.FIRST_RESPONSE, label: 'Time to first response', prefix: 'response' },
  { measure: ReportDurationMeasure.ACCEPTANCE, label: 'Time to acceptance', prefix: 'acceptance' },
  { measure: ReportDurationMeasure.DECISION, label: 'Time to decision', prefix: 'decision' },
];

const roundHours = (hours: number | null | undefined): number | null =>
  hours === null || hours === undefined ? null : Math.round(Number(hours) * 10) / 10;
const roundTenth = (value: number) => Math.round(value * 100) / 100;

/**
 * The reports: per period of a range, in each organization's time zone, the cases opened, decided and closed,
 * their outcomes and response times, the open cases now, unacknowledged items, each assignee's workload,
 * FMLA hours, and for partner organizations the payment totals (see report-statements.ts for what each counts).
 */
@Injectable()
export class CaseReportService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(OrganizationsService) private readonly organizations: OrganizationsService,
    @Inject(DashboardClock) private readonly clock: DashboardClock,
  ) {}

  /** The report of the organization the caller acts in (the guard checked get_reports there). */
  async organizationReport(principal: Principal, input: CaseReportInput): Promise<CaseReportData> {
    const range = parseInput(reportRangeSchema, input);
    const organization = await this.organizations.findVisible(principal, principal.requireOrganizationId());
    const [report] = await this.compute(principal, [organization], range);
    return report;
  }

  /** Reports side by side (Cvadmin): the organizations named, in that order, or all by name (at most 50). */
  async organizationsReport(
    principal: Principal,
    input: CaseReportInput,
    organizationIds: readonly string[] | null | undefined,
  ): Promise<CaseReportData[]> {
    const range = parseInput(reportRangeSchema, input);
    const ids = parseInput(organizationIdsSchema, { organizationIds }).organizationIds;
    if (!principal.isCvadmin()) throw forbidden(ReportRules.organizations.message);
    if (!ids) {
      const all = await this.organizations.findAll();
      return this.compute(principal, all.slice(0, ORGANIZATIONS_REPORT_MAX), range);
    }
    const unique = [...new Set(ids)];
    const found = unique.length
      ? await this.dataSource.getRepository(OrganizationEntity).findBy({ id: In(unique) })
      : [];
    const byId = new Map(found.map((organization) => [organization.id, organization]));
    const ordered = unique.map((id) => {
      const organization = byId.get(id);
      if (!organization) throw notFound(NO_ORGANIZATION_ACCESS_MESSAGE);
      return organization;
    });
    return this.compute(principal, ordered, range);
  }

  /**
   * One organization's report for a scheduled e-mail (no caller: the worker builds it), without payments, which
   * go only to who may read them.
   */
  async scheduledReport(organizationId: string, range: ReportRange): Promise<CaseReportData> {
    const organization = await this.dataSource.getRepository(OrganizationEntity).findOneBy({ id: organizationId });
    if (!organization) throw notFound(NO_ORGANIZATION_ACCESS_MESSAGE);
    const [report] = await this.compute(null, [organization], parseInput(reportRangeSchema, range));
    return report;
  }

  /**
   * Four statements for any number of organizations, plus one per partner organization for its payments (when
   * the caller may read them; never without a caller).
   */
  async compute(
    principal: Principal | null,
    organizations: readonly OrganizationEntity[],
    range: ReportRange,
  ): Promise<CaseReportData[]> {
    if (organizations.length === 0) return [];
    const now = this.clock.now();
    const ids = organizations.map((organization) => organization.id);
    const zones = organizations.map((organization) => calendarOf(organization.settings).timeZone);
    const unit = TRUNC_UNIT[range.granularity];
    const rangeParameters = [ids, zones, range.from, range.to];
    const [series, outcomes, responses, open, payments] = await Promise.all([
      this.statement<SeriesRow[]>(PERIOD_SERIES_STATEMENT, [...rangeParameters, unit]),
      this.statement<OutcomeRow[]>(OUTCOMES_STATEMENT, rangeParameters),
      this.statement<ResponseRow[]>(RESPONSE_TIMES_STATEMENT, rangeParameters),
      this.statement<OpenRow[]>(OPEN_CASES_STATEMENT, [ids, now]),
      Promise.all(
        organizations.map((organization, index) =>
          !principal || paymentTotalsRefusal(principal.inOrganization(organization.id), organization)
            ? null
            : paymentTotalsByPeriod(this.dataSource, organization.id, zones[index], { ...range, unit }),
        ),
      ),
    ]);
    const periods = periodsOf(range);
    const names = await this.assigneeNames(open.map((row) => row.assigneeId));
    return organizations.map((organization, index) => {
      const id = organization.id;
      const ownSeries = series.filter((row) => row.organizationId === id);
      const seriesCount = (kind: SeriesRow['kind'], period: string) =>
        ownSeries.find((row) => row.kind === kind && row.period === period);
      const ownOpen = open.filter((row) => row.organizationId === id);
      const labels = new Map(
        this.organizations.aliases(organization).map((alias) => [alias.key as string, alias.label]),
      );
      const paid = payments[index];
      return {
        organizationId: id,
        organizationName: organization.name,
        timeZone: zones[index],
        granularity: range.granularity,
        from: range.from,
        to: range.to,
        generatedAt: now,
        periods: periods.map(({ start, end }) => {
          const fmla = seriesCount('FMLA', start);
          return {
            start,
            end,
            opened: seriesCount('OPENED', start)?.count ?? 0,
            decided: seriesCount('DECIDED', start)?.count ?? 0,
            closed: seriesCount('CLOSED', start)?.count ?? 0,
            fmlaEntries: fmla?.count ?? 0,
            fmlaHoursTaken: roundTenth(fmla?.hoursTaken ?? 0),
            workHoursMissed: roundTenth(fmla?.hoursMissed ?? 0),
          };
        }),
        outcomes: this.outcomesOf(outcomes.filter((row) => row.organizationId === id)),
        responseTimes: this.durationsOf(responses.find((row) => row.organizationId === id)),
        openByStageAndAge: OPEN_STAGES.map((stage) => {
          const inStage = ownOpen.filter((row) => STAGE_OF_STATUS[row.status] === stage);
          const byAge = AGE_BUCKETS.map(({ bucket }) => ({
            bucket,
            count: inStage.filter((row) => row.ageBucket === bucket).reduce((sum, row) => sum + row.count, 0),
          }));
          return {
            stage,
            label: labels.get(stage) ?? stage,
            byAge,
            total: byAge.reduce((sum, entry) => sum + entry.count, 0),
          };
        }),
        unacknowledged: {
          caseCount: ownOpen.reduce((sum, row) => sum + row.unacknowledgedCases, 0),
          commentCount: ownOpen.reduce((sum, row) => sum + row.unacknowledgedComments, 0),
          noteCount: ownOpen.reduce((sum, row) => sum + row.unacknowledgedNotes, 0),
        },
        workload: this.workloadOf(ownOpen, names),
        payments: paid
          ? periods.map(({ start, end }) => {
              const row = paid.find((entry) => entry.period === start);
              return row
                ? { ...row, end }
                : {
                    period: start,
                    end,
                    paymentCount: 0,
                    totalPayments: 0,
                    totalCosts: 0,
                    totalPayoutAmount: 0,
                    totalPaymentProcessingFees: 0,
                    totalPharmacyFees: 0,
                    totalSyringeKitFees: 0,
                    totalConsultFees: 0,
                    totalShippingFees: 0,
                    totalTechPlatformFees: 0,
                  };
            })
          : null,
      };
    });
  }

  private outcomesOf(rows: OutcomeRow[]): ReportOutcomeRow[] {
    const of = (
      dimension: ReportOutcomeDimension,
      grouping: number,
      pick: (row: OutcomeRow) => string | null,
      label: (value: string) => string,
      none: string,
    ) =>
      rows
        .filter((row) => row.grouping === grouping)
        .map((row) => {
          const value = pick(row);
          return {
            dimension,
            value,
            label: value === null ? none : label(value),
            approved: row.approved,
            denied: row.denied,
          };
        })
        .sort((a, b) => b.approved + b.denied - (a.approved + a.denied) || a.label.localeCompare(b.label));
    return [
      ...of(
        ReportOutcomeDimension.CATEGORY,
        OUTCOME_GROUPED_BY.category,
        (row) => row.category,
        (v) => v,
        'No category',
      ),
      ...of(
        ReportOutcomeDimension.CASE_TYPE,
        OUTCOME_GROUPED_BY.caseType,
        (row) => row.caseType,
        (v) => CASE_TYPE_LABELS[v] ?? v,
        'No case type',
      ),
      ...of(
        ReportOutcomeDimension.VISIT_TYPE,
        OUTCOME_GROUPED_BY.visitType,
        (row) => row.visitType,
        (v) => VISIT_TYPE_LABELS[v] ?? v,
        'No visit type',
      ),
    ];
  }

  private durationsOf(row: ResponseRow | undefined): ReportDurationRow[] {
    return MEASURES.map(({ measure, label, prefix }) => ({
      measure,
      label,
      cohortCount: row?.cohort ?? 0,
      measuredCount: Number(row?.[`${prefix}Count`] ?? 0),
      medianHours: roundHours(row?.[`${prefix}Median`]),
      p90Hours: roundHours(row?.[`${prefix}P90`]),
    }));
  }

  private workloadOf(rows: OpenRow[], names: Map<string, string>): ReportWorkloadRow[] {
    const byAssignee = new Map<string | null, OpenRow[]>();
    for (const row of rows) byAssignee.set(row.assigneeId, [...(byAssignee.get(row.assigneeId) ?? []), row]);
    return [...byAssignee.entries()]
      .map(([assigneeId, own]) => ({
        assigneeId,
        name: assigneeId === null ? 'Unassigned' : (names.get(assigneeId) ?? 'Former user'),
        openCount: own.reduce((sum, row) => sum + row.count, 0),
        byStatus: Object.values(CaseStatus).map((status) => ({
          status,
          count: own.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0),
        })),
        unacknowledgedCaseCount: own.reduce((sum, row) => sum + row.unacknowledgedCases, 0),
      }))
      .sort((a, b) => b.openCount - a.openCount || a.name.localeCompare(b.name));
  }

  /** One report statement in a transaction of its own, with the report's settings (REPORT_STATEMENT_SETTINGS). */
  private statement<T>(text: string, parameters: unknown[]): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(REPORT_STATEMENT_SETTINGS);
      return manager.query<T>(text, parameters);
    });
  }

  /** Assignees' names in one statement: their name, else their e-mail. */
  private async assigneeNames(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    if (unique.length === 0) return new Map();
    const rows: { id: string; firstName: string | null; lastName: string | null; email: string | null }[] =
      await this.dataSource.query(
        `SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM app_user WHERE id = ANY($1::uuid[])`,
        [unique],
      );
    return new Map(
      rows.map((row) => [row.id, `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.email || 'Former user']),
    );
  }
}
