// Organizations of their own for the dashboards benchmark: one of `bigCases` cases (the design's big
// organization) and `smallCount` of `smallCases`, three years of cases with 40 staff each. Most cases older
// than 60 days are decided and closed; the rest spread over every status. Removed again at the end.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface DashboardsFixture {
  big: string;
  small: string[];
  caseCount: number;
}

const STAFF = 40;

async function createOrganization(pool: pg.Pool, label: string, cases: number, seed: number): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  const {
    rows: [{ id }],
  } = await pool.query<{ id: string }>(`INSERT INTO organization (name) VALUES ($1) RETURNING id`, [
    `Bench dashboards ${label} ${suffix}`,
  ]);
  const { rows: staff } = await pool.query<{ id: string }>(
    `INSERT INTO app_user (id, email, role, first_name, last_name, organization_id)
     SELECT gen_random_uuid(), 'dash-' || $2::text || '-' || g || '@bench.test', 'CASEWORKER', 'Worker', g::text, $1
       FROM generate_series(1, ${STAFF}) g RETURNING id`,
    [id, suffix],
  );
  await pool.query(`SELECT setseed($1)`, [seed]);
  await pool.query(
    `WITH drawn AS (
       SELECT g, random() * 1095 AS age_days, random() AS closed, random() AS outcome, random() AS pick,
              random() AS unack, random() * 60 AS decide_days
         FROM generate_series(1, $2::int) g
     ), shaped AS (
       SELECT g, age_days, decide_days, unack,
              CASE WHEN age_days > 60 AND closed < 0.95 THEN (CASE WHEN outcome < 0.7 THEN 'APPROVED' ELSE 'REJECTED' END)
                   ELSE (ARRAY['OPEN','ASSIGNED','IN_PROGRESS','NO_DECISION','APPROVED','REJECTED'])[1 + floor(pick * 6)::int]
              END AS status,
              (age_days > 60 AND closed < 0.95) AS archived
         FROM drawn
     )
     INSERT INTO case_record (organization_id, short_id, title, status, is_archived, is_test, assigned_to_id,
                              assigned_at, created_at, earliest_unacknowledged_at, unacknowledged_comment_count)
     SELECT $1, 'D-' || $4::text || '-' || g, 'Case ' || g, status, archived, g % 97 = 0,
            CASE WHEN status = 'OPEN' THEN NULL ELSE ($3::uuid[])[1 + g % ${STAFF}] END,
            CASE WHEN status = 'OPEN' THEN NULL ELSE now() - make_interval(secs => age_days * 86400 * 0.9) END,
            now() - make_interval(secs => age_days * 86400),
            CASE WHEN unack < 0.1 THEN now() - make_interval(secs => least(age_days, unack * 100) * 86400) END,
            CASE WHEN unack < 0.1 THEN 1 ELSE 0 END
       FROM shaped`,
    [id, cases, staff.map((row) => row.id), suffix],
  );
  await pool.query(
    `INSERT INTO case_decision (organization_id, case_id, is_approved, created_at)
     SELECT k.organization_id, k.id, k.status = 'APPROVED',
            least(now(), k.created_at + make_interval(secs => (abs(hashtext(k.id::text)) % 5184000)::double precision))
       FROM case_record k WHERE k.organization_id = $1 AND k.status IN ('APPROVED', 'REJECTED')`,
    [id],
  );
  return id;
}

export async function createDashboardsFixture(
  pool: pg.Pool,
  sizes: { bigCases: number; smallCount: number; smallCases: number },
): Promise<DashboardsFixture> {
  const big = await createOrganization(pool, 'big', sizes.bigCases, 0.42);
  const small: string[] = [];
  for (let index = 0; index < sizes.smallCount; index += 1) {
    small.push(await createOrganization(pool, `small ${index + 1}`, sizes.smallCases, index / 100));
  }
  await pool.query('ANALYZE case_record');
  await pool.query('ANALYZE case_decision');
  return { big, small, caseCount: sizes.bigCases + sizes.smallCount * sizes.smallCases };
}

export async function removeDashboardsFixture(pool: pg.Pool, fixture: DashboardsFixture): Promise<void> {
  const ids = [fixture.big, ...fixture.small];
  await pool.query('DELETE FROM case_decision WHERE organization_id = ANY($1)', [ids]);
  await pool.query('DELETE FROM case_record WHERE organization_id = ANY($1)', [ids]);
  await pool.query('DELETE FROM app_user WHERE organization_id = ANY($1)', [ids]);
  await pool.query('DELETE FROM case_status_count WHERE organization_id = ANY($1)', [ids]);
  await pool.query('DELETE FROM organization WHERE id = ANY($1)', [ids]);
}
