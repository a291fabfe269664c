import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../libs/demo-data/demo-data.js';
import { waitFor } from '../support/eventually.js';
import {
  demoEmail,
  E2E_ENV,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  signInAs,
  waitForTitle,
  WEB_URL,
} from './support/browser.js';

const emulator = `http://${E2E_ENV.FIREBASE_AUTH_EMULATOR_HOST}`;

/** The one-time codes the Auth emulator issued for an address, newest last. */
async function resetCodesFor(email: string): Promise<string[]> {
  const response = await fetch(`${emulator}/emulator/v1/projects/${E2E_ENV.FIREBASE_PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  return body.oobCodes
    .filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET')
    .map((code) => code.oobCode);
}

/** Journey: a person who forgot the password asks for a link, sets a new password and signs in with it. */
describe('forgot and reset password', () => {
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

  it('sends a reset link through the api and completes the reset against the emulator', async () => {
    const email = demoEmail('tpaLegal');
    const before = (await resetCodesFor(email)).length;
    await page.goto(`${WEB_URL}/login`);
    await page.getByRole('link', { name: /forgot/i }).click();
    await page.waitForURL(/\/forgot-password$/);
    await waitForTitle(page, 'Forgot Password | Case Management');
    await screenshot(page, 'forgot-password');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel(/e-mail address/i).fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await page.waitForURL(/\/forgot-password-complete\?email=/);
    await page.getByText(email).first().waitFor();

    // The worker generates the link (firebase-admin) and mails it; the emulator keeps the code.
    const codes = await waitFor(() => resetCodesFor(email), {
      until: (issued) => issued.length > before,
      what: `a new password reset code for ${email} at the Auth emulator`,
      timeoutMs: 15000,
      intervalMs: 200,
    });
    await page.goto(
      `${WEB_URL}/auth-action?mode=resetPassword&oobCode=${codes.at(-1)}&continueUrl=${encodeURIComponent(`${WEB_URL}/login`)}`,
    );
    await page.waitForURL(/\/reset-password\?/);
    await page.getByText(email).first().waitFor();

    // The same password again keeps the other browser tests' sign-ins valid.
    await page.getByLabel(/^new password/i).fill(DEMO_PASSWORD);
    await page.getByLabel(/^confirm new password/i).fill(DEMO_PASSWORD);
    await screenshot(page, 'reset-password');
    await page
      .getByRole('button', { name: /reset|save|change|set/i })
      .first()
      .click();
    await page
      .getByRole('button', { name: /sign in/i })
      .first()
      .click();
    await page.waitForURL(/\/login/);
    await signInAs(page, 'tpaLegal');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
  });

  it('explains an expired or used reset code on the page', async () => {
    await page.goto(`${WEB_URL}/reset-password?oobCode=not-a-real-code`);
    await page
      .getByText(/link is not valid|link has expired/i)
      .first()
      .waitFor();
  });
});
