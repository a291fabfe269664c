import type { Browser, Page } from 'playwright-core';
import { DEMO_CASES } from '../../libs/demo-data/demo-data.js';
import { apiAs, launchBrowser, screenshot, seriousAxeViolations, WEB_URL } from './support/browser.js';

const SEND_LINK = `mutation($caseId: ID!) {
  sendPaymentInfoLink(caseId: $caseId, channel: EMAIL, amountCents: 4900) { success paymentInfoStatus } }`;
const THREAD = `query($id: ID!) { caseById(caseId: $id) { paymentInfoStatus messages { text } } }`;

type Thread = { caseById: { paymentInfoStatus: string; messages: { text: string }[] } };

/** An employee gives a card through the payment link staff sent, on the local stand-in card field. */
describe('payment setup link', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
  });
  afterEach(() => page.context().close());

  it('saves the card once, without signing in, and the link cannot be used again', async () => {
    const caseRecord = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1003')!;
    const sent = await apiAs<{ sendPaymentInfoLink: { paymentInfoStatus: string } }>('cvadmin', SEND_LINK, {
      caseId: caseRecord.id,
    });
    expect(sent.sendPaymentInfoLink.paymentInfoStatus).toBe('SENT_LINK');
    // The link is in the message the case team sees (the employee gets it after signing in, or in full text).
    const thread = await apiAs<Thread>('cvadmin', THREAD, { id: caseRecord.id });
    const links = thread.caseById.messages.flatMap(
      (message) => message.text.match(/\/payment-setup\/[0-9a-f-]{36}/g) ?? [],
    );
    const link = `${WEB_URL}${links[links.length - 1]}`;

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Payment setup' }).waitFor();
    await page.getByText('$49.00').waitFor();
    await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/Expiry/).fill('12/34');
    await page.getByLabel(/Security code/).fill('123');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'payment-setup');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment information saved' }).waitFor();

    // Stripe's webhook (posted by the stand-in, signed) reaches the api; the worker marks the case.
    for (let tries = 0; ; tries += 1) {
      const { caseById } = await apiAs<Thread>('cvadmin', THREAD, { id: caseRecord.id });
      if (caseById.paymentInfoStatus === 'SUBMITTED') break;
      if (tries > 100) throw new Error(`the case stayed ${caseById.paymentInfoStatus}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    await page.goto(link);
    await page.getByText('This payment link has already been used.').waitFor();
  });
});
