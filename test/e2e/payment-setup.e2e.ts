import { DEMO_CASES } from '../../libs/demo-data/demo-data.js';
import { apiAs, browserSessions, screenshot, seriousAxeViolations, signInAs, WEB_URL } from './support/browser.js';

const THREAD = `query($id: ID!) { caseById(caseId: $id) { paymentInfoStatus messages { text } } }`;

type Thread = { caseById: { paymentInfoStatus: string; messages: { text: string }[] } };

/**
 * TPA Support sends the employee a payment link from the case page; the employee gives a card on the link's
 * page (the local stand-in card field), without signing in; the case page, still open, shows the card saved.
 */
describe('payment setup link', () => {
  const sessions = browserSessions();

  it('is sent from the case page, takes a card once, and the case shows it live', async () => {
    const caseRecord = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1003')!;
    const support = await sessions.newPage();
    await signInAs(support, 'tpaSupport');
    await support.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await support.goto(`${WEB_URL}/accommodations/cases/${caseRecord.id}`);
    await support.getByRole('heading', { level: 1, name: caseRecord.title }).waitFor();
    const section = support.getByRole('region', { name: 'Payment information' });
    await section.getByRole('button', { name: /Send (a new )?payment link/ }).click();
    const dialog = support.getByRole('dialog', { name: 'Send payment link' });
    await dialog.getByLabel(/Amount shown on the page/).fill('49.00');
    expect(await seriousAxeViolations(support)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByText('Payment link sent. Waiting for the employee to add a card.').waitFor();

    // The link is in the message the case team sees (the employee gets it after signing in, or in full text).
    const thread = await apiAs<Thread>('cvadmin', THREAD, { id: caseRecord.id });
    expect(thread.caseById.paymentInfoStatus).toBe('SENT_LINK');
    const links = thread.caseById.messages.flatMap(
      (message) => message.text.match(/\/payment-setup\/[0-9a-f-]{36}/g) ?? [],
    );
    const link = `${WEB_URL}${links[links.length - 1]}`;

    const employee = await sessions.newPage();
    await employee.goto(link);
    await employee.getByRole('heading', { level: 1, name: 'Payment setup' }).waitFor();
    await employee.getByText('$49.00').waitFor();
    await employee.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await employee.getByLabel(/Expiry/).fill('12/34');
    await employee.getByLabel(/Security code/).fill('123');
    expect(await seriousAxeViolations(employee)).toEqual([]);
    await screenshot(employee, 'payment-setup');
    await employee.getByRole('button', { name: 'Save card' }).click();
    await employee.getByRole('heading', { level: 1, name: 'Payment information saved' }).waitFor();

    // Stripe's webhook (posted by the stand-in, signed) reaches the api; the worker marks the case, and the
    // case page hears of it on its live timeline without a reload.
    await section.getByText('Card saved.').waitFor({ timeout: 30_000 });
    await section.getByText(/Visa ending 4242/).waitFor();
    expect(await seriousAxeViolations(support)).toEqual([]);
    await screenshot(support, 'case-payment-information');

    await employee.goto(link);
    await employee.getByText('This payment link has already been used.').waitFor();
  });
});
