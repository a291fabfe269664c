import type { Browser, Page } from 'playwright-core';
import { DEMO_CASES } from '../../libs/demo-data/demo-data.js';
import { DEMO_FORMS } from '../../libs/demo-data/demo-forms.js';
import { apiAs, launchBrowser, screenshot, seriousAxeViolations, WEB_URL } from './support/browser.js';

/** Journey 7: someone without an account answers a form once through its link. */
describe('anonymous form link', () => {
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

  it('is answered once, without signing in, and cannot be used again', async () => {
    const caseRecord = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1002')!;
    const { createAnonymousFormToken } = await apiAs<{ createAnonymousFormToken: { tokenId: string } }>(
      'caseworker',
      'mutation($caseId: ID!, $formId: ID!) { createAnonymousFormToken(caseId: $caseId, formId: $formId, expiresInDays: 7) { tokenId } }',
      { caseId: caseRecord.id, formId: DEMO_FORMS[0].id },
    );
    const link = `${WEB_URL}/anonymous-form/request/${createAnonymousFormToken.tokenId}`;

    await page.goto(link);
    await page.getByRole('radio', { name: 'An accommodation' }).check();
    await page.getByLabel(/Which accommodation would help you/).fill('A quiet room for calls');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'anonymous-form');
    await page.getByRole('button', { name: /submit/i }).click();
    await page.getByRole('heading', { level: 1, name: /thank you/i }).waitFor();

    await page.goto(link);
    await page
      .getByText(/invalid|expired|already (been )?used|no longer/i)
      .first()
      .waitFor();
  });
});
