// The bench database: created and migrated by the product's own migration script when missing.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { BENCH_ENV } from './bench-env.js';

/** Creates the bench database if it does not exist and applies pending migrations. */
export async function ensureBenchDatabase(): Promise<void> {
  const target = new URL(BENCH_ENV.DATABASE_URL);
  const name = target.pathname.slice(1);
  if (!/^[\w-]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  execFileSync('node', ['dist/libs/database/migrate.js'], {
    env: { ...process.env, ...BENCH_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A pg pool on the bench database, for setup and for hand-written baselines. */
export function benchPool(max = 10): pg.Pool {
  return new pg.Pool({ connectionString: BENCH_ENV.DATABASE_URL, max });
}

/** Runs `work` on one connection of the pool inside a transaction: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
