import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../libs/demo-data/demo-data.js';

export const E2E_ENV: Record<string, string> = JSON.parse(readFileSync('test/e2e/support/e2e-env.json', 'utf8'));
export const WEB_URL = E2E_ENV.WEB_PUBLIC_URL;
/** The development page of the provider stand-ins the stack runs (as `npm start` does without provider keys). */
export const DEVELOPMENT_PAGE_URL = `http://127.0.0.1:${E2E_ENV.STAND_INS_PORT}/`;
const ARTIFACTS = 'test-results/e2e';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

export function demoEmail(key: string): string {
  const user = DEMO_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`No demo user ${key}`);
  return user.email;
}

/** Signs in through the login page as a person would. */
export async function signInAs(page: Page, key: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${WEB_URL}/login`);
  await page.getByLabel(/e-?mail/i).fill(demoEmail(key));
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations on the page as rendered now, with the elements at fault. */
export async function seriousAxeViolations(
  page: Page,
): Promise<{ id: string; impact: string; nodes: number; targets: string[] }[]> {
  // Colours read mid-transition (a button fading to the organization's colour) are not the page's colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: unknown[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Page titles are set after render: wait for the expected one instead of reading it at once. */
export async function waitForTitle(page: Page, title: string | RegExp): Promise<void> {
  const source = typeof title === 'string' ? `^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : title.source;
  await page.waitForFunction((pattern) => new RegExp(pattern).test(document.title), source);
}

/** Calls the api as a demo user, for setting up what a later issue's screens will do (e.g. sending a form link). */
export async function apiAs<T>(key: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const signIn = await fetch(
    `http://${E2E_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoEmail(key), password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await fetch(`${E2E_ENV.API_PUBLIC_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`api call failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * One browser for a test file and a page per person, each in a context of its own (its own sign-in),
 * all closed after each test.
 */
export function browserSessions() {
  let browser: Browser | undefined;
  const pages: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });
  return {
    async newPage(): Promise<Page> {
      if (!browser) throw new Error('The browser starts in beforeAll');
      const page = await (await browser.newContext()).newPage();
      pages.push(page);
      return page;
    },
  };
}
