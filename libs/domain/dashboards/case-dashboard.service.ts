import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { z } from 'zod';
import { forbidden, NO_ORGANIZATION_ACCESS_MESSAGE, notFound, type Principal, restricted } from '#access';
import { CaseStatus } from '#domain/cases';
import { OrganizationEntity, OrganizationsService, resolveReminderSettings } from '#domain/organizations';
import { calendarOf, latestDueStart } from '#domain/reminders';
import { parseInput } from '#domain/shared';
import {
  AGE_BUCKETS,
  type AssigneeCount,
  type CaseAgeBucket,
  type CaseDashboardData,
  DECISION_WINDOW_DAYS,
  OPEN_STAGES,
  STAGE_OF_STATUS,
} from './case-dashboard.js';
import { DashboardClock } from './dashboard-clock.js';
import { DashboardRules, ORGANIZATIONS_DASHBOARD_MAX } from './dashboard-rules.js';
import { GROUPED_BY, OPEN_CASES_STATEMENT, TIME_TO_DECISION_STATEMENT } from './dashboard-statements.js';

const DAY_MS = 86_400_000;

const organizationIdsSchema = z.object({
  organizationIds: z
    .array(z.uuid('must be an id'))
    .max(ORGANIZATIONS_DASHBOARD_MAX, `at most ${ORGANIZATIONS_DASHBOARD_MAX} organizations`)
    .nullish(),
});

