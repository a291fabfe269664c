// Bench users sign in on the bench Auth emulator; their identity uid is the user row's id, as in production.
import { BENCH_ENV, BENCH_PASSWORD } from './bench-env.js';

const emulator = `http://${BENCH_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

/** Creates (or keeps) the emulator account of a user row and returns its ID token. */
export async function benchToken(userId: string, email: string): Promise<string> {
  const created = await fetch(`${emulator}/projects/${BENCH_ENV.FIREBASE_PROJECT_ID}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: userId, email, password: BENCH_PASSWORD }),
  });
  const text = await created.text();
  if (!created.ok && !text.includes('DUPLICATE_LOCAL_ID') && !text.includes('EMAIL_EXISTS')) {
    throw new Error(`Creating the identity ${email} failed: ${text}`);
  }
  const response = await fetch(`${emulator}/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Signing in ${email} failed: ${body.error?.message}`);
  return body.idToken;
}
