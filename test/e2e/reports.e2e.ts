import { readFile } from 'node:fs/promises';
import { browserSessions, screenshot, seriousAxeViolations, signInAs, WEB_URL } from './support/browser.js';

/** The cells of a CSV file as the report CSV writes it (byte order mark, CRLF; no quoted cells in these tables). */
const csvCells = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

/**
 * Journey: an HR administrator reads the organization's reports for a range (filters in the address), exports a
 * table as CSV with the rows the screen shows, then schedules the report to be e-mailed every week.
 */
describe('reports', () => {
  const sessions = browserSessions();

  it('shows the figures for the range in the address and exports a table as shown', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = await sessions.newPage();
    await signInAs(page, 'admin');
    await page.waitForURL(/\/accommodations\/cases/);
    await page.goto(`${WEB_URL}/reports?period=month&from=2026-01-01&to=${today}`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const section = page.getByRole('region', { name: 'Acme Manufacturing' });
    const periods = section.getByRole('table', { name: 'Cases opened, decided and closed (table)' });
    await periods.waitFor();
    // Every demo case of Acme was opened in the range: the month rows add up to them and more.
    const opened = await periods
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => Number(row.querySelectorAll('td')[0]?.textContent ?? 0)));
    expect(opened.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'reports');

    const workload = section.getByRole('table', { name: 'Workload by assignee (table)' });
    const shown = await workload
      .locator('tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Export CSV of Workload by assignee' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^acme-manufacturing-2026-01-01-to-\d{4}-\d{2}-\d{2}-workload\.csv$/);
    const cells = csvCells(await readFile((await download.path())!, 'utf8'));
    expect(cells).toEqual(shown.map((row) => row.map((cell) => (cell === '—' ? '' : cell))));
  });

  it('schedules the report weekly at an hour, to a recipient, and lists it with its run log', async () => {
    const page = await sessions.newPage();
    await signInAs(page, 'admin');
    await page.waitForURL(/\/accommodations\/cases/);
    await page.goto(`${WEB_URL}/organization-settings`);
    await page.getByRole('tab', { name: 'Schedules' }).click();
    await page.getByRole('button', { name: 'Add schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a schedule' });
    await dialog.getByLabel('Name').fill('Weekly summary for leadership');
    await dialog.getByLabel('Recipients').fill('leadership@acme.example');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Report schedules' });
    await table.getByRole('row', { name: /Weekly summary for leadership/ }).waitFor();
    await page.getByRole('button', { name: 'Run log of Weekly summary for leadership' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await screenshot(page, 'report-schedules');
  });
});
