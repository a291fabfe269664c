import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, seriousAxeViolations, signInAs, WEB_URL } from './support/browser.js';

/** Journeys 1 and 6: an employee answers the default form across two visits; an admin builds a conditional form. */
describe('intake forms', () => {
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

  it('an employee starts the default request, leaves, resumes the draft from My Requests, submits and sees it there', async () => {
    await signInAs(page, 'employee');
    await page.waitForURL(/\/accommodations\/welcome$/);
    await page
      .getByRole('link', { name: /new request/i })
      .first()
      .click();
    await page.waitForURL(/\/accommodations\/request$/);
    await page.getByRole('heading', { level: 1, name: 'Accommodation or leave request' }).waitFor();
    await page.getByRole('radio', { name: 'An accommodation' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('A sit-stand desk'),
    );
    await page.getByLabel(/Which accommodation would help you/).fill('A sit-stand desk');
    await saved;
    await page.getByText('Saved', { exact: false }).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'form-runner');

    await page.goto(`${WEB_URL}/accommodations/requests`);
    await page
      .getByRole('button', { name: /^Resume draft/ })
      .or(page.getByRole('link', { name: /^Resume draft/ }))
      .first()
      .click();
    await page.waitForURL(/draftId=/);
    await page.getByRole('heading', { level: 1, name: 'Accommodation or leave request' }).waitFor();
    await expect(page.getByRole('radio', { name: 'An accommodation' }).isChecked()).resolves.toBe(true);

    const submit = page.getByRole('button', { name: 'Submit' });
    for (let step = 0; step < 10 && !(await submit.isVisible()); step++) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await submit.click();
    try {
      await page.getByRole('heading', { level: 1, name: /thank you/i }).waitFor({ timeout: 10000 });
    } catch (error) {
      await screenshot(page, 'form-submit-failure');
      throw error;
    }
    await screenshot(page, 'form-submitted');

    // The request is in My Requests, at its first stage.
    await page.goto(`${WEB_URL}/accommodations/requests`);
    const progress = page.getByRole('list', { name: /^Progress of request/ }).first();
    await progress.waitFor();
    await expect(progress.locator('[aria-current="step"]').innerText()).resolves.toContain('Submitted');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'my-requests');
  });

  it('an admin builds a form with a conditional question, publishes it, and a respondent sees the question appear', async () => {
    const linkName = `pregnancy-${Date.now()}`;
    await signInAs(page, 'admin');
    await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor();
    await page.goto(`${WEB_URL}/form-builder`);
    await page.getByLabel(/^Name/).fill('Pregnancy accommodation');
    await page.getByLabel(/^Link name/).fill(linkName);
    await page.getByLabel('Show one question per step').setChecked(false);

    await page.getByLabel('New question type').selectOption('SINGLESELECT');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page
      .getByLabel(/^Question text/)
      .nth(0)
      .fill('Are you pregnant?');
    await page
      .getByLabel(/^Options \(one per line\)/)
      .nth(0)
      .fill('Yes\nNo');

    await page.getByLabel('New question type').selectOption('TEXT');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page
      .getByLabel(/^Question text/)
      .nth(1)
      .fill('What would help during the pregnancy?');
    await page.getByLabel('Show only when').nth(1).selectOption({ index: 1 });
    await page.getByLabel('Answer').first().selectOption('Yes');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'form-editor');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/Version 1 published/).waitFor();
    await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);

    const respondent = await (await browser.newContext()).newPage();
    try {
      await signInAs(respondent, 'employee');
      await respondent.waitForURL(/\/accommodations\/welcome$/);
      await respondent.goto(`${WEB_URL}/l/${linkName}`);
      await respondent.waitForURL(new RegExp(`/accommodations/request/${linkName}`));
      await respondent.getByRole('heading', { level: 1, name: 'Pregnancy accommodation' }).waitFor();
      const conditional = respondent.getByLabel(/What would help during the pregnancy/);
      await expect(conditional.count()).resolves.toBe(0);
      await respondent.getByRole('radio', { name: 'Yes' }).check();
      await conditional.waitFor();
      await respondent.getByRole('radio', { name: 'No' }).check();
      await conditional.waitFor({ state: 'detached' });
    } finally {
      await respondent.context().close();
    }
  });
});
