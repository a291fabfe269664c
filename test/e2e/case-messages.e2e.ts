import pg from 'pg';
import { DEMO_CASES } from '../../libs/demo-data/demo-data.js';
import {
  browserSessions,
  demoEmail,
  E2E_ENV,
  screenshot,
  seriousAxeViolations,
  signInAs,
  WEB_URL,
} from './support/browser.js';

const leaveCase = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1002')!;
const NOTICE = 'You have a new message about your request. Sign in to read it.';

/** Journey: the coordinator texts the employee from a template and watches it go out. */
describe('texting the employee from a template on the case page', () => {
  const { newPage } = browserSessions();

  beforeAll(async () => {
    // The demo employee has no mobile number; a text needs one.
    const client = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
    await client.connect();
    try {
      await client.query(`UPDATE app_user SET phone_number = '555-201-0042' WHERE lower(email) = lower($1)`, [
        demoEmail('employee'),
      ]);
    } finally {
      await client.end();
    }
  });

  it('picks a template, sees it filled and what the employee receives, sends, and sees the status turn to sent live', async () => {
    const coordinator = await newPage();
    await signInAs(coordinator, 'caseworker');
    await coordinator.waitForURL(/\/accommodations\/cases/);
    await coordinator.goto(`${WEB_URL}/accommodations/cases/${leaveCase.id}`);
    await coordinator.getByRole('heading', { level: 1, name: leaveCase.title }).waitFor();
    const messages = coordinator.locator('section', {
      has: coordinator.getByRole('heading', { level: 2, name: 'Messages' }),
    });
    const form = messages.getByRole('form', { name: 'Send a message' });
    await form.getByRole('button', { name: 'SMS' }).click();
    await form.getByRole('combobox', { name: 'Template' }).click();
    await coordinator.getByRole('option', { name: 'Request received' }).click();

    const preview = form.getByRole('region', { name: 'Preview' });
    await preview.getByText(`We have received your request (case ${leaveCase.shortId}).`, { exact: false }).waitFor();
    expect(await preview.getByText('{{', { exact: false }).count()).toBe(0);
    await preview.getByText(`The employee receives only: “${NOTICE}”`, { exact: false }).waitFor();
    await preview
      .getByText('The text message the employee receives takes 1 SMS segment (160 GSM characters each).')
      .waitFor();
    expect(await seriousAxeViolations(coordinator)).toEqual([]);
    await screenshot(coordinator, 'case-messages-compose');

    await form.getByRole('button', { name: 'Send message' }).click();
    const thread = messages.getByRole('list', { name: 'Messages with the employee' });
    const sent = thread
      .getByRole('listitem')
      .filter({ hasText: `We have received your request (case ${leaveCase.shortId})` });
    await sent.first().waitFor();
    // The worker hands it to the SMS provider; the status changes on the open page without a reload.
    await sent.first().getByTestId('message-status').getByText('Sent', { exact: false }).waitFor({ timeout: 20000 });
    expect(await sent.first().getByTestId('message-status').textContent()).toBe('Status: Sent');
  });
});