interface OpenCaseRow {
  organizationId: string;
  status: CaseStatus | null;
  ageBucket: CaseAgeBucket | null;
  assigneeId: string | null;
  grouping: number;
  count: number;
  overdue: number;
  unacknowledged: number;
  notAccepted: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

interface DecisionRow {
  organizationId: string;
  decidedCount: number;
  medianDays: number | null;
  p90Days: number | null;
}

const assigneeName = (row: OpenCaseRow): string => {
  if (!row.assigneeId) return 'Unassigned';
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return name || row.email || 'Former user';
};

const roundDays = (days: number | null): number | null => (days === null ? null : Math.round(Number(days) * 10) / 10);

/** The case dashboards: an organization's open cases, overdue items and time to decision (see case-dashboard.ts). */
@Injectable()
export class CaseDashboardService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(OrganizationsService) private readonly organizations: OrganizationsService,
    @Inject(DashboardClock) private readonly clock: DashboardClock,
  ) {}

  /** The owner dashboard of the organization the caller is scoped to (the guard checked the permission). */
  async ownerDashboard(principal: Principal): Promise<CaseDashboardData> {
    const organization = await this.organizations.findVisible(principal, principal.requireOrganizationId());
    const [dashboard] = await this.compute([organization]);
    return dashboard;
  }

  /**
   * One dashboard per organization, in the order asked (else by name). Named organizations must each be
   * one the caller may act in (else NOT_FOUND) and see the dashboard of (else FORBIDDEN). Without names:
   * every organization for a Cvadmin, and for a TPA the organizations of its organization access where
   * the rule lets it (TPA Support there, or the owner dashboard permission).
   */
  async organizationsDashboard(
    principal: Principal,
    organizationIds: readonly string[] | null | undefined,
  ): Promise<CaseDashboardData[]> {
    const ids = parseInput(organizationIdsSchema, { organizationIds }).organizationIds;
    const rule = restricted(DashboardRules.organization);
    if (ids) {
      const unique = [...new Set(ids)];
      for (const id of unique) {
        if (!principal.inOrganization(id).satisfies(rule)) throw forbidden(DashboardRules.organization.message);
      }
      const found = await this.organizationsByIds(unique);
      const byId = new Map(found.map((organization) => [organization.id, organization]));
      return this.compute(
        unique.map((id) => {
          const organization = byId.get(id);
          if (!organization) throw notFound(NO_ORGANIZATION_ACCESS_MESSAGE);
          return organization;
        }),
      );
    }
    const candidates = principal.isCvadmin()
      ? await this.organizations.findAll()
      : await this.organizationsByIds(principal.subject.organizationAccess.map((entry) => entry.organizationId));
    const allowed = candidates.filter(
      (organization) =>
        principal.canActIn(organization.id) && principal.inOrganization(organization.id).satisfies(rule),
    );
    return this.compute(allowed.slice(0, ORGANIZATIONS_DASHBOARD_MAX));
  }

  /** By name, as the organization list shows them. */
  private organizationsByIds(ids: readonly string[]): Promise<OrganizationEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource
      .getRepository(OrganizationEntity)
      .find({ where: { id: In([...ids]) }, order: { name: 'ASC', id: 'ASC' } });
  }

  /** Two statements whatever the number of organizations. */
  async compute(organizations: readonly OrganizationEntity[]): Promise<CaseDashboardData[]> {
    if (organizations.length === 0) return [];
    const now = this.clock.now();
    const settings = organizations.map((organization) => {
      const reminders = resolveReminderSettings(organization.settings.reminders);
      const calendar = calendarOf(organization.settings);
      const unacknowledgedAfterDays = reminders.kinds.UNACKNOWLEDGED_COMMENT.after;
      const notAcceptedAfterDays = reminders.kinds.CASE_NOT_ACCEPTED.after;
      return {
        businessDays: calendar.businessDays,
        unacknowledgedAfterDays,
        notAcceptedAfterDays,
        unacknowledgedCutoff: latestDueStart(now, unacknowledgedAfterDays, calendar),
        acceptanceCutoff: latestDueStart(now, notAcceptedAfterDays, calendar),
      };
    });
    const ids = organizations.map((organization) => organization.id);
    const [openRows, decisionRows] = await Promise.all([
      this.dataSource.query<OpenCaseRow[]>(OPEN_CASES_STATEMENT, [
        ids,
        settings.map((setting) => setting.unacknowledgedCutoff),
        settings.map((setting) => setting.acceptanceCutoff),
        now,
      ]),
      this.dataSource.query<DecisionRow[]>(TIME_TO_DECISION_STATEMENT, [
        ids,
        new Date(now.getTime() - DECISION_WINDOW_DAYS * DAY_MS),
      ]),
    ]);
    return organizations.map((organization, index) =>
      this.dashboardOf(
        organization,
        settings[index],
        openRows.filter((row) => row.organizationId === organization.id),
        decisionRows.find((row) => row.organizationId === organization.id),
        now,
      ),
    );
  }

  private dashboardOf(
    organization: OrganizationEntity,
    setting: { businessDays: boolean; unacknowledgedAfterDays: number; notAcceptedAfterDays: number },
    rows: OpenCaseRow[],
    decisions: DecisionRow | undefined,
    now: Date,
  ): CaseDashboardData {
    const total = rows.find((row) => row.grouping === GROUPED_BY.total);
    const statusCount = (status: CaseStatus) =>
      rows.find((row) => row.grouping === GROUPED_BY.status && row.status === status)?.count ?? 0;
    const labels = new Map(this.organizations.aliases(organization).map((alias) => [alias.key as string, alias.label]));
    const byStatus = Object.values(CaseStatus).map((status) => ({ status, count: statusCount(status) }));
    const assignees: AssigneeCount[] = rows
      .filter((row) => row.grouping === GROUPED_BY.assignee)
      .map((row) => ({
        assigneeId: row.assigneeId,
        name: assigneeName(row),
        count: row.count,
        overdueCount: row.overdue,
      }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    return {
      organizationId: organization.id,
      organizationName: organization.name,
      generatedAt: now,
      openCaseCount: total?.count ?? 0,
      byStatus,
      byStage: OPEN_STAGES.map((stage) => ({
        stage,
        label: labels.get(stage) ?? stage,
        count: byStatus.filter((entry) => STAGE_OF_STATUS[entry.status] === stage).reduce((sum, e) => sum + e.count, 0),
      })),
      byAge: AGE_BUCKETS.map(({ bucket, label }) => ({
        bucket,
        label,
        count: rows.find((row) => row.grouping === GROUPED_BY.ageBucket && row.ageBucket === bucket)?.count ?? 0,
      })),
      byAssignee: assignees,
      timeToDecision: {
        windowDays: DECISION_WINDOW_DAYS,
        decidedCount: decisions?.decidedCount ?? 0,
        medianDays: roundDays(decisions?.medianDays ?? null),
        p90Days: roundDays(decisions?.p90Days ?? null),
      },
      overdue: {
        caseCount: total?.overdue ?? 0,
        unacknowledgedCount: total?.unacknowledged ?? 0,
        notAcceptedCount: total?.notAccepted ?? 0,
        ...setting,
      },
    };
  }
}
