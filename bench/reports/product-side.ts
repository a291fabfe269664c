// The product's side: the report statements of CaseReportService (libs/domain/reports) with the parameters the
// service gives them, run concurrently on the pool as the service runs them, and the names of the assignees.
import type pg from 'pg';
import {
  OPEN_CASES_STATEMENT,
  OUTCOMES_STATEMENT,
  PERIOD_SERIES_STATEMENT,
  REPORT_STATEMENT_SETTINGS,
  RESPONSE_TIMES_STATEMENT,
  TRUNC_UNIT,
  type ReportGranularity,
} from '#domain/reports';
import { inTransaction } from '../support/bench-database.js';

export interface ReportRequest {
  organizationId: string;
  timeZone: string;
  granularity: ReportGranularity;
  from: string;
  to: string;
}

/** As the service runs each statement: in a transaction of its own, after the report's settings. */
const statement = (pool: pg.Pool, text: string, parameters: unknown[]) =>
  inTransaction(pool, async (client) => {
    await client.query(REPORT_STATEMENT_SETTINGS);
    return client.query(text, parameters);
  });

export async function productReport(pool: pg.Pool, request: ReportRequest) {
  const range = [[request.organizationId], [request.timeZone], request.from, request.to];
  const [series, outcomes, responses, open] = await Promise.all([
    statement(pool, PERIOD_SERIES_STATEMENT, [...range, TRUNC_UNIT[request.granularity]]),
    statement(pool, OUTCOMES_STATEMENT, range),
    statement(pool, RESPONSE_TIMES_STATEMENT, range),
    statement(pool, OPEN_CASES_STATEMENT, [[request.organizationId], new Date()]),
  ]);
  const assignees = [...new Set(open.rows.map((row: { assigneeId: string | null }) => row.assigneeId).filter(Boolean))];
  await pool.query(`SELECT id, first_name, last_name, email FROM app_user WHERE id = ANY($1::uuid[])`, [assignees]);
  return { series: series.rows, outcomes: outcomes.rows, responses: responses.rows, open: open.rows };
}
