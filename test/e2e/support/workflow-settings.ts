import pg from 'pg';
import { DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { E2E_ENV } from './browser.js';

const ACME = DEMO_ORGANIZATIONS.acme.id;

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Acme's stored workflow section (undefined: the defaults), to put back with restoreAcmeWorkflows. */
export function storedAcmeWorkflows(): Promise<unknown> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ workflows: unknown }>(
      `SELECT settings -> 'workflows' AS workflows FROM organization WHERE id = $1`,
      [ACME],
    );
    return rows[0]?.workflows ?? undefined;
  });
}

/** Puts back what storedAcmeWorkflows read (or the defaults), so later journeys see what they expect. */
export function restoreAcmeWorkflows(stored: unknown): Promise<void> {
  return withDatabase(async (client) => {
    await client.query(
      `UPDATE organization SET settings = CASE WHEN $2::jsonb IS NULL THEN settings - 'workflows'
         ELSE jsonb_set(settings, '{workflows}', $2::jsonb) END WHERE id = $1`,
      [ACME, stored === undefined ? null : JSON.stringify(stored)],
    );
  });
}

/** Acme's workflow with no actions for `trigger`: its changes then cause nothing but themselves. */
export function silenceAcmeTrigger(trigger: string): Promise<void> {
  return withDatabase(async (client) => {
    await client.query(
      `UPDATE organization SET settings = jsonb_set(settings, '{workflows}',
         coalesce(settings -> 'workflows', '{}'::jsonb) || jsonb_build_object('triggers',
           coalesce(settings #> '{workflows,triggers}', '{}'::jsonb) || jsonb_build_object($2::text, '[]'::jsonb)))
       WHERE id = $1`,
      [ACME, trigger],
    );
  });
}
