// The product side's rows: an organization of its own (time zone UTC, only the visit reminder on, one
// hour ahead), 100 employees and 1,000 cases without assignee, so each visit gives one notice to its
// employee. Removed again with every visit, mark and notice of the run.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface RemindersFixture {
  organizationId: string;
  caseIds: string[];
}

const OFF = { enabled: false, after: 1 };
export const VISIT_REMINDER_HOURS = 1;

export async function createRemindersFixture(pool: pg.Pool): Promise<RemindersFixture> {
  const suffix = randomUUID().slice(0, 8);
  const settings = {
    timeZone: 'UTC',
    reminders: {
      kinds: {
        UNACKNOWLEDGED_COMMENT: OFF,
        DRAFT_REQUEST: OFF,
        FORM_NOT_ANSWERED: OFF,
        CASE_NOT_ACCEPTED: OFF,
        UPCOMING_VISIT: { enabled: true, after: VISIT_REMINDER_HOURS },
      },
      businessDays: false,
    },
  };
  const {
    rows: [organization],
  } = await pool.query<{ id: string }>(`INSERT INTO organization (name, settings) VALUES ($1, $2) RETURNING id`, [
    `Reminders benchmark ${suffix}`,
    settings,
  ]);
  await pool.query(
    `INSERT INTO app_user (email, role, first_name, last_name, organization_id)
     SELECT 'reminders-bench-' || $2 || '-' || n || '@bench.test', 'USER', 'Employee', 'Bench ' || n, $1
     FROM generate_series(1, 100) AS n`,
    [organization.id, suffix],
  );
  const { rows: cases } = await pool.query<{ id: string }>(
    `INSERT INTO case_record (organization_id, short_id, title, status, submitter_id)
     SELECT $1, 'R-' || $2 || '-' || n, 'Reminders benchmark case ' || n, 'IN_PROGRESS',
            (SELECT id FROM app_user WHERE organization_id = $1 ORDER BY email OFFSET (n % 100) LIMIT 1)
     FROM generate_series(1, 1000) AS n RETURNING id`,
    [organization.id, suffix],
  );
  return { organizationId: organization.id, caseIds: cases.map((row) => row.id) };
}

/** `count` visits starting VISIT_REMINDER_HOURS after `dueAt`, so each reminder is due at `dueAt`. */
export async function insertVisits(
  pool: pg.Pool,
  fixture: RemindersFixture,
  count: number,
  dueAt: number,
): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO calendar_event (organization_id, case_id, title, start_at, end_at)
     SELECT $1, ($2::uuid[])[1 + n % array_length($2::uuid[], 1)], 'Visit', $3::timestamptz,
            $3::timestamptz + interval '30 minutes'
     FROM generate_series(1, $4::int) AS n RETURNING id`,
    [fixture.organizationId, fixture.caseIds, new Date(dueAt + VISIT_REMINDER_HOURS * 3_600_000), count],
  );
  return rows.map((row) => row.id);
}

export async function removeRemindersFixture(pool: pg.Pool, fixture: RemindersFixture): Promise<void> {
  for (const table of ['user_notification', 'reminder_sent', 'calendar_event', 'case_record', 'app_user']) {
    await pool.query(`DELETE FROM ${table} WHERE organization_id = $1`, [fixture.organizationId]);
  }
  await pool.query(`DELETE FROM organization WHERE id = $1`, [fixture.organizationId]);
}
