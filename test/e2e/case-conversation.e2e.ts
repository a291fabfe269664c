import { DEMO_CASES } from '../../libs/database/seed/demo-data.js';
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

    // The employee never sees the note, nor that there is one.
    await employee.waitForTimeout(1000);
    expect(await employee.getByText(note).count()).toBe(0);
    expect(await employee.getByText(/internal note/i).count()).toBe(0);
    expect(await seriousAxeViolations(employee)).toEqual([]);
    await screenshot(employee, 'case-conversation-employee');
  });
});
