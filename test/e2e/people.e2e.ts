import type { Page } from 'playwright-core';
import { waitFor } from '../support/eventually.js';
import {
  browserSessions,
  DEVELOPMENT_PAGE_URL,
  screenshot,
  seriousAxeViolations,
  signInAs,
  waitForTitle,
  WEB_URL,
} from './support/browser.js';

interface OutboxEntry {
  channel: 'EMAIL' | 'SMS';
  to: string;
  subject: string | null;
  text: string;
}

/** The e-mails the SendGrid stand-in received for an address. */
async function mailTo(email: string): Promise<OutboxEntry[]> {
  const response = await fetch(new URL('messages.json', DEVELOPMENT_PAGE_URL));
  const entries = (await response.json()) as OutboxEntry[];
  return entries.filter((entry) => entry.channel === 'EMAIL' && entry.to === email);
}

/** Journey 11 (people): an HR administrator adds an HR representative, who sets a password from the welcome e-mail and signs in. */
describe('people', () => {
  const { newPage } = browserSessions();
  let page: Page;
  beforeEach(async () => {
    page = await newPage();
  });

  it('an admin adds an HR representative who sets a password through the welcome e-mail and signs in', async () => {
    const email = `hr.rep.${Date.now()}@example.com`;
    const password = 'Welcome-2-Acme!';

    await signInAs(page, 'admin');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /HR Administrators|Admins/ })
      .first()
      .click();
    await page.waitForURL(/\/admins$/);
    await waitForTitle(page, 'Admins | Case Management');
    await page.getByRole('table', { name: 'Admins' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user' });
    await dialog.getByLabel(/^First name/).fill('Robin');
    await dialog.getByLabel(/^Last name/).fill('Hale');
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByRole('combobox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: 'HR Representative' }).click();
    // The role menu fades out: check the dialog once it is gone, not its half-transparent options.
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'people-add-user');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await page.getByText('Robin Hale was added').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The new person is listed; their profile opens from the list.
    await page.getByRole('searchbox', { name: 'Search staff' }).fill(email);
    await page.getByRole('link', { name: 'Robin Hale' }).click();
    await page.waitForURL(/\/user-profile\/[^/?]+\?listType=admins$/);
    await page.getByRole('heading', { level: 1, name: 'Robin Hale' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The worker mails the welcome through SendGrid (its stand-in here) with a link to set a password.
    const [welcome] = await waitFor(() => mailTo(email), {
      until: (mails) => mails.some((mail) => mail.subject === 'Welcome to Case Management'),
      what: `the welcome e-mail to ${email} at the SendGrid stand-in`,
      timeoutMs: 30000,
      intervalMs: 300,
    });
    const link = /https?:\/\/\S+\/auth-action\?\S+/.exec(welcome!.text)?.[0];
    expect(link).toBeDefined();

    const newcomer = await newPage();
    await newcomer.goto(link!);
    await newcomer.waitForURL(/\/reset-password\?/);
    await newcomer.getByText(email).first().waitFor();
    await newcomer.getByLabel(/^new password/i).fill(password);
    await newcomer.getByLabel(/^confirm new password/i).fill(password);
    await newcomer
      .getByRole('button', { name: /reset|save|change|set/i })
      .first()
      .click();
    await newcomer
      .getByRole('button', { name: /sign in/i })
      .first()
      .click();
    await newcomer.waitForURL(/\/login/);
    await newcomer.getByLabel(/e-?mail/i).fill(email);
    await newcomer.getByLabel(/^password/i).fill(password);
    await newcomer.getByRole('button', { name: /sign in/i }).click();
    // An HR representative lands on the case list.
    await newcomer.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await screenshot(newcomer, 'people-hr-rep-signed-in');
  });

  it('the employees list is searchable and axe-clean', async () => {
    await signInAs(page, 'admin');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await page.goto(`${WEB_URL}/employees`);
    await waitForTitle(page, 'Employees | Case Management');
    await page.getByRole('table', { name: 'Employees' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'people-employees');
  });

  it('the CV Admin sees the TPA users with the organizations each serves, axe-clean', async () => {
    await signInAs(page, 'cvadmin');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await page.goto(`${WEB_URL}/tpa-roles`);
    await waitForTitle(page, 'TPA Roles | Case Management');
    const table = page.getByRole('table', { name: 'TPA users' });
    await table.waitFor();
    await table
      .getByRole('button', { name: /^Manage: / })
      .first()
      .click();
    await page.waitForURL(/\/tpa-roles\?id=/);
    await page.getByRole('button', { name: 'Add to organizations' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'people-tpa-roles');
  });
});
