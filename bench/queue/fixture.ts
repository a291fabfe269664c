// The rows the events belong to: an organization of its own with a case worker and a spread of cases,
// inserted with SQL (as the test fixtures do) and removed again with every activity the run recorded,
// so the benchmark leaves the bench database as it found it.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface QueueFixture {
  organizationId: string;
  actorUserId: string;
  caseIds: string[];
}

export async function createQueueFixture(pool: pg.Pool, caseCount = 100): Promise<QueueFixture> {
  const suffix = randomUUID().slice(0, 8);
  const {
    rows: [organization],
  } = await pool.query<{ id: string }>(`INSERT INTO organization (name) VALUES ($1) RETURNING id`, [
    `Queue benchmark ${suffix}`,
  ]);
  const {
    rows: [actor],
  } = await pool.query<{ id: string }>(
    `INSERT INTO app_user (email, role, first_name, last_name, organization_id)
     VALUES ($1, 'CASEWORKER', 'Queue', 'Benchmark', $2) RETURNING id`,
    [`queue-bench-${suffix}@bench.test`, organization.id],
  );
  const { rows: cases } = await pool.query<{ id: string }>(
    `INSERT INTO case_record (organization_id, short_id, title, status, submitter_id, assigned_to_id)
     SELECT $1, 'Q-' || $2 || '-' || n, 'Queue benchmark case ' || n, 'OPEN', $3, $3
     FROM generate_series(1, $4::int) AS n RETURNING id`,
    [organization.id, suffix, actor.id, caseCount],
  );
  return { organizationId: organization.id, actorUserId: actor.id, caseIds: cases.map((row) => row.id) };
}

/** Activities recorded for the fixture's cases that carry the dispatched mark. */
export async function countDispatched(pool: pg.Pool, fixture: QueueFixture, activityIds: string[]): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    `SELECT count(*) FROM case_activity
     WHERE organization_id = $1 AND id = ANY($2::uuid[]) AND dispatched_at IS NOT NULL`,
    [fixture.organizationId, activityIds],
  );
  return Number(rows[0].count);
}

/**
 * Activities anywhere in the database still waiting for the outbox relay: the product's worker would
 * re-dispatch them while the benchmark runs, adding their jobs to the measured ones.
 */
export async function countUndispatched(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    `SELECT count(*) FROM case_activity WHERE dispatched_at IS NULL`,
  );
  return Number(rows[0].count);
}

export async function removeQueueFixture(pool: pg.Pool, fixture: QueueFixture): Promise<void> {
  await pool.query(`DELETE FROM case_activity WHERE organization_id = $1`, [fixture.organizationId]);
  await pool.query(`DELETE FROM case_record WHERE organization_id = $1`, [fixture.organizationId]);
  await pool.query(`DELETE FROM app_user WHERE id = $1`, [fixture.actorUserId]);
  await pool.query(`DELETE FROM organization WHERE id = $1`, [fixture.organizationId]);
}
