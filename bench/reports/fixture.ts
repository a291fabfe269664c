// An organization of its own for the reports benchmark: `cases` cases over three years (Los Angeles time),
// 40 staff and 2,000 employees; most cases older than 60 days decided and closed, each case with its creation
// entry, the employee's own comment and (for most) a staff response; one in 97 a test case; FMLA entries.
// Written by set-based SQL (generate_series), so a million cases take minutes, not hours. Removed again at the end.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface ReportsFixture {
  organizationId: string;
  timeZone: string;
  caseCount: number;
}

const STAFF = 40;
const EMPLOYEES = 2_000;
const CASES_PER_COMMIT = 20_000;
export const FIXTURE_TIME_ZONE = 'America/Los_Angeles';

export async function createReportsFixture(
  pool: pg.Pool,
  cases: number,
  say: (text: string) => void,
): Promise<ReportsFixture> {
  const suffix = randomUUID().slice(0, 8);
  const {
    rows: [{ id }],
  } = await pool.query<{ id: string }>(`INSERT INTO organization (name, settings) VALUES ($1, $2) RETURNING id`, [
    `Bench reports ${suffix}`,
    { timeZone: FIXTURE_TIME_ZONE },
  ]);
  const people = async (role: string, count: number) =>
    (
      await pool.query<{ id: string }>(
        `INSERT INTO app_user (id, email, role, first_name, last_name, organization_id)
         SELECT gen_random_uuid(), 'rep-' || $2::text || '-' || $3::text || '-' || g || '@bench.test', $3, 'Person', g::text, $1
           FROM generate_series(1, $4::int) g RETURNING id`,
        [id, suffix, role, count],
      )
    ).rows.map((row) => row.id);
  const staff = await people('CASEWORKER', STAFF);
  const employees = await people('USER', EMPLOYEES);
  say(`cases`);
  // One session, so the seed holds for every chunk; chunks committed one by one, because each new case bumps
  // its status counter (the case_record trigger) and one transaction's bumps of the same counter row make a
  // chain of row versions every later bump walks: a million cases in one statement did not finish in 12 minutes.
  const session = await pool.connect();
  try {
    await session.query(`SELECT setseed(0.42)`);
    for (let first = 1; first <= cases; first += CASES_PER_COMMIT) {
      await insertCases(session, {
        organizationId: id,
        first,
        last: Math.min(cases, first + CASES_PER_COMMIT - 1),
        staff,
        employees,
        suffix,
      });
    }
  } finally {
    session.release();
  }
  say(`decisions`);
  await pool.query(
    `INSERT INTO case_decision (organization_id, case_id, is_approved, is_no_decision, category, created_at)
     SELECT k.organization_id, k.id, k.status = 'APPROVED', false,
            (ARRAY['Schedule change', 'Leave', 'Equipment', 'Remote work', NULL])[1 + abs(hashtext(k.id::text)) % 5],
            least(now(), k.created_at + make_interval(secs => (abs(hashtext(k.id::text)) % 5184000)::double precision))
       FROM case_record k WHERE k.organization_id = $1 AND k.status IN ('APPROVED', 'REJECTED')
     UNION ALL
     SELECT k.organization_id, k.id, false, true, NULL, k.created_at + interval '1 day'
       FROM case_record k WHERE k.organization_id = $1 AND k.status = 'NO_DECISION'`,
    [id],
  );
  say(`timeline entries`);
  await pool.query(
    `INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, created_at, dispatched_at, workflow_done_at)
     SELECT k.organization_id, k.id, e.type, e.actor, e.at, e.at, e.at
       FROM case_record k
       CROSS JOIN LATERAL (VALUES
         ('CREATE_CASE', k.submitter_id, k.created_at),
         ('ADD_COMMENT', k.submitter_id, k.created_at + interval '1 hour'),
         (CASE WHEN abs(hashtext(k.id::text)) % 3 = 0 THEN 'OUTBOUND_EMAIL' ELSE 'ADD_COMMENT' END,
          CASE WHEN abs(hashtext(k.id::text)) % 10 < 8 THEN k.assigned_to_id END,
          k.created_at + make_interval(secs => (abs(hashtext(k.id::text || 'r')) % 259200)::double precision))
       ) AS e(type, actor, at)
      WHERE k.organization_id = $1 AND (e.type = 'CREATE_CASE' OR e.actor IS NOT NULL OR e.at < now())`,
    [id],
  );
  say(`FMLA entries`);
  await pool.query(
    `INSERT INTO fmla_hours (organization_id, user_id, fmla_hours_taken, work_hours_missed, created_at)
     SELECT $1, ($2::uuid[])[1 + g % ${EMPLOYEES}], (g % 16) / 2.0, (g % 12) / 2.0, now() - make_interval(days => g % 1095)
       FROM generate_series(1, greatest(1, $3::int / 50)) g`,
    [id, employees, cases],
  );
  for (const table of ['case_record', 'case_decision', 'case_activity', 'fmla_hours'])
    await pool.query(`ANALYZE ${table}`);
  return { organizationId: id, timeZone: FIXTURE_TIME_ZONE, caseCount: cases };
}

