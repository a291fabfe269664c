import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page, Request } from 'playwright-core';
import { parseConfig } from '#config';
import { IdentityService } from '#integrations';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from '../../libs/demo-data/demo-data.js';
import { E2E_ENV, launchBrowser, screenshot, signInAs, WEB_URL } from './support/browser.js';

const NO_ORGANIZATION_MESSAGE =
  "You don't have access to any organizations at the moment. Please contact an administrator for the organization you believe you should (or would like to) have access to.";

const operationOf = (request: Request): string | undefined => {
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName;
  } catch {
    return undefined;
  }
};

/** Creates a person who can sign in: a user row (optional) and an identity with the same uid. */
async function createPerson(options: { withRow: boolean; role?: string; organizationId?: string | null }) {
  const id = randomUUID();
  const email = `person-${id.slice(0, 8)}@demo.test`;
  if (options.withRow) {
    const client = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
    await client.connect();
    await client.query(
      'INSERT INTO app_user (id, email, role, first_name, last_name, organization_id) VALUES ($1, $2, $3, $4, $5, $6)',
      [id, email, options.role ?? 'USER', 'Pat', 'Person', options.organizationId ?? null],
    );
    await client.end();
  }
  await new IdentityService(parseConfig({ ...E2E_ENV })).ensureIdentity({ uid: id, email, password: DEMO_PASSWORD });
  return email;
}

async function signInWithEmail(page: Page, email: string) {
  await page.goto(`${WEB_URL}/login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Journeys: the error-code rules of spec 001 §8 and the organization rules of spec 000 §6, in the browser. */
describe('session and organization', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
  });
  afterEach(() => page.context().close());

  it('INVALID_AUTHORIZATION: gets a fresh token and retries the operation once', async () => {
    let refused = 0;
    const sessionRequests: (string | null)[] = [];
    await page.route('**/graphql', async (route) => {
      const request = route.request();
      if (operationOf(request) === 'SessionUser') {
        sessionRequests.push(request.headers().authorization ?? null);
        if (refused === 0) {
          refused += 1;
          await route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({
              data: null,
              errors: [{ message: 'expired', extensions: { code: 'INVALID_AUTHORIZATION' } }],
            }),
          });
          return;
        }
      }
      await route.continue();
    });
    await signInAs(page, 'admin');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    expect(refused).toBe(1);
    expect(sessionRequests.length).toBe(2);
    expect(sessionRequests.every((header) => header?.startsWith('Bearer '))).toBe(true);
  });

  it('AUTHORIZED_USER_NOT_FOUND: signs out and goes to /login', async () => {
    const email = await createPerson({ withRow: false });
    await signInWithEmail(page, email);
    await page.waitForFunction(() => window.location.pathname === '/login' && !localStorage.getItem('organizationId'));
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await page.goto(`${WEB_URL}/accommodations`);
    await page.waitForURL(/\/login$/);
  });

  it('NOT_FOUND: goes to /not-found', async () => {
    await page.route('**/graphql', async (route) => {
      if (operationOf(route.request()) === 'WelcomePage') {
        await route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: 'Not found', path: ['organizationBrandInfo'], extensions: { code: 'NOT_FOUND' } }],
          }),
        });
        return;
      }
      await route.continue();
    });
    await signInAs(page, 'employee');
    await page.waitForURL(/\/not-found$/);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });

  it('no organization at sign-in: the spec message for 10 seconds, then signed out', async () => {
    const email = await createPerson({ withRow: true, role: 'CVTPA', organizationId: null });
    await signInWithEmail(page, email);
    await page.getByText(NO_ORGANIZATION_MESSAGE).waitFor();
    await screenshot(page, 'no-organization');
    await page.waitForFunction(() => window.location.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('organizationId'))).toBeNull();
  });

  it('a TPA switches between the organizations it serves, and the choice survives a reload', async () => {
    await signInAs(page, 'tpaSupport');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('organizationId'))).toBe(DEMO_ORGANIZATIONS.acme.id);
    const switcher = page.getByRole('combobox', { name: /organization/i });
    await switcher.click();
    const options = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(options.map((text) => text.trim()).sort()).toEqual(
      [DEMO_ORGANIZATIONS.acme.name, DEMO_ORGANIZATIONS.globex.name].sort(),
    );
    await page.getByRole('option', { name: DEMO_ORGANIZATIONS.globex.name }).click();
    await page.waitForFunction((id) => localStorage.getItem('organizationId') === id, DEMO_ORGANIZATIONS.globex.id);
    expect(await page.evaluate(() => localStorage.getItem('organizationName'))).toBe(DEMO_ORGANIZATIONS.globex.name);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('input')].some((input) => input.value === name),
      DEMO_ORGANIZATIONS.globex.name,
    );
    await screenshot(page, 'organization-switcher');
  });

  it('the CV Admin may choose any organization', async () => {
    await signInAs(page, 'cvadmin');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await page.getByRole('combobox', { name: /organization/i }).click();
    const options = (await page.getByRole('option').allTextContents()).map((text) => text.trim());
    expect(options).toEqual(expect.arrayContaining(Object.values(DEMO_ORGANIZATIONS).map((org) => org.name)));
  });

  it("a TPA choosing an organization it does not serve sees the spec's message and lands on not-found", async () => {
    await signInAs(page, 'tpaSupport');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await page.goto(`${WEB_URL}/accommodations?organizationId=${DEMO_ORGANIZATIONS.vitality.id}`);
    await page.getByText("You don't have access to this organization").waitFor();
    await page.waitForURL(/\/not-found/);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('organizationId'))).not.toBe(DEMO_ORGANIZATIONS.vitality.id);
  });
});
