// Figures of the run: each target's latencies and throughput per page and number of clients, the ratios the
// issue asks for, and each target of the issue marked met or missed.
import { printTable } from '../support/results.js';
import { ratio, round } from '../support/stats.js';
import type { LoadResult } from './load.js';
import type { PageLabel } from './page-walk.js';
import type { SqlStatement } from './sql-baselines.js';
import {
  LIST_TARGETS,
  type ListTarget,
  METADATA_TARGET_NAMES,
  METADATA_TARGETS,
  type MetadataTarget,
  TARGET_NAMES,
} from './targets.js';

export interface PageRun {
  clients: number;
  page: PageLabel;
  pageIndex: number;
  results: Record<ListTarget, LoadResult>;
  /** For the api as counted in its process; for the SQL forms, the statements each request runs. */
  statementsPerRequest: Record<ListTarget, number>;
  /** CPU time the api process spent per request (user and system). */
  apiCpuMsPerRequest: number;
}

export interface MetadataRun {
  clients: number;
  results: Record<MetadataTarget, LoadResult>;
  sqlStatementsPerRequest: number;
  apiCpuMsPerRequest: number;
}

export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

const RPS_TARGET = 1000;
const P95_TARGET_MS = 60;
const PAGE_SPREAD_TARGET = 1.5;
const API_SQL_RATIO_TARGET = 2;
const STATEMENTS_TARGET = 8;

export function checkTargets(runs: PageRun[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const most = Math.max(...runs.map((run) => run.clients));
  const loaded = runs.filter((run) => run.clients === most);
  for (const run of loaded) {
    const api = run.results.api;
    checks.push({
      target: `${run.page} page, ${most} clients: >= ${RPS_TARGET} requests/s, p95 < ${P95_TARGET_MS} ms`,
      measured: `${api.requestsPerSecond}/s, p95 ${api.p95Ms} ms`,
      met: api.requestsPerSecond >= RPS_TARGET && api.p95Ms < P95_TARGET_MS,
    });
  }
  for (const clients of new Set(runs.map((run) => run.clients))) {
    const p50s = runs.filter((run) => run.clients === clients).map((run) => run.results.api.p50Ms);
    const spread = ratio(Math.max(...p50s), Math.min(...p50s));
    checks.push({
      target: `first, middle, deepest page within ${PAGE_SPREAD_TARGET}x (p50, ${clients} clients)`,
      measured: `${spread}x`,
      met: spread <= PAGE_SPREAD_TARGET,
    });
  }
  const fewest = Math.min(...runs.map((run) => run.clients));
  for (const run of runs.filter((candidate) => candidate.clients === fewest)) {
    const listRatio = ratio(run.results.listSql.p50Ms, run.results.keyset.p50Ms);
    const requestRatio = ratio(run.results.apiSql.p50Ms, run.results.keyset.p50Ms);
    checks.push({
      target: `${run.page} page: the api's list SQL within ${API_SQL_RATIO_TARGET}x of the hand-written (p50, ${fewest} client)`,
      measured: `${listRatio}x (with the session lookup ${requestRatio}x)`,
      met: listRatio <= API_SQL_RATIO_TARGET,
    });
  }
  const statements = runs.map((run) => Math.round(run.statementsPerRequest.api));
  checks.push({
    target: `SQL statements per request fixed (same on every page) and at most ${STATEMENTS_TARGET}`,
    measured: [...new Set(statements)].join(', '),
    met: new Set(statements).size === 1 && statements[0] <= STATEMENTS_TARGET,
  });
  return checks;
}

export function deepestToFirst(runs: PageRun[]) {
  return [...new Set(runs.map((run) => run.clients))].flatMap((clients) => {
    const first = runs.find((run) => run.clients === clients && run.page === 'first');
    const deepest = runs.find((run) => run.clients === clients && run.page === 'deepest');
    if (!first || !deepest) return [];
    return LIST_TARGETS.map((target) => ({
      clients,
      target,
      p50Ratio: ratio(deepest.results[target].p50Ms, first.results[target].p50Ms),
      p95Ratio: ratio(deepest.results[target].p95Ms, first.results[target].p95Ms),
    }));
  });
}

export function printPageRuns(heading: string, runs: PageRun[]): void {
  printTable(
    heading,
    runs.flatMap((run) =>
      LIST_TARGETS.map((target) => {
        const result = run.results[target];
        return {
          clients: run.clients,
          page: `${run.page} (#${run.pageIndex + 1})`,
          target: TARGET_NAMES[target],
          'p50 ms': result.p50Ms,
          'p95 ms': result.p95Ms,
          'p99 ms': result.p99Ms,
          'req/s': result.requestsPerSecond,
          'x keyset p50': ratio(result.p50Ms, run.results.keyset.p50Ms),
          'SQL/req': round(run.statementsPerRequest[target], 1),
          'api CPU ms/req': target === 'api' ? run.apiCpuMsPerRequest : '',
          errors: result.errors,
        };
      }),
    ),
  );
}

export function printDeepestToFirst(rows: ReturnType<typeof deepestToFirst>): void {
  printTable(
    'Deepest page to first page',
    rows.map((row) => ({
      clients: row.clients,
      target: TARGET_NAMES[row.target],
      'p50 ratio': row.p50Ratio,
      'p95 ratio': row.p95Ratio,
    })),
  );
}

export function printMetadataRuns(heading: string, runs: MetadataRun[]): void {
  printTable(
    heading,
    runs.flatMap((run) =>
      METADATA_TARGETS.map((target) => {
        const result = run.results[target];
        return {
          clients: run.clients,
          target: METADATA_TARGET_NAMES[target],
          'p50 ms': result.p50Ms,
          'p95 ms': result.p95Ms,
          'p99 ms': result.p99Ms,
          'req/s': result.requestsPerSecond,
          'x SQL p50': ratio(result.p50Ms, run.results.sql.p50Ms),
          'SQL/req': target === 'api' ? round(run.sqlStatementsPerRequest, 1) : '',
          'api CPU ms/req': target === 'api' ? run.apiCpuMsPerRequest : '',
          errors: result.errors,
        };
      }),
    ),
  );
}

export function printStatements(heading: string, statements: SqlStatement[]): void {
  printTable(
    heading,
    statements.map((statement, index) => ({
      '#': index + 1,
      statement: statement.text.replace(/\s+/g, ' ').slice(0, 150),
    })),
  );
}

export function printChecks(checks: TargetCheck[]): void {
  printTable(
    'Targets',
    checks.map((check) => ({ target: check.target, measured: check.measured, met: check.met ? 'yes' : 'NO' })),
  );
}
