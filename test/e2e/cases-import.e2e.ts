import { DEMO_ORGANIZATIONS } from '../../libs/demo-data/demo-data.js';
import {
  browserSessions,
  screenshot,
  seriousAxeViolations,
  signInAs,
  waitForTitle,
  WEB_URL,
} from './support/browser.js';

const HEADER =
  'external_id,employee_email,employee_first_name,employee_last_name,organization,case_type,title,status,visit_type,created_date,assignee_email';
const ROWS = 500;

/** The CV Admin imports a file of 500 cases, watches its progress bar reach the end, and finds the cases. */
describe('cases import', () => {
  const sessions = browserSessions();

  it('imports 500 rows with a live progress bar, then lists the cases', async () => {
    const run = Date.now().toString(36);
    const email = `imported.${run}@globex.example.com`;
    const lines = [HEADER];
    for (let row = 1; row <= ROWS; row += 1) {
      lines.push(
        `IMP-${run}-${row},${email},Indra,Imported${run},${DEMO_ORGANIZATIONS.globex.name},ADA,Imported case ${row},OPEN,,,`,
      );
    }
    const page = await sessions.newPage();
    await signInAs(page, 'cvadmin');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.goto(`${WEB_URL}/cases-import`);
    await waitForTitle(page, 'Cases Import | Case Management');
    await page.getByRole('heading', { level: 1, name: 'Cases Import' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const fileName = `cases-${run}.csv`;
    await page.getByLabel('CSV file').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\r\n') + '\r\n'),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    const bar = page.getByRole('progressbar', { name: `Progress of ${fileName}` });
    await bar.waitFor();
    // Every value the bar shows, as the page shows it (no reload: the subscription moves it).
    await bar.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { importProgressSeen: string[] }).importProgressSeen = seen;
      const note = () => seen.push(element.getAttribute('aria-valuetext') ?? '');
      note();
      new MutationObserver(note).observe(element, { attributes: true, attributeFilter: ['aria-valuetext'] });
    });
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`[role="progressbar"][aria-label="Progress of ${name}"]`)
          ?.getAttribute('aria-valuetext') === '500 of 500 rows',
      fileName,
      { timeout: 120_000 },
    );
    const seen = await page.evaluate(() => (window as unknown as { importProgressSeen: string[] }).importProgressSeen);
    const done = seen.map((text) => Number(text.split(' ')[0]));
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe('500 of 500 rows');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fileName }) });
    await row.getByRole('cell', { name: 'Done' }).waitFor();
    // Imported, already imported, refused.
    expect((await row.getByRole('cell').allTextContents()).slice(3, 6)).toEqual(['500', '0', '0']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'cases-import');

    await page.goto(`${WEB_URL}/all-cases`);
    await page.getByRole('searchbox', { name: 'Search cases' }).fill(email);
    await page.getByText(`of ${ROWS} cases`).waitFor();
    await page.getByText(`Imported case ${ROWS}`, { exact: true }).first().waitFor();
  });
});
