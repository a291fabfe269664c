import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_USERS } from '../../libs/demo-data/demo-data.js';
import { launchBrowser, screenshot, seriousAxeViolations, signInAs, waitForTitle, WEB_URL } from './support/browser.js';

/** Journey: every role signs in and lands where it should; routes a role may not use end on not-found. */
describe('signing in', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('shows the sign-in page to a visitor, titled and without serious accessibility problems', async () => {
    await page.goto(`${WEB_URL}/accommodations`);
    await page.waitForURL(/\/login$/);
    await waitForTitle(page, 'Sign in | Case Management');
    await screenshot(page, 'login');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('says so when the password is wrong, on the page', async () => {
    await signInAs(page, 'employee', 'not-the-password');
    await page
      .getByText(/password is incorrect/i)
      .first()
      .waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it.each(DEMO_USERS.map((user) => [user.key, user.role] as const))('%s (%s) lands on its home', async (key, role) => {
    await signInAs(page, key);
    if (role === 'USER') {
      await page.waitForURL(/\/accommodations\/welcome$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForTitle(page, 'Welcome | Case Management');
    } else {
      await page.waitForURL(/\/accommodations\/cases$/);
      await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    }
    await page.getByRole('navigation').first().waitFor();
  });

  it('keeps the employee welcome page and the layout free of serious accessibility problems', async () => {
    await signInAs(page, 'employee');
    await page.waitForURL(/\/accommodations\/welcome$/);
    await page
      .getByText(/Welcome!/)
      .first()
      .waitFor();
    await screenshot(page, 'welcome');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('keeps the staff layout free of serious accessibility problems', async () => {
    await signInAs(page, 'tpaSupport');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await screenshot(page, 'layout-staff');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it.each([
    ['employee', '/admins'],
    ['employee', '/accommodations/cases'],
    ['admin', '/cv-settings'],
    ['caseworker', '/organizations-dashboard'],
    ['tpaSupport', '/cases-import'],
  ])('%s opening %s ends on not-found', async (key, path) => {
    await signInAs(page, key);
    await page.getByRole('navigation').first().waitFor();
    await page.goto(`${WEB_URL}${path}`);
    await page.waitForURL(/\/not-found$/);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await waitForTitle(page, /^.+ \| Case Management$/);
  });

  it('sends an unknown path to not-found, which passes the accessibility check', async () => {
    await signInAs(page, 'admin');
    await page.getByRole('navigation').first().waitFor();
    await page.goto(`${WEB_URL}/no/such/page`);
    await page.waitForURL(/\/not-found$/);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('navigation').first().waitFor();
    await screenshot(page, 'not-found');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('signs out from the user menu', async () => {
    await signInAs(page, 'casemanager');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await page
      .getByRole('button', { name: /account|user menu|Harper/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('organizationId'))).toBeNull();
  });
});
