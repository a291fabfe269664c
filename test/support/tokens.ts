import { DEMO_PASSWORD, DEMO_USERS } from '../../libs/demo-data/demo-data.js';
import { TEST_ENV } from './test-env.js';

const emulator = `http://${TEST_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const cache = new Map<string, string>();

/** Signs in on the Auth emulator's REST API, as the web app does, and returns the ID token. */
export function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  return idTokenFrom('signInWithPassword', email, password);
}

/** Posts to an Auth emulator accounts endpoint as the web SDK does and returns the ID token. */
async function idTokenFrom(
  endpoint: 'signInWithPassword' | 'signUp',
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${emulator}/accounts:${endpoint}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`${endpoint} of ${email} failed: ${body.error?.message}`);
  return body.idToken;
}

export type DemoUserKey =
  | 'cvadmin'
  | 'admin'
  | 'casemanager'
  | 'caseworker'
  | 'employee'
  | 'globexAdmin'
  | 'globexEmployee'
  | 'partnerAdmin'
  | 'tpaSupport'
  | 'tpaLegal'
  | 'tpaMedical'
  | 'multiOrgAdmin'
  | 'acmeOwner';

export function demoUser(key: DemoUserKey) {
  const user = DEMO_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`No demo user ${key}`);
  return user;
}

/** ID token of a demo user (one sign-in per test file). */
export async function tokenFor(key: DemoUserKey): Promise<string> {
  let token = cache.get(key);
  if (!token) {
    token = await signIn(demoUser(key).email);
    cache.set(key, token);
  }
  return token;
}

/** Creates an account that exists in the identity provider only (no user row). */
export function signUpWithoutUserRow(email: string, password = DEMO_PASSWORD): Promise<string> {
  return idTokenFrom('signUp', email, password);
}

/** An unsigned emulator-style token for the demo user that expired an hour ago. */
export function expiredTokenFor(uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'none', typ: 'JWT' });
  const payload = encode({
    iss: `https://securetoken.google.com/${TEST_ENV.FIREBASE_PROJECT_ID}`,
    aud: TEST_ENV.FIREBASE_PROJECT_ID,
    auth_time: now - 7200,
    user_id: uid,
    sub: uid,
    iat: now - 7200,
    exp: now - 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  });
  return `${header}.${payload}.`;
}
