import { randomInt } from 'node:crypto';
import pg from 'pg';
import { E2E_ENV } from './browser.js';

/**
 * Gives a user a mobile number of its own for this run, stored as people write it; returns it in E.164,
 * as the product texts it and as replies come from it.
 */
export async function giveNumber(email: string): Promise<string> {
  const line = String(randomInt(0, 10_000_000)).padStart(7, '0');
  const client = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
  await client.connect();
  try {
    await client.query('UPDATE app_user SET phone_number = $2 WHERE email = $1', [
      email,
      `(555) ${line.slice(0, 3)}-${line.slice(3)}`,
    ]);
  } finally {
    await client.end();
  }
  return `+1555${line}`;
}
