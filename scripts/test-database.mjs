// A fresh, empty database for a test run (the suites migrate and seed it themselves).
import pg from 'pg';

export async function recreateDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[\w-]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
