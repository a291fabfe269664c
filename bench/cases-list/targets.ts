// What each sample page is fetched with: the api, the SQL the api ran for it replayed through pg, the
// hand-written keyset query and the two controls. Every SQL form is checked to answer the very rows the
// api answered before anything is timed.
import type pg from 'pg';
import { CaseStatusGroup, statusGroupOf, type CaseStatus } from '#domain/cases';
import type { ApiClient, CasesMetadata } from './api-client.js';
import { captureSql } from './api-probe-client.js';
import type { SamplePage } from './page-walk.js';
import {
  keysetUnionPage,
  matchingCount,
  naiveKeysetPage,
  offsetPage,
  runStatements,
  type SqlStatement,
  statusCounts,
} from './sql-baselines.js';

export const LIST_TARGETS = ['api', 'apiSql', 'listSql', 'keyset', 'keysetCount', 'offset', 'naive'] as const;
export type ListTarget = (typeof LIST_TARGETS)[number];

export const TARGET_NAMES: Record<ListTarget, string> = {
  api: 'api casesByStatus (HTTP)',
  apiSql: "the api's SQL via pg",
  listSql: "the api's list SQL via pg",
  keyset: 'hand-written keyset UNION ALL',
  keysetCount: 'hand-written keyset + count',
  offset: 'OFFSET (control)',
  naive: 'status IN keyset (control)',
};

export interface PageTargets {
  page: SamplePage;
  /** Every statement the api sent for this page, in order. */
  apiSql: SqlStatement[];
  /** The same without the statements that load the signed-in user: what the list itself costs. */
  listSql: SqlStatement[];
  requests: Record<ListTarget, () => Promise<unknown>>;
  /** Statements per request of each form (the api's is filled in once measured). */
  statements: Record<ListTarget, number>;
}

export async function preparePage(
  api: ApiClient,
  pool: pg.Pool,
  viewerId: string,
  organizationId: string,
  statuses: readonly string[],
  pageSize: number,
  page: SamplePage,
): Promise<PageTargets> {
  const variables = { statuses, recordsPerPage: pageSize, after: page.after };
  const apiSql = await captureSql(() => api.casesByStatus(variables));
  const listSql = apiSql.filter((statement) => !loadsViewer(statement, viewerId));
  const keyset = keysetUnionPage(organizationId, statuses, page.cursor, pageSize);
  const count = matchingCount(organizationId, statuses);
  const offset = offsetPage(organizationId, statuses, page.index * pageSize, pageSize);
  const naive = naiveKeysetPage(organizationId, statuses, page.cursor, pageSize);
  for (const [name, statement] of [
    ['keyset', keyset],
    ['offset', offset],
    ['naive', naive],
  ] as const) {
    const { rows } = await pool.query<{ id: string }>(statement.text, statement.values);
    const ids = rows.map((row) => row.id);
    if (ids.join() !== page.ids.join()) {
      throw new Error(`The ${name} query does not answer the api's ${page.label} page (${ids.length} rows)`);
    }
  }
  return {
    page,
    apiSql,
    listSql,
    requests: {
      api: () => api.casesByStatus(variables),
      apiSql: () => runStatements(pool, apiSql),
      listSql: () => runStatements(pool, listSql),
      keyset: () => pool.query(keyset.text, keyset.values),
      keysetCount: () => runStatements(pool, [count, keyset]),
      offset: () => pool.query(offset.text, offset.values),
      naive: () => pool.query(naive.text, naive.values),
    },
    statements: {
      api: apiSql.length,
      apiSql: apiSql.length,
      listSql: listSql.length,
      keyset: 1,
      keysetCount: 2,
      offset: 1,
      naive: 1,
    },
  };
}

/** The session's own lookup (identity to principal): every parameter is the signed-in user's id. */
export const loadsViewer = (statement: SqlStatement, viewerId: string) =>
  statement.values.length > 0 && statement.values.every((value) => value === viewerId);

export const METADATA_TARGETS = ['api', 'apiSql', 'sql'] as const;
export type MetadataTarget = (typeof METADATA_TARGETS)[number];

export const METADATA_TARGET_NAMES: Record<MetadataTarget, string> = {
  api: 'api casesMetadata (HTTP)',
  apiSql: "the api's SQL via pg",
  sql: 'hand-written GROUP BY',
};

export interface MetadataTargets {
  apiSql: SqlStatement[];
  counts: CasesMetadata;
  requests: Record<MetadataTarget, () => Promise<unknown>>;
}

/** The api's field for each status group. */
const METADATA_FIELDS: Record<CaseStatusGroup, string> = {
  [CaseStatusGroup.NEW]: 'new',
  [CaseStatusGroup.NOT_CONFIRMED]: 'notConfirmed',
  [CaseStatusGroup.IN_PROGRESS]: 'inProgress',
  [CaseStatusGroup.OUTSTANDING]: 'outstanding',
  [CaseStatusGroup.APPROVED]: 'approved',
  [CaseStatusGroup.DENIED]: 'denied',
  [CaseStatusGroup.APPROVED_CLOSED]: 'approvedClosed',
  [CaseStatusGroup.DENIED_CLOSED]: 'deniedClosed',
};

export async function prepareMetadata(api: ApiClient, pool: pg.Pool, organizationId: string): Promise<MetadataTargets> {
  let counts: CasesMetadata = {};
  const apiSql = await captureSql(async () => (counts = await api.casesMetadata()));
  const baseline = statusCounts(organizationId);
  const { rows } = await pool.query<{ status: CaseStatus; is_archived: boolean; count: number }>(
    baseline.text,
    baseline.values,
  );
  const expected = Object.fromEntries(Object.values(METADATA_FIELDS).map((field) => [field, 0]));
  for (const row of rows) {
    const group = statusGroupOf(row.status, row.is_archived);
    if (group) expected[METADATA_FIELDS[group]] += row.count;
  }
  for (const [field, count] of Object.entries(expected)) {
    if (counts[field] !== count) throw new Error(`casesMetadata.${field} is ${counts[field]}, SQL counts ${count}`);
  }
  return {
    apiSql,
    counts,
    requests: {
      api: () => api.casesMetadata(),
      apiSql: () => runStatements(pool, apiSql),
      sql: () => pool.query(baseline.text, baseline.values),
    },
  };
}
