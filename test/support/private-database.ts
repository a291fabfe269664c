import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { seedDemoData } from '../../libs/demo-data/seed-demo-data.js';
import { createDataSource } from '#database/runtime';
import { ENTITIES } from '#entities';
import { processEnv } from './processes.js';
import { TEST_ENV, testConfig } from './test-env.js';

export interface PrivateDatabase {
  url: string;
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Closes the connection and drops the database. */
  drop(): Promise<void>;
}

/**
 * A database of one test file, migrated by migrate.js and holding the demo rows: the outbox relay of a
 * worker claims every pending activity of its database, so processes under test must not share the test
 * database with files running in parallel. The demo users' identities already exist in the Auth emulator
 * (global setup), so their tokens sign in here too.
 */
export async function createPrivateDatabase(label: string): Promise<PrivateDatabase> {
  const name = `case_management_${label}_${process.pid}`;
  const adminUrl = new URL(TEST_ENV.DATABASE_URL);
  adminUrl.pathname = '/postgres';
  const url = new URL(TEST_ENV.DATABASE_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  await promisify(execFile)(process.execPath, ['dist/libs/database/migrate.js'], {
    env: processEnv({ DATABASE_URL: url.toString() }),
  });
  // The demo rows as run-seed.js writes them, without its Auth emulator sync (which would revoke the
  // ID tokens other files hold).
  const dataSource = await createDataSource(testConfig({ DATABASE_URL: url.toString() }), ENTITIES).initialize();
  try {
    await seedDemoData(dataSource);
  } finally {
    await dataSource.destroy();
  }
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    query: async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[],
    async drop() {
      await client.end();
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
