import type { Page } from 'playwright-core';
import { DEMO_CASES, DEMO_USERS } from '../../libs/demo-data/demo-data.js';
import { apiAs, browserSessions, screenshot, seriousAxeViolations, signInAs, WEB_URL } from './support/browser.js';
import { submitRequestAsEmployee } from './support/requests.js';

const modifiedSchedule = DEMO_CASES.find((candidate) => candidate.shortId === 'AC-1003')!;

const countOn = async (page: Page, tab: string) => {
  const text = await page.getByRole('tab', { name: new RegExp(`^${tab}\\b`) }).innerText();
  return Number(/(\d+)\s*$/.exec(text.trim())?.[1] ?? NaN);
};

/** Journeys 2 to 4: staff work cases while other open screens follow along without reloading. */
describe('case work, live', () => {
  const { newPage } = browserSessions();

  it('the HR representative sees a new request arrive, assigns the ADA Coordinator and becomes HR rep; a second viewer follows', async () => {
    const manager = await newPage();
    await signInAs(manager, 'casemanager');
    await manager.waitForURL(/\/accommodations\/cases/);
    await manager.getByRole('tab', { name: /^New\b/ }).waitFor();
    await manager.waitForFunction(() => !document.querySelector('[data-testid="count-loading"]'));
    const newBefore = await countOn(manager, 'New');

    const caseId = await submitRequestAsEmployee();
    // The count goes up and the request appears without a reload.
    await manager.waitForFunction(
      (expected) =>
        [...document.querySelectorAll('[role="tab"]')].some((tab) =>
          new RegExp(`^New\\s*${expected}$`).test(tab.textContent?.trim() ?? ''),
        ),
      newBefore + 1,
      { timeout: 15000 },
    );
    const link = manager.locator(`a[href$="/accommodations/cases/${caseId}"]`);
    await link.waitFor();
    await link.click();
    await manager.getByRole('heading', { level: 1, name: 'Accommodation or leave request' }).waitFor();

    const watcher = await newPage();
    await signInAs(watcher, 'admin');
    await watcher.waitForURL(/\/accommodations\/cases/);
    await watcher.goto(`${WEB_URL}/accommodations/cases/${caseId}`);
    await watcher.getByRole('heading', { level: 1, name: 'Accommodation or leave request' }).waitFor();

    await manager.getByRole('button', { name: 'Assign', exact: true }).click();
    const assign = manager.getByRole('dialog', { name: 'Assign this case' });
    await assign.getByRole('combobox', { name: 'Person' }).fill('Cora');
    await manager.getByRole('option', { name: /^Cora Coordinator — ADA Coordinator/ }).click();
    // The dialog, checked before the visit type menu opens (a menu fading out has no contrast to speak of).
    expect(await seriousAxeViolations(manager)).toEqual([]);
    await assign.getByRole('combobox', { name: 'Visit type' }).click();
    await manager.getByRole('option', { name: 'Video call' }).click();
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await manager.getByText('Operation succeeded!').first().waitFor();

    // The second viewer's timeline and header follow without a reload.
    await watcher
      .getByText('Harper Rep assigned the case to Cora Coordinator (Video call)', { exact: true })
      .waitFor({ timeout: 15000 });

    await manager.getByRole('button', { name: 'Set HR representative' }).click();
    await manager
      .getByRole('dialog', { name: 'Set the HR representative' })
      .getByRole('button', { name: 'Make me HR representative' })
      .click();
    await watcher
      .getByText('Harper Rep made Harper Rep the HR representative', { exact: true })
      .waitFor({ timeout: 15000 });
    expect(await seriousAxeViolations(watcher)).toEqual([]);
    await screenshot(watcher, 'case-detail-triaged');
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
    await coordinator
      .getByRole('dialog', { name: 'De-escalate this case?' })
      .getByRole('button', { name: 'De-escalate' })
      .click();
    await coordinator.getByText('Cora Coordinator de-escalated the case', { exact: true }).waitFor();
    await row.getByText(/^Escalated/).waitFor({ state: 'detached', timeout: 15000 });
  });

  it('the coordinator records the decision; the manager on the case sees it live, the employee sees the outcome and the tracker at Final Decision', async () => {
    const caseId = await submitRequestAsEmployee();
    const caseworkerId = DEMO_USERS.find((user) => user.key === 'caseworker')!.id;
    await apiAs(
      'casemanager',
      'mutation($caseId: ID!, $userId: ID!) { assignCase(caseId: $caseId, userId: $userId) { success } }',
      {
        caseId,
        userId: caseworkerId,
      },
    );
    await apiAs('caseworker', 'mutation($caseId: ID!) { acceptCase(caseId: $caseId) { success } }', { caseId });

    const employee = await newPage();
    await signInAs(employee, 'employee');
    await employee.waitForURL(/\/accommodations\/welcome$/);
    await employee.goto(`${WEB_URL}/accommodations/requests/${caseId}`);
    await employee.getByRole('heading', { level: 1, name: 'Accommodation or leave request' }).waitFor();

    // A second staff member watches the same case page.
    const manager = await newPage();
    await signInAs(manager, 'casemanager');
    await manager.waitForURL(/\/accommodations\/cases/);
    await manager.goto(`${WEB_URL}/accommodations/cases/${caseId}`);
    const managersDecisions = manager.getByRole('region', { name: 'Decisions' });
    await managersDecisions.getByText('No decision has been recorded.').waitFor();

    const coordinator = await newPage();
    await signInAs(coordinator, 'caseworker');
    await coordinator.waitForURL(/\/accommodations\/cases/);
    await coordinator.goto(`${WEB_URL}/accommodations/cases/${caseId}`);
    await coordinator.getByRole('button', { name: 'Record a decision' }).click();
    const dialog = coordinator.getByRole('dialog', { name: 'Record a decision' });
    await dialog.getByRole('radio', { name: 'Approve' }).check();
    await dialog.getByLabel('Start date').fill('2026-12-01');
    await dialog.getByLabel('End date').fill('2027-05-31');
    await dialog.getByLabel('Decision text').fill('A sit-stand desk and a quieter workspace.');
    expect(await seriousAxeViolations(coordinator)).toEqual([]);
    await dialog.getByRole('button', { name: 'Record decision' }).click();
    await coordinator.getByText('Operation succeeded!').first().waitFor();

    // The manager's page and the employee's page follow without a reload.
    await managersDecisions.getByText('A sit-stand desk and a quieter workspace.').waitFor({ timeout: 15000 });
    await manager.getByText('Cora Coordinator recorded a decision', { exact: false }).first().waitFor();
    const outcome = employee.getByRole('region', { name: 'Outcome' });
    await outcome.getByText('Approved').first().waitFor({ timeout: 15000 });
    await outcome.getByText('A sit-stand desk and a quieter workspace.').waitFor();
    const current = employee.locator('[aria-current="step"]').first();
    await employee.waitForFunction(
      () => document.querySelector('[aria-current="step"]')?.textContent?.includes('Final Decision') ?? false,
    );
    expect(await current.innerText()).toContain('Final Decision');
    expect(await seriousAxeViolations(employee)).toEqual([]);
    await screenshot(employee, 'request-decided');
  });
});
