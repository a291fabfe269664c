import { readFileSync } from 'node:fs';
import { browserSessions, screenshot, seriousAxeViolations, signInAs, waitForTitle } from './support/browser.js';

/** The documents library: an organization's admin shares a policy, its employees download it (journey 11). */
describe('documents library', () => {
  const { newPage } = browserSessions();

  it('an admin uploads a policy into the public folder and an employee downloads it', async () => {
    const fileName = `remote-work-policy-${Date.now()}.pdf`;
    const bytes = `%PDF-1.4 remote work policy ${Date.now()}`;

    const admin = await newPage();
    await signInAs(admin, 'admin');
    await admin.waitForURL(/\/accommodations\/cases/);
    await admin
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Documents Admin' })
      .click();
    await waitForTitle(admin, 'Documents Admin | Case Management');
    await admin.getByRole('tab', { name: 'Public documents' }).click();
    // The first tab's folder also offers an upload: choose files only once the public folder is shown,
    // or they go to an uploader the tab change then unmounts.
    const publicPanel = admin.getByRole('tabpanel', { name: 'Public documents' });
    await publicPanel.getByRole('heading', { level: 2 }).waitFor();
    await publicPanel.getByLabel(/^Choose files for /).setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from(bytes),
    });
    await publicPanel.getByRole('button', { name: 'Upload Document', exact: true }).click();
    await admin.getByText('Document uploaded.').waitFor();
    const row = admin.getByRole('row').filter({ hasText: fileName });
    await row.waitFor();
    // A document in the public folder is public by default.
    expect(await row.getByRole('switch', { name: `Public: ${fileName}` }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await screenshot(admin, 'documents-admin-public-folder');

    const employee = await newPage();
    await signInAs(employee, 'employee');
    await employee.waitForURL(/\/accommodations/);
    await employee
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Documents', exact: true })
      .click();
    await waitForTitle(employee, 'Documents | Case Management');
    expect(await employee.getByRole('link', { name: 'Documents Admin' }).count()).toBe(0);
    const download = employee.getByRole('button', { name: `Download ${fileName}` });
    await download.waitFor();
    // Read-only for the employee: nothing to change.
    expect(await employee.getByRole('button', { name: `Delete ${fileName}` }).count()).toBe(0);
    expect(await seriousAxeViolations(employee)).toEqual([]);
    await screenshot(employee, 'documents-employee');

    const downloading = employee.waitForEvent('download');
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(fileName);
    expect(readFileSync((await file.path())!).toString()).toBe(bytes);
  });
});
