import { DEMO_USERS } from '../../libs/demo-data/demo-data.js';
import {
  apiAs,
  browserSessions,
  demoEmail,
  DEVELOPMENT_PAGE_URL,
  screenshot,
  seriousAxeViolations,
  signInAs,
  WEB_URL,
} from './support/browser.js';
import { giveNumber } from './support/phone-numbers.js';
import { submitRequestAsEmployee } from './support/requests.js';

/** What the employee's phone receives for any message of the case (its text stays in the product). */
const NOTICE = 'You have a new message about your request. Sign in to read it.';

/**
 * Journey: the coordinator texts the employee from a template; the employee answers by SMS (from the
 * development page, through the real signed inbound webhook); the answer appears on the coordinator's open
 * case page and in the open chat inbox, without a reload.
 */
describe('the employee answers a text message from the case', () => {
  const { newPage } = browserSessions();

  it('the reply sent from the development page appears on the open case and in chat, unread', async () => {
    // A request of the employee's own, handled by the coordinator: the latest open case, which a reply joins.
    const employeeNumber = await giveNumber(demoEmail('employee'));
    const caseId = await submitRequestAsEmployee();
    const caseworkerId = DEMO_USERS.find((user) => user.key === 'caseworker')!.id;
    await apiAs(
      'casemanager',
      'mutation($caseId: ID!, $userId: ID!) { assignCase(caseId: $caseId, userId: $userId) { success } }',
      { caseId, userId: caseworkerId },
    );
    await apiAs('caseworker', 'mutation($caseId: ID!) { acceptCase(caseId: $caseId) { success } }', { caseId });
    const { caseById } = await apiAs<{ caseById: { shortId: string } }>(
      'caseworker',
      'query($caseId: ID!) { caseById(caseId: $caseId) { shortId } }',
      { caseId },
    );
    const received = `We have received your request (case ${caseById.shortId}).`;

    const coordinator = await newPage();
    await signInAs(coordinator, 'caseworker');
    await coordinator.waitForURL(/\/accommodations\/cases/);

    // The coordinator's chat, open in another tab before anything is sent.
    const chat = await coordinator.context().newPage();
    await chat.goto(`${WEB_URL}/chat`);
    await chat.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    await chat.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });

    await coordinator.goto(`${WEB_URL}/accommodations/cases/${caseId}`);
    await coordinator.getByRole('heading', { level: 1, name: 'Accommodation or leave request' }).waitFor();
    const messages = coordinator.locator('section', {
      has: coordinator.getByRole('heading', { level: 2, name: 'Messages' }),
    });
    const form = messages.getByRole('form', { name: 'Send a message' });
    await form.getByRole('button', { name: 'SMS' }).click();
    await form.getByRole('combobox', { name: 'Template' }).click();
    await coordinator.getByRole('option', { name: 'Request received' }).click();
    await form.getByRole('region', { name: 'Preview' }).getByText(received, { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Send message' }).click();

    const thread = messages.getByRole('list', { name: 'Messages with the employee' });
    const sent = thread.getByRole('listitem').filter({ hasText: received });
    // Sent: the worker handed the notice to the (stand-in) SMS provider, so the development page has it.
    await sent.getByTestId('message-status').getByText('Sent').waitFor({ timeout: 20000 });

    const developmentPage = await newPage();
    await developmentPage.goto(DEVELOPMENT_PAGE_URL);
    await developmentPage.getByRole('heading', { level: 1, name: 'Messages sent (development)' }).waitFor();
    const textMessage = developmentPage
      .getByRole('article', { name: `SMS to ${employeeNumber}` })
      .filter({ hasText: NOTICE });
    await textMessage.waitFor();
    expect(await seriousAxeViolations(developmentPage)).toEqual([]);

    const reply = `Thanks, I can do Thursday morning (${Date.now()})`;
    await textMessage.getByLabel(`Reply by SMS as ${employeeNumber}`, { exact: false }).fill(reply);
    await textMessage.getByRole('button', { name: 'Send SMS reply' }).click();
    await developmentPage
      .getByRole('status')
      .getByText(`Reply sent by SMS from ${employeeNumber}`, { exact: false })
      .waitFor();
    await screenshot(developmentPage, 'sms-reply-development-page');

    // On the case page, still open: the employee's answer joins the thread.
    await thread.getByRole('listitem').filter({ hasText: reply }).waitFor({ timeout: 20000 });
    await screenshot(coordinator, 'sms-reply-case-thread');

    // In the chat tab, open since before: the case's conversation now has unread messages.
    const row = chat
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button')
      .filter({ hasText: `#${caseById.shortId}` });
    await row.getByText(/\d+ unread messages?/).waitFor({ timeout: 20000 });
    await row.click();
    await chat
      .getByRole('region', { name: new RegExp(`^Conversation about #${caseById.shortId}\\b`) })
      .getByText(reply)
      .waitFor();
    await screenshot(chat, 'sms-reply-chat');
  });
});
