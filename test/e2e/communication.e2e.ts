import { DEMO_CASES } from '../../libs/demo-data/demo-data.js';
import {
  apiAs,
  browserSessions,
  screenshot,
  seriousAxeViolations,
  signInAs,
  waitForTitle,
  WEB_URL,
} from './support/browser.js';

const workstationCase = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1001')!;

const SEND = `mutation($input: SendCaseMessageInput!) {
  sendCaseMessage(input: $input) { success caseMessage { id } } }`;

/** The communication screen: templates written with placeholders, and the log of messages across cases. */
describe('communication screen', () => {
  const { newPage } = browserSessions();

  it('an admin writes a template with a placeholder and a case category from the pickers, finds it, and follows a logged message to its case', async () => {
    // A message on the case, as the case page's compose form sends it.
    const sent = await apiAs<{ sendCaseMessage: { success: boolean; caseMessage: { id: string } } }>('admin', SEND, {
      input: { caseId: workstationCase.id, channel: 'EMAIL', text: `Your workstation is ordered (${Date.now()})` },
    });
    expect(sent.sendCaseMessage.success).toBe(true);

    const page = await newPage();
    await signInAs(page, 'admin');
    await page.waitForURL(/\/accommodations\/cases/);
    await page.goto(`${WEB_URL}/communication`);
    await waitForTitle(page, 'Communication | Case Management');
    await page.getByRole('heading', { level: 1, name: 'Communication' }).waitFor();

    const name = `Workstation update ${Date.now()}`;
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await text.fill('Hello , your workstation is on its way.');
    // The caret after "Hello ": the placeholder goes there.
    await text.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(6, 6));
    await dialog.getByRole('button', { name: 'Insert placeholder' }).click();
    await page.getByRole('menuitem', { name: '{{submitterName}}' }).click();
    expect(await text.inputValue()).toBe('Hello {{submitterName}}, your workstation is on its way.');
    // The menu fades out after the choice: checked once it is gone, as the admin sees the dialog then.
    await page.locator('#placeholder-picker-menu').waitFor({ state: 'detached' });
    // A case category of the organization, chosen by keyboard.
    const categories = dialog.getByRole('combobox', { name: 'Case categories' });
    await categories.fill('Mobi');
    await page.getByRole('option', { name: 'Mobility' }).waitFor();
    await categories.press('ArrowDown');
    await categories.press('Enter');
    await dialog.getByRole('button', { name: 'Mobility' }).waitFor();
    // The list closes on the choice (Escape now would close the dialog).
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create template' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search templates' }).fill(name);
    const templates = page.getByRole('table', { name: 'Communication templates' });
    // The search has settled when the list holds the one template named so.
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('table[aria-label="Communication templates"] tbody tr');
      return rows.length === 1;
    });
    await templates.getByRole('row').filter({ hasText: name }).waitFor();
    await templates.getByText('Hello {{submitterName}}, your workstation is on its way.').waitFor();
    await templates.getByRole('row').filter({ hasText: name }).getByText('Mobility').waitFor();

    await page.getByRole('tab', { name: 'Message log' }).click();
    await page.getByRole('searchbox', { name: 'Search case or employee' }).fill(workstationCase.shortId);
    const log = page.getByRole('table', { name: 'Message log' });
    const caseLink = log.getByRole('link', { name: `${workstationCase.shortId}: ${workstationCase.title}` }).first();
    await caseLink.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'communication-message-log');
    await caseLink.click();
    await page.waitForURL(`${WEB_URL}/accommodations/cases/${workstationCase.id}`);
    await page.getByRole('heading', { level: 1, name: workstationCase.title }).waitFor();
  });
});
