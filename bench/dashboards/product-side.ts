// The product's side: the two aggregate statements of CaseDashboardService for all the organizations
// asked at once, run concurrently on two connections as the service runs them.
import type pg from 'pg';
import { GROUPED_BY, OPEN_CASES_STATEMENT, TIME_TO_DECISION_STATEMENT } from '#domain/dashboards';
import type { Cutoffs, DashboardFigures } from './figures.js';

interface OpenRow {
  organizationId: string;
  status: string | null;
  ageBucket: string | null;
  assigneeId: string | null;
  grouping: number;
  count: number;
  overdue: number;
  unacknowledged: number;
  notAccepted: number;
}

export async function productFigures(pool: pg.Pool, ids: string[], cutoffs: Cutoffs): Promise<DashboardFigures[]> {
  const [open, decided] = await Promise.all([
    pool.query<OpenRow>(OPEN_CASES_STATEMENT, [
      ids,
      ids.map(() => cutoffs.unacknowledged),
      ids.map(() => cutoffs.acceptance),
      cutoffs.now,
    ]),
    pool.query<{ organizationId: string; decidedCount: number; medianDays: number; p90Days: number }>(
      TIME_TO_DECISION_STATEMENT,
      [ids, cutoffs.windowStart],
    ),
  ]);
  return ids.map((id) => {
    const rows = open.rows.filter((row) => row.organizationId === id);
    const total = rows.find((row) => row.grouping === GROUPED_BY.total);
    const decision = decided.rows.find((row) => row.organizationId === id);
    return {
      organizationId: id,
      byStatus: Object.fromEntries(
        rows.filter((row) => row.grouping === GROUPED_BY.status).map((row) => [row.status, row.count]),
      ),
      byAge: Object.fromEntries(
        rows.filter((row) => row.grouping === GROUPED_BY.ageBucket).map((row) => [row.ageBucket, row.count]),
      ),
      byAssignee: Object.fromEntries(
        rows
          .filter((row) => row.grouping === GROUPED_BY.assignee)
          .map((row) => [row.assigneeId ?? 'none', { count: row.count, overdue: row.overdue }]),
      ),
      overdue: {
        any: total?.overdue ?? 0,
        unacknowledged: total?.unacknowledged ?? 0,
        notAccepted: total?.notAccepted ?? 0,
      },
      decided: decision?.decidedCount ?? 0,
      medianDays: decision ? Number(decision.medianDays) : null,
      p90Days: decision ? Number(decision.p90Days) : null,
    };
  });
}
