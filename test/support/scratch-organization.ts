import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Role, TpaSubRole } from '#access';
import { TEST_ENV } from './test-env.js';
import { signIn } from './tokens.js';
import { DEMO_PASSWORD } from '../../libs/demo-data/demo-data.js';

export interface ScratchUser {
  id: string;
  email: string;
  token: string;
}

export interface ScratchOrganization {
  id: string;
  /** Users by the name the test gave them. */
  users: Record<string, ScratchUser>;
  /** Inserts a case straight into the table, for list and count tests. */
  insertCase(fields: {
    submitter: string;
    status?: string;
    isArchived?: boolean;
    assignedTo?: string;
    createdAt?: Date;
    title?: string;
  }): Promise<string>;
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * An organization of its own with signed-up identities and user rows, so a test can count and page
 * its cases while other test files change the demo organizations in parallel.
 */
export async function createScratchOrganization(
  /** A role, or a TPA sub-role for a TPA who reaches the organization through organization access. */
  users: Record<string, Role | TpaSubRole>,
): Promise<ScratchOrganization> {
  const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
  await client.connect();
  const query = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
  const suffix = randomUUID().slice(0, 8);
  const [{ id }] = await query<{ id: string }>(`INSERT INTO organization (name) VALUES ($1) RETURNING id`, [
    `Scratch ${suffix}`,
  ]);
  const created: Record<string, ScratchUser> = {};
  for (const [name, role] of Object.entries(users)) {
    const email = `${name.toLowerCase()}-${suffix}@scratch.test`;
    const uid = randomUUID();
    await createIdentity(uid, email);
    const token = await signIn(email);
    const tpaSubRole = Object.values(TpaSubRole).includes(role as TpaSubRole) ? role : null;
    await query(
      `INSERT INTO app_user (id, email, role, first_name, last_name, organization_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [uid, email, tpaSubRole ? Role.CVTPA : role, name, `Scratch`, tpaSubRole ? null : id],
    );
    if (tpaSubRole) {
      await query(`INSERT INTO organization_access (organization_id, user_id, role) VALUES ($1, $2, $3)`, [
        id,
        uid,
        tpaSubRole,
      ]);
    }
    created[name] = { id: uid, email, token };
  }
  let sequence = 0;
  return {
    id,
    users: created,
    async insertCase(fields) {
      sequence += 1;
      const [row] = await query<{ id: string }>(
        `INSERT INTO case_record (organization_id, short_id, title, status, is_archived, submitter_id, assigned_to_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          id,
          `S-${suffix}-${sequence}`,
          fields.title ?? `Case ${sequence}`,
          fields.status ?? 'OPEN',
          fields.isArchived ?? false,
          created[fields.submitter].id,
          fields.assignedTo ? created[fields.assignedTo].id : null,
          fields.createdAt ?? new Date(),
        ],
      );
      return row.id;
    },
    query,
    close: () => client.end(),
  };
}

/** An Auth emulator account whose uid is a UUID, as user rows require (the emulator's admin endpoint). */
async function createIdentity(uid: string, email: string): Promise<void> {
  const response = await fetch(
    `http://${TEST_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${TEST_ENV.FIREBASE_PROJECT_ID}/accounts`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, email, password: DEMO_PASSWORD }),
    },
  );
  if (!response.ok) throw new Error(`Creating the identity ${email} failed: ${await response.text()}`);
}
