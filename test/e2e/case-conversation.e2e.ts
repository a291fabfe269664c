import { readFileSync } from 'node:fs';
import { DEMO_CASES } from '../../libs/demo-data/demo-data.js';
import { isWholePdf, zipEntries } from '../support/zip-entries.js';
import { browserSessions, screenshot, seriousAxeViolations, signInAs, WEB_URL } from './support/browser.js';

const leaveCase = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1002')!;

/** Journey 3, the conversation: staff write to the employee and to each other; everyone sees it live. */
describe('comments and internal notes, live', () => {
  const { newPage } = browserSessions();
  const signedIn = async (key: string, landing: RegExp) => {
    const page = await newPage();
    await signInAs(page, key);
    await page.waitForURL(landing);
    return page;
  };

  it('the coordinator writes, the employee replies, the HR rep sees the internal note; nobody reloads', async () => {
    const coordinator = await signedIn('caseworker', /\/accommodations\/cases/);
    await coordinator.goto(`${WEB_URL}/accommodations/cases/${leaveCase.id}`);
    await coordinator.getByRole('heading', { level: 1, name: leaveCase.title }).waitFor();
    const hrRep = await signedIn('casemanager', /\/accommodations\/cases/);
    await hrRep.goto(`${WEB_URL}/accommodations/cases/${leaveCase.id}`);
    await hrRep.getByRole('heading', { level: 1, name: leaveCase.title }).waitFor();
    const employee = await signedIn('employee', /\/accommodations\/welcome$/);
    await employee.goto(`${WEB_URL}/accommodations/requests/${leaveCase.id}`);
    await employee.getByRole('heading', { level: 1, name: leaveCase.title }).waitFor();

    const question = `Could you send a note from your provider? (${Date.now()})`;
    await coordinator.getByRole('textbox', { name: 'Write to the employee' }).fill(question);
    await coordinator.getByRole('button', { name: 'Send', exact: true }).click();
    await coordinator.getByText('Operation succeeded!').first().waitFor();
    await hrRep.getByText(question).waitFor({ timeout: 15000 });
    await employee.getByText(question).waitFor({ timeout: 15000 });

    const note = `Please confirm the leave dates with payroll (${Date.now()})`;
    await coordinator.getByRole('textbox', { name: 'Write an internal note' }).fill(note);
    await coordinator.getByRole('combobox', { name: 'Tag people' }).click();
    await coordinator.getByRole('option', { name: /^Harper Rep/ }).click();
    await coordinator.keyboard.press('Escape');
    await coordinator.getByRole('button', { name: 'Add note' }).click();
    await hrRep.getByText(note).waitFor({ timeout: 15000 });
    await hrRep.getByRole('heading', { name: /^Internal notes \(\d+ new\)/ }).waitFor();
    await hrRep.getByText('These are internal notes and the employee does not see these').waitFor();

    const reply = `I attached the note from my doctor (${Date.now()})`;
    await employee.getByRole('textbox', { name: 'Write to your case team' }).fill(reply);
    await employee.getByRole('button', { name: 'Send', exact: true }).click();
    await coordinator.getByText(reply).waitFor({ timeout: 15000 });
    await coordinator.getByRole('heading', { name: /^Comments \(\d+ new\)/ }).waitFor();
    expect(await seriousAxeViolations(coordinator)).toEqual([]);
    await screenshot(coordinator, 'case-conversation-staff');

    // The employee never sees the note, nor that there is one. A comment written after the note reaches
    // the employee's page live: had the note been delivered to it, it would be there by then.
    const later = `We will come back to you this week (${Date.now()})`;
    await coordinator.getByRole('textbox', { name: 'Write to the employee' }).fill(later);
    await coordinator.getByRole('button', { name: 'Send', exact: true }).click();
    await employee.getByText(later).waitFor({ timeout: 15000 });
    expect(await employee.getByText(note).count()).toBe(0);
    expect(await employee.getByText(/internal note/i).count()).toBe(0);
    expect(await seriousAxeViolations(employee)).toEqual([]);
    await screenshot(employee, 'case-conversation-employee');
  });

  it('an upload and the comment sending it appear live for a second staff member, and an admin downloads the case with its PDF', async () => {
    const coordinator = await signedIn('caseworker', /\/accommodations\/cases/);
    await coordinator.goto(`${WEB_URL}/accommodations/cases/${leaveCase.id}`);
    await coordinator.getByRole('heading', { level: 1, name: leaveCase.title }).waitFor();
    const admin = await signedIn('admin', /\/accommodations\/cases/);
    await admin.goto(`${WEB_URL}/accommodations/cases/${leaveCase.id}`);
    await admin.getByRole('heading', { level: 1, name: leaveCase.title }).waitFor();

    const fileName = `leave-plan-${Date.now()}.pdf`;
    await coordinator.getByLabel('Choose files').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 leave plan'),
    });
    await coordinator.getByRole('button', { name: 'Upload Document' }).click();
    await coordinator.getByRole('button', { name: `Download ${fileName}` }).waitFor();
    await admin.getByRole('button', { name: `Download ${fileName}` }).waitFor({ timeout: 15000 });

    // The coordinator sends the file with a comment; the admin sees the comment and its file live.
    const comment = `Here is the leave plan (${Date.now()})`;
    await coordinator.getByRole('textbox', { name: 'Write to the employee' }).fill(comment);
    await coordinator
      .getByRole('group', { name: 'Send your files with this comment' })
      .getByRole('checkbox', { name: fileName })
      .check();
    await coordinator.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = admin.getByRole('listitem').filter({ hasText: comment });
    await sent.getByRole('link', { name: fileName }).waitFor({ timeout: 15000 });
    expect(await seriousAxeViolations(admin)).toEqual([]);

    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download case' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`case-${leaveCase.shortId}.zip`);
    const entries = zipEntries(readFileSync((await download.path())!));
    expect(isWholePdf(entries.get(`${leaveCase.shortId}.pdf`)!)).toBe(true);
    expect(entries.get(`attachments/${fileName}`)?.toString()).toBe('%PDF-1.4 leave plan');
  });
});
