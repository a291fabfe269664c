import { readFileSync } from 'node:fs';
import { DEMO_CASES } from '../../libs/demo-data/demo-data.js';
import {
  browserSessions,
  screenshot,
  seriousAxeViolations,
  signInAs,
  waitForTitle,
  WEB_URL,
} from './support/browser.js';

const leaveCase = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1002')!;

/** Journey: the admin recommends a guide in the library; the ADA Coordinator adds it to a case. */
describe('adding a library document to a case', () => {
  const { newPage } = browserSessions();

  it('a coordinator picks a recommended library document and it becomes a file of the case', async () => {
    const fileName = `ergonomics-guide-${Date.now()}.pdf`;
    const bytes = `%PDF-1.4 ergonomics guide ${Date.now()}`;

    const admin = await newPage();
    await signInAs(admin, 'admin');
    await admin.waitForURL(/\/accommodations\/cases/);
    await admin.goto(`${WEB_URL}/documents-admin?type=RECOMMENDED_DOCUMENT`);
    await waitForTitle(admin, 'Documents Admin | Case Management');
    await admin.getByRole('heading', { level: 2, name: 'Recommended documents' }).waitFor();
    await admin.getByLabel('Choose files for Recommended documents').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from(bytes),
    });
    await admin.getByRole('button', { name: 'Upload Document', exact: true }).click();
    await admin.getByText('Document uploaded.').waitFor();

    const coordinator = await newPage();
    await signInAs(coordinator, 'caseworker');
    await coordinator.waitForURL(/\/accommodations\/cases/);
    await coordinator.goto(`${WEB_URL}/accommodations/cases/${leaveCase.id}`);
    await coordinator.getByRole('heading', { level: 1, name: leaveCase.title }).waitFor();
    const attachments = coordinator.locator('section', {
      has: coordinator.getByRole('heading', { level: 2, name: 'Attachments' }),
    });
    const opener = attachments.getByRole('button', { name: 'Add from library' });
    await opener.click();
    const dialog = coordinator.getByRole('dialog', { name: 'Add library documents' });
    await dialog.getByRole('combobox', { name: 'Library documents' }).fill(fileName.slice(0, 20));
    await coordinator.getByRole('option', { name: fileName }).click();
    expect(await seriousAxeViolations(coordinator)).toEqual([]);
    await screenshot(coordinator, 'case-add-library-document');
    await dialog.getByRole('button', { name: 'Add to case' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The copy is a file of the case: listed, and downloaded with the library document's bytes.
    const download = attachments.getByRole('button', { name: `Download ${fileName}` });
    await download.waitFor();
    const downloading = coordinator.waitForEvent('download');
    await download.click();
    const file = await downloading;
    expect(readFileSync((await file.path())!).toString()).toBe(bytes);
  });
});
