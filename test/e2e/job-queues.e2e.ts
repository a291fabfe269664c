import { browserSessions, screenshot, signInAs, WEB_URL } from './support/browser.js';

const ENTRY = 'Job queues (opens in a new tab)';

/** Operations visibility: a CV Admin opens the job queues board (Bull Board) from the menu. */
describe('job queues board', () => {
  const { newPage } = browserSessions();

  it('a CV Admin opens it from the menu in a new tab, where every queue is listed by name', async () => {
    const page = await newPage();
    await signInAs(page, 'cvadmin');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    const [board] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: ENTRY }).click(),
    ]);
    await board.waitForURL(`${WEB_URL}/admin/queues**`);
    for (const name of ['Workflow', 'Notifications', 'Outbox relay', 'Case messages', 'Provider events']) {
      await board.getByText(name, { exact: true }).first().waitFor();
    }
    expect(await board.title()).toBe('Job queues');
    await screenshot(board, 'job-queues-board');
    // A queue's jobs by title and name: the worker's scheduler keeps a drain job in the messages queue.
    await board.getByRole('link', { name: 'messages', exact: true }).click();
    await board.getByText('Send pending messages (messages.drain)').first().waitFor();
    await screenshot(board, 'job-queues-messages');

    // Another browser, without the board's cookie, gets nothing of the board.
    const elsewhere = await newPage();
    const refused = await elsewhere.goto(`${WEB_URL}/admin/queues`);
    expect(refused?.status()).toBe(401);
  });

  it('an HR administrator has no job queues entry', async () => {
    const page = await newPage();
    await signInAs(page, 'admin');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link').first().waitFor();
    expect(await navigation.getByRole('button', { name: /job queues/i }).count()).toBe(0);
  });
});
