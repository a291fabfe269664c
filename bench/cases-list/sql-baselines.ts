// The same pages in plain SQL through pg: the hand-written baseline (one keyset subquery per status on the
// (organization_id, status, created_at, id) index, merged with UNION ALL), the two ways not to page that the
// design warns about (OFFSET, and status IN (…) with ORDER BY created_at), and the status counts.
import type pg from 'pg';

export interface SqlStatement {
  text: string;
  values: unknown[];
}

/** The position after which a page starts: the sort values of the previous page's last row. */
export interface Cursor {
  createdAt: string;
  id: string;
}

/** Cursors of this list are base64url JSON of [created_at as text, id] (libs/database/cursor.ts). */
export function parseCursor(endCursor: string | null): Cursor | null {
  if (!endCursor) return null;
  const [createdAt, id] = JSON.parse(Buffer.from(endCursor, 'base64url').toString('utf8')) as [string, string];
  return { createdAt, id };
}

/**
 * One keyset subquery per status, each walking its own index lane in order and stopping after `size` rows;
 * PostgreSQL merges the lanes (Merge Append) and stops after `size` rows overall.
 */
export function keysetUnionPage(
  organizationId: string,
  statuses: readonly string[],
  cursor: Cursor | null,
  size: number,
): SqlStatement {
  const values: unknown[] = [organizationId, size];
  const after = cursor
    ? `AND (created_at, id) < ($${values.push(cursor.createdAt)}::timestamptz, $${values.push(cursor.id)}::uuid)`
    : '';
  const lanes = statuses.map(
    (status) =>
      `(SELECT * FROM case_record WHERE organization_id = $1 AND status = $${values.push(status)} ${after}
        ORDER BY created_at DESC, id DESC LIMIT $2)`,
  );
  return {
    text: `SELECT * FROM (${lanes.join(' UNION ALL ')}) AS page ORDER BY created_at DESC, id DESC LIMIT $2`,
    values,
  };
}

/** Control: the same page by OFFSET, which reads and throws away every row before it. */
export function offsetPage(
  organizationId: string,
  statuses: readonly string[],
  offset: number,
  size: number,
): SqlStatement {
  return {
    text: `SELECT * FROM case_record WHERE organization_id = $1 AND status = ANY($2)
           ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
    values: [organizationId, statuses, offset, size],
  };
}

/** Control: keyset on `status IN (…)`, which no index returns in created_at order: every match is sorted. */
export function naiveKeysetPage(
  organizationId: string,
  statuses: readonly string[],
  cursor: Cursor | null,
  size: number,
): SqlStatement {
  const values: unknown[] = [organizationId, statuses, size];
  const after = cursor
    ? `AND (created_at, id) < ($${values.push(cursor.createdAt)}::timestamptz, $${values.push(cursor.id)}::uuid)`
    : '';
  return {
    text: `SELECT * FROM case_record WHERE organization_id = $1 AND status = ANY($2) ${after}
           ORDER BY created_at DESC, id DESC LIMIT $3`,
    values,
  };
}

/** The list's totalCount: every case of the statuses, counted on the same index. */
export function matchingCount(organizationId: string, statuses: readonly string[]): SqlStatement {
  return {
    text: 'SELECT count(*)::int AS count FROM case_record WHERE organization_id = $1 AND status = ANY($2)',
    values: [organizationId, statuses],
  };
}

/** casesMetadata's baseline: the organization's cases counted per status and archived flag. */
export function statusCounts(organizationId: string): SqlStatement {
  return {
    text: `SELECT status, is_archived, count(*)::int AS count FROM case_record WHERE organization_id = $1
           GROUP BY status, is_archived`,
    values: [organizationId],
  };
}

/** Runs statements one after another on one pooled connection, as one api request runs its SQL. */
export async function runStatements(pool: pg.Pool, statements: readonly SqlStatement[]): Promise<pg.QueryResult[]> {
  const client = await pool.connect();
  try {
    const results: pg.QueryResult[] = [];
    for (const statement of statements) results.push(await client.query(statement.text, statement.values));
    return results;
  } finally {
    client.release();
  }
}
