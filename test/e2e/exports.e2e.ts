import { readFile } from 'node:fs/promises';
import { browserSessions, screenshot, seriousAxeViolations, signInAs } from './support/browser.js';

/** Cells of an RFC 4180 CSV line set (quoted cells, CRLF), the byte order mark dropped. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && source[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

/** Journey 13: an admin exports the filtered case list, and the file holds the rows the screen shows. */
describe('CSV export', () => {
  const sessions = browserSessions();

  it('an admin exports the filtered case list', async () => {
    const page = await sessions.newPage();
    await signInAs(page, 'admin');
    await page.waitForURL(/\/accommodations\/cases/);
    await page.getByRole('tab', { name: /^In progress\b/ }).click();
    await page.waitForURL(/in-progress/);
    // The search settles after a pause in typing: the rows are read only once the searched list has answered,
    // or they would be the unsearched tab's.
    const searched = page.waitForResponse((response) => {
      const body = response.request().postData() ?? '';
      return response.url().endsWith('/graphql') && body.includes('casesByStatus') && body.includes('"Emery"');
    });
    await page.getByRole('searchbox', { name: 'Search cases' }).fill('Emery');
    await searched;
    // The list has settled on the filters: every row loaded and the count shown.
    const counter = page.getByText(/^\d+ of \d+ cases?$/);
    await page.waitForFunction(() => {
      const text = [...document.querySelectorAll('p')]
        .map((p) => p.textContent ?? '')
        .find((t) => / of \d+ case/.test(t));
      const rows = document.querySelectorAll('table[aria-label="Cases"] tbody tr').length;
      return (
        !!text &&
        Number(text.split(' of ')[1].split(' ')[0]) === rows &&
        rows > 0 &&
        !document.querySelector('[aria-label="Updating cases"]')
      );
    });
    const shown = await page
      .getByRole('table', { name: 'Cases' })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));
    expect((await counter.innerText()).startsWith(`${shown.length} of ${shown.length}`)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cases.csv');
    const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
    expect(header.slice(0, 3)).toEqual(['Case', 'Title', 'Employee']);
    // An HR administrator holds access_phi: the PHI columns are there.
    expect(header).toContain('Visit type');
    expect(rows.map((row) => row[0])).toEqual(shown);
    expect(rows.every((row) => row[header.indexOf('Status')] === 'IN_PROGRESS')).toBe(true);
    expect(rows.every((row) => row[header.indexOf('Employee')].startsWith('Emery'))).toBe(true);
    await page.getByText('Your CSV download has started').first().waitFor();
    await screenshot(page, 'exports-case-list');
  });
});
