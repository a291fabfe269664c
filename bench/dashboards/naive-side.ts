// The baseline: how a dashboard is often first written, one small count per figure in a loop (per
// status, per age bucket, per assignee and its overdue cases, each overdue kind), then every decision
// duration of the window fetched and the median and 90th percentile taken in JavaScript. Each statement
// is simple and index-friendly on its own; there are many of them, one after another, per organization.
import type pg from 'pg';
import type { Cutoffs, DashboardFigures } from './figures.js';

const STATUSES = ['OPEN', 'ASSIGNED', 'IN_PROGRESS', 'NO_DECISION', 'APPROVED', 'REJECTED'];
const BUCKETS: Array<[string, number, number | null]> = [
  ['UNDER_7_DAYS', 0, 7],
  ['DAYS_7_TO_30', 7, 30],
  ['DAYS_30_TO_90', 30, 90],
  ['OVER_90_DAYS', 90, null],
];
const OPEN = 'organization_id = $1 AND NOT is_archived AND NOT is_test';
const UNACKNOWLEDGED = 'coalesce(earliest_unacknowledged_at <= $2, false)';
const NOT_ACCEPTED = `(status = 'ASSIGNED' AND assigned_to_id IS NOT NULL AND coalesce(assigned_at <= $3, false))`;

/** percentile_cont: linear interpolation between the closest ranks. */
function continuousPercentile(sorted: number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  const position = fraction * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

export async function naiveFigures(pool: pg.Pool, ids: string[], cutoffs: Cutoffs): Promise<DashboardFigures[]> {
  const figures: DashboardFigures[] = [];
  const count = async (where: string, values: unknown[]) =>
    (
      await pool.query<{ n: number }>(
        // $2 and $3 (the overdue cutoffs) are typed in every statement, whether or not it reads them.
        `SELECT count(*)::int AS n FROM case_record WHERE ${OPEN} AND $2::timestamptz IS NOT NULL
            AND $3::timestamptz IS NOT NULL AND ${where}`,
        values,
      )
    ).rows[0].n;
  for (const id of ids) {
    const base = [id, cutoffs.unacknowledged, cutoffs.acceptance];
    const byStatus: Record<string, number> = {};
    for (const status of STATUSES) {
      const n = await count('status = $4', [...base, status]);
      if (n > 0) byStatus[status] = n;
    }
    const byAge: Record<string, number> = {};
    for (const [bucket, from, to] of BUCKETS) {
      const conditions: string[] = ['true'];
      const values: unknown[] = [...base];
      const at = (days: number) => new Date(cutoffs.now.getTime() - days * 86_400_000);
      if (from > 0) conditions.push(`created_at <= $${values.push(at(from))}`);
      if (to !== null) conditions.push(`created_at > $${values.push(at(to))}`);
      const n = await count(conditions.join(' AND '), values);
      if (n > 0) byAge[bucket] = n;
    }
    const { rows: assignees } = await pool.query<{ assigneeId: string | null }>(
      `SELECT DISTINCT assigned_to_id AS "assigneeId" FROM case_record WHERE ${OPEN}`,
      [id],
    );
    const byAssignee: DashboardFigures['byAssignee'] = {};
    for (const { assigneeId } of assignees) {
      const who = assigneeId ? 'assigned_to_id = $4' : 'assigned_to_id IS NULL';
      const values = assigneeId ? [...base, assigneeId] : base;
      byAssignee[assigneeId ?? 'none'] = {
        count: await count(who, values),
        overdue: await count(`${who} AND (${UNACKNOWLEDGED} OR ${NOT_ACCEPTED})`, values),
      };
    }
    const overdue = {
      any: await count(`(${UNACKNOWLEDGED} OR ${NOT_ACCEPTED})`, base),
      unacknowledged: await count(UNACKNOWLEDGED, base),
      notAccepted: await count(NOT_ACCEPTED, base),
    };
    const { rows: durations } = await pool.query<{ days: number }>(
      `SELECT extract(epoch FROM f.at - k.created_at) / 86400 AS days
         FROM (SELECT case_id, min(created_at) AS at FROM case_decision
                WHERE organization_id = $1 AND NOT is_no_decision GROUP BY case_id) f
         JOIN case_record k ON k.id = f.case_id AND NOT k.is_test
        WHERE f.at >= $2`,
      [id, cutoffs.windowStart],
    );
    const sorted = durations.map((row) => Number(row.days)).sort((a, b) => a - b);
    figures.push({
      organizationId: id,
      byStatus,
      byAge,
      byAssignee,
      overdue,
      decided: sorted.length,
      medianDays: continuousPercentile(sorted, 0.5),
      p90Days: continuousPercentile(sorted, 0.9),
    });
  }
  return figures;
}
