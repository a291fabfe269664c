import type { Page } from 'playwright-core';
import { DEMO_CASES } from '../../libs/demo-data/demo-data.js';
import { browserSessions, screenshot, seriousAxeViolations, signInAs, WEB_URL } from './support/browser.js';

const workstation = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1001')!;

/**
 * The web shows what the api says the caller may do. Two HR administrators of Acme: a plain one, and one
 * whose custom role (LIMITED_ADMIN) holds an admin's defaults without delete_case_attachment and query_users.
 */
describe('controls follow the permissions the api reports', () => {
  const { newPage } = browserSessions();

  async function signedIn(key: string): Promise<Page> {
    const page = await newPage();
    await signInAs(page, key);
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    return page;
  }

  async function openCase(page: Page): Promise<void> {
    await page.goto(`${WEB_URL}/accommodations/cases/${workstation.id}`);
    await page.getByRole('heading', { level: 1, name: workstation.title }).waitFor();
  }

  it('a custom role without delete_case_attachment finds no Delete on a case file, which a plain admin is offered', async () => {
    const admin = await signedIn('admin');
    await openCase(admin);
    const fileName = `workstation-quote-${Date.now()}.pdf`;
    await admin.getByLabel('Choose files').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 quote'),
    });
    await admin.getByRole('button', { name: 'Upload Document' }).click();
    await admin.getByRole('button', { name: `Delete ${fileName}` }).waitFor();

    const limited = await signedIn('limitedAdmin');
    await openCase(limited);
    // The file is listed for both; what the role's permissions allow decides the rest.
    await limited.getByRole('button', { name: `Download ${fileName}` }).waitFor();
    expect(await limited.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    // Everything else an admin may do stays: the case is still worked from this page.
    await limited.getByRole('button', { name: 'Assign', exact: true }).waitFor();
    expect(await limited.getByRole('button', { name: 'Choose files' }).count()).toBe(1);
    expect(await seriousAxeViolations(limited)).toEqual([]);
    await screenshot(limited, 'permissions-case-without-delete');
  });

  it('a custom role without query_users finds no assignee filter on the case list, which a plain admin has', async () => {
    const admin = await signedIn('admin');
    await admin.getByRole('combobox', { name: 'Assignee' }).waitFor();

    const limited = await signedIn('limitedAdmin');
    // The list is asked for once the permissions are known, so its rows mean the filters are decided.
    await limited.getByRole('link', { name: workstation.title }).waitFor();
    await limited.getByRole('switch', { name: 'Assigned to me' }).waitFor();
    expect(await limited.getByRole('combobox', { name: 'Assignee' }).count()).toBe(0);
    expect(await seriousAxeViolations(limited)).toEqual([]);
  });
});