/** Cases number `first` to `last` of the organization (one statement, its own commit). */
async function insertCases(
  session: pg.PoolClient,
  chunk: { organizationId: string; first: number; last: number; staff: string[]; employees: string[]; suffix: string },
): Promise<void> {
  await session.query(
    `WITH drawn AS (
       SELECT g, random() * 1095 AS age_days, random() AS closed, random() AS outcome, random() AS pick,
              random() AS unack, random() AS kind
         FROM generate_series($2::int, $6::int) g
     ), shaped AS (
       SELECT *, CASE WHEN age_days > 60 AND closed < 0.9 THEN (CASE WHEN outcome < 0.7 THEN 'APPROVED' ELSE 'REJECTED' END)
                   ELSE (ARRAY['OPEN','ASSIGNED','IN_PROGRESS','NO_DECISION','APPROVED','REJECTED'])[1 + floor(pick * 6)::int]
                 END AS status,
              (age_days > 60 AND closed < 0.9) AS archived
         FROM drawn
     )
     INSERT INTO case_record (organization_id, short_id, title, status, type, visit_type, is_archived, is_test,
                              submitter_id, assigned_to_id, assigned_at, in_progress_at, closed_at, created_at,
                              unacknowledged_comment_count, unacknowledged_note_count, earliest_unacknowledged_at)
     SELECT $1, 'R-' || $5::text || '-' || g, 'Case ' || g, status,
            CASE WHEN kind < 0.2 THEN 'GLP' ELSE 'ADA' END,
            (ARRAY[NULL, 'SYNC_PHONE', 'SYNC_VIDEO', 'ASYNC_TEXT_EMAIL', 'ORDER_FORM'])[1 + floor(kind * 5)::int],
            archived, g % 97 = 0,
            ($4::uuid[])[1 + g % ${EMPLOYEES}],
            CASE WHEN status = 'OPEN' THEN NULL ELSE ($3::uuid[])[1 + g % ${STAFF}] END,
            CASE WHEN status = 'OPEN' THEN NULL ELSE now() - make_interval(secs => age_days * 86400 * 0.95) END,
            CASE WHEN status IN ('OPEN', 'ASSIGNED') THEN NULL ELSE now() - make_interval(secs => age_days * 86400 * 0.9) END,
            CASE WHEN archived THEN now() - make_interval(secs => age_days * 86400 * 0.2) END,
            now() - make_interval(secs => age_days * 86400),
            CASE WHEN unack < 0.1 THEN 1 ELSE 0 END, CASE WHEN unack < 0.05 THEN 2 ELSE 0 END,
            CASE WHEN unack < 0.1 THEN now() - make_interval(secs => least(age_days, unack * 100) * 86400) END
       FROM shaped`,
    [chunk.organizationId, chunk.first, chunk.staff, chunk.employees, chunk.suffix, chunk.last],
  );
}

export async function removeReportsFixture(pool: pg.Pool, fixture: ReportsFixture): Promise<void> {
  const ids = [fixture.organizationId];
  for (const table of ['case_activity', 'case_decision', 'fmla_hours'])
    await pool.query(`DELETE FROM ${table} WHERE organization_id = ANY($1)`, [ids]);
  // In chunks, for the same status counter chains as the insert (insertCases).
  let deleted: number | null;
  do {
    ({ rowCount: deleted } = await pool.query(
      `DELETE FROM case_record WHERE id IN (SELECT id FROM case_record WHERE organization_id = ANY($1) LIMIT ${CASES_PER_COMMIT})`,
      [ids],
    ));
  } while (deleted);
  // Deleting the people checks each unindexed reference to them (case_record.submitter_id among them) by a scan
  // per person: of a vacuumed table, not of a million dead rows.
  await pool.query('VACUUM case_record');
  for (const table of ['app_user', 'case_status_count'])
    await pool.query(`DELETE FROM ${table} WHERE organization_id = ANY($1)`, [ids]);
  await pool.query('DELETE FROM organization WHERE id = ANY($1)', [ids]);
}
