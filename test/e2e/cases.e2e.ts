import type { Browser, Page } from 'playwright-core';
import { DEMO_CASES } from '../../libs/database/seed/demo-data.js';
import { launchBrowser, screenshot, seriousAxeViolations, signInAs, WEB_URL } from './support/browser.js';

const modifiedSchedule = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1003')!;

/** Journeys 2 to 4: staff work cases while other open screens follow along without reloading. */
describe('case work, live', () => {
  let browser: Browser;
  const pages: Page[] = [];
  const newPage = async () => {
    const page = await (await browser.newContext()).newPage();
    pages.push(page);
    return page;
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });

  it('a coordinator escalates and de-escalates; the open list and the employee see what they should', async () => {
    const manager = await newPage();
    await signInAs(manager, 'casemanager');
    await manager.waitForURL(/\/accommodations\/cases/);
    const row = manager.getByRole('row').filter({ hasText: modifiedSchedule.shortId });
    await row.waitFor();
    expect(await row.getByText(/^Escalated/).count()).toBe(0);
    expect(await seriousAxeViolations(manager)).toEqual([]);
    await screenshot(manager, 'case-list');

    const coordinator = await newPage();
    await signInAs(coordinator, 'caseworker');
    await coordinator.waitForURL(/\/accommodations\/cases/);
    await coordinator.goto(`${WEB_URL}/accommodations/cases/${modifiedSchedule.id}`);
    await coordinator.getByRole('heading', { level: 1, name: modifiedSchedule.title }).waitFor();
    await coordinator.getByRole('button', { name: 'Escalate', exact: true }).click();
    const dialog = coordinator.getByRole('dialog', { name: 'Escalate this case' });
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await coordinator.getByRole('option', { name: /clinical/i }).click();
    await dialog.getByLabel('Reason 1').fill('Needs a clinician to review the restrictions');
    await dialog.getByRole('button', { name: 'Escalate' }).click();
    await coordinator.getByText('Operation succeeded!').waitFor();
    await coordinator.getByText('Cora Coordinator escalated the case (clinical escalation)', { exact: true }).waitFor();
    expect(await seriousAxeViolations(coordinator)).toEqual([]);
    await screenshot(coordinator, 'case-detail-escalated');

    // The manager's list shows it without a reload.
    await row.getByText(/^Escalated/).waitFor({ timeout: 15000 });

    // The employee sees the request, its stage and nothing of the escalation.
    const employee = await newPage();
    await signInAs(employee, 'employee');
    await employee.waitForURL(/\/accommodations\/welcome$/);
    await employee.goto(`${WEB_URL}/accommodations/requests/${modifiedSchedule.id}`);
    await employee.getByRole('heading', { level: 1, name: modifiedSchedule.title }).waitFor();
    await employee.getByText('Review & Interaction').first().waitFor();
    expect(await employee.getByText(/escalat/i).count()).toBe(0);
    expect(await employee.getByRole('button', { name: /escalate|assign|archive/i }).count()).toBe(0);
    expect(await seriousAxeViolations(employee)).toEqual([]);
    await screenshot(employee, 'request-detail-employee');

    await coordinator.getByRole('button', { name: 'De-escalate' }).first().click();
    await coordinator.getByRole('dialog', { name: 'De-escalate this case?' }).getByRole('button', { name: 'De-escalate' }).click();
    await coordinator.getByText('Cora Coordinator de-escalated the case', { exact: true }).waitFor();
    await row.getByText(/^Escalated/).waitFor({ state: 'detached', timeout: 15000 });
  });
});
