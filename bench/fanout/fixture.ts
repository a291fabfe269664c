// The organization, staff and case the fan-out benchmark watches. Created once in whichever bench database the
// run uses (the generated one or a database of its own) and found again by name on later runs.
import type pg from 'pg';
import { benchToken } from '../support/identities.js';

const ORGANIZATION_NAME = 'Fan-out benchmark';
const CASE_SHORT_ID = 'FANOUT-1';

/**
 * Who watches the case, chosen to cover every way staff reach it (case-live-access.ts): the Admin and the
 * Casemanager see every case of the organization, the caseworkers see it only while involved (assigned,
 * or on the case's team), which is checked again for every event.
 */
const STAFF = {
  admin: { role: 'ADMIN', firstName: 'Avery', reach: 'organization' },
  hrRep: { role: 'CASEMANAGER', firstName: 'Harper', reach: 'organization' },
  assignee: { role: 'CASEWORKER', firstName: 'Wren', reach: 'assigned' },
  teamOne: { role: 'CASEWORKER', firstName: 'Toby', reach: 'team' },
  teamTwo: { role: 'CASEWORKER', firstName: 'Tess', reach: 'team' },
} as const;
const EMPLOYEE = { role: 'USER', firstName: 'Emery' } as const;

type StaffName = keyof typeof STAFF;

export interface FanoutSigner {
  name: string;
  userId: string;
  reach: string;
  token: string;
}

interface FixtureRows {
  organizationId: string;
  caseId: string;
  people: { name: StaffName; userId: string; reach: string }[];
}

export interface FanoutFixture {
  organizationId: string;
  caseId: string;
  /** Subscribing staff, assigned to connections in turn. */
  subscribers: FanoutSigner[];
  /** The case's assignee and HR representative, who take turns commenting. */
  commenters: FanoutSigner[];
}

const emailOf = (name: string) => `fanout-${name.toLowerCase()}@bench.test`;

/** The rows: organization, staff, the employee and the case, with every subscriber's reach set as described. */
export async function prepareFixture(pool: pg.Pool): Promise<FixtureRows> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // One run at a time creates the fixture, even with two benchmarks started together on one database.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('bench-fanout-fixture'))`);
    const found = await client.query<{ id: string }>('SELECT id FROM organization WHERE name = $1', [
      ORGANIZATION_NAME,
    ]);
    const organizationId =
      found.rows[0]?.id ??
      (
        await client.query<{ id: string }>('INSERT INTO organization (name) VALUES ($1) RETURNING id', [
          ORGANIZATION_NAME,
        ])
      ).rows[0].id;

    const userIds: Record<string, string> = {};
    // The id follows from the e-mail, so it matches the Auth emulator's account even after the database is remade.
    for (const [name, person] of [...Object.entries(STAFF), ['employee', EMPLOYEE] as const]) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO app_user (id, email, role, first_name, last_name, organization_id)
         VALUES (md5($1)::uuid, $1, $2, $3, 'Fanout', $4)
         ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role, organization_id = EXCLUDED.organization_id
         RETURNING id`,
        [emailOf(name), person.role, person.firstName, organizationId],
      );
      userIds[name] = rows[0].id;
    }

    const existingCase = await client.query<{ id: string }>(
      'SELECT id FROM case_record WHERE organization_id = $1 AND short_id = $2',
      [organizationId, CASE_SHORT_ID],
    );
    const caseId =
      existingCase.rows[0]?.id ??
      (
        await client.query<{ id: string }>(
          `INSERT INTO case_record (organization_id, short_id, title, status, submitter_id)
           VALUES ($1, $2, 'Ergonomic workstation', 'IN_PROGRESS', $3) RETURNING id`,
          [organizationId, CASE_SHORT_ID, userIds.employee],
        )
      ).rows[0].id;
    // Re-asserted every run: the reach each subscriber has is what the benchmark is about.
    await client.query('UPDATE case_record SET assigned_to_id = $2, hr_rep_id = $3 WHERE id = $1', [
      caseId,
      userIds.assignee,
      userIds.hrRep,
    ]);
    await client.query(
      `INSERT INTO case_assignee (case_id, user_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [caseId, [userIds.teamOne, userIds.teamTwo]],
    );
    await client.query('COMMIT');
    const people = (Object.entries(STAFF) as [StaffName, (typeof STAFF)[StaffName]][]).map(([name, person]) => ({
      name,
      userId: userIds[name],
      reach: person.reach,
    }));
    return { organizationId, caseId, people };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Signs the staff in on the Auth emulator (which runs once the api stack has started). */
export async function signInFixture(rows: FixtureRows): Promise<FanoutFixture> {
  const signers = new Map<StaffName, FanoutSigner>();
  for (const person of rows.people) {
    signers.set(person.name, { ...person, token: await benchToken(person.userId, emailOf(person.name)) });
  }
  return {
    organizationId: rows.organizationId,
    caseId: rows.caseId,
    subscribers: [...signers.values()],
    commenters: [signers.get('assignee')!, signers.get('hrRep')!],
  };
}
