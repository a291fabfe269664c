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
import { restoreAcmeWorkflows, storedAcmeWorkflows } from './support/workflow-settings.js';

/** The default DECISION_ADDED message: no PHI, only that a decision is ready. */
const DECISION_READY = 'A decision about your request is ready. Sign in to read it.';

/**
 * Journey: the HR administrator changes what happens when a decision is added (the employee is told by
 * SMS instead of e-mail); the coordinator records a decision on a case; the text message reaches the
 * employee's phone (the development outbox) and the case shows the run that sent it.
 */
describe('a workflow rule set by the administrator runs when the coordinator decides', () => {
  const { newPage } = browserSessions();
  let stored: unknown;

  beforeAll(async () => {
    stored = await storedAcmeWorkflows();
  });
  afterAll(async () => {
    await restoreAcmeWorkflows(stored);
  });

  it('DECISION_ADDED → SMS to the employee: the message appears in the development outbox', async () => {
    const employeeNumber = await giveNumber(demoEmail('employee'));
    const caseId = await submitRequestAsEmployee();
    const caseworkerId = DEMO_USERS.find((user) => user.key === 'caseworker')!.id;
    await apiAs(
      'casemanager',
      'mutation($caseId: ID!, $userId: ID!) { assignCase(caseId: $caseId, userId: $userId) { success } }',
      { caseId, userId: caseworkerId },
    );
    await apiAs('caseworker', 'mutation($caseId: ID!) { acceptCase(caseId: $caseId) { success } }', { caseId });

    // The administrator turns the default e-mail into a text message.
    const admin = await newPage();
    await signInAs(admin, 'admin');
    await admin.waitForURL(/\/accommodations\//);
    await admin.goto(`${WEB_URL}/organization-settings?tab=workflow`);
    await admin.getByRole('heading', { level: 1, name: 'Organization Settings' }).waitFor();
    const decisionAdded = admin.getByRole('region', { name: 'When a decision is added' });
    await decisionAdded.getByText(DECISION_READY, { exact: false }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await decisionAdded.getByRole('button', { name: 'Edit action 1 of 1' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit action' });
    await dialog.getByRole('radio', { name: 'SMS' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await decisionAdded.getByText(/by SMS to the employee/).waitFor();
    await admin.getByRole('button', { name: 'Save workflow' }).click();
    await admin.getByText('Unsaved changes').waitFor({ state: 'detached' });
    await screenshot(admin, 'workflow-settings-decision-sms');
    const saved = await apiAs<{
      allOrganizationSettings: { workflows: { triggers: { trigger: string; actions: { channel: string }[] }[] } };
    }>('admin', '{ allOrganizationSettings { workflows { triggers { trigger actions { channel } } } } }');
    const rule = saved.allOrganizationSettings.workflows.triggers.find((t) => t.trigger === 'DECISION_ADDED');
    expect(rule?.actions.map((action) => action.channel)).toEqual(['SMS']);

    // The coordinator records a decision on the case.
    const coordinator = await newPage();
    await signInAs(coordinator, 'caseworker');
    await coordinator.waitForURL(/\/accommodations\/cases/);
    await coordinator.goto(`${WEB_URL}/accommodations/cases/${caseId}`);
    await coordinator.getByRole('button', { name: 'Record a decision' }).click();
    const decision = coordinator.getByRole('dialog', { name: 'Record a decision' });
    await decision.getByRole('radio', { name: 'Approve' }).check();
    await decision.getByLabel('Start date').fill('2026-12-01');
    await decision.getByLabel('End date').fill('2027-05-31');
    await decision.getByLabel('Decision text').fill('A sit-stand desk.');
    await decision.getByRole('button', { name: 'Record decision' }).click();
    await coordinator.getByText('Operation succeeded!').first().waitFor();

    // The workflow's message joins the case's thread and is sent by SMS.
    const messages = coordinator.locator('section', {
      has: coordinator.getByRole('heading', { level: 2, name: 'Messages' }),
    });
    const sent = messages
      .getByRole('list', { name: 'Messages with the employee' })
      .getByRole('listitem')
      .filter({ hasText: DECISION_READY });
    await sent.getByTestId('message-status').getByText('Sent').waitFor({ timeout: 30000 });

    const outbox = await newPage();
    await outbox.goto(DEVELOPMENT_PAGE_URL);
    await outbox.getByRole('heading', { level: 1, name: 'Messages sent (development)' }).waitFor();
    await outbox
      .getByRole('article', { name: `SMS to ${employeeNumber}` })
      .first()
      .waitFor();
    await screenshot(outbox, 'workflow-decision-sms-outbox');

    // The case page, still open, shows the run that sent it, on the timeline and with its status.
    await coordinator.getByText('System ran the workflow for “Decision added”').first().waitFor({ timeout: 20000 });
    const runs = coordinator.getByRole('region', { name: 'Workflow runs' });
    const run = runs.getByRole('listitem').filter({ hasText: 'Decision added' });
    await run.getByText('Success').waitFor({ timeout: 20000 });
  });
});
