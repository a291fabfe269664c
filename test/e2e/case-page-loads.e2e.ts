import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../../libs/demo-data/demo-data.js';
import { waitFor } from '../support/eventually.js';
import { apiAs, browserSessions, signInAs, WEB_URL } from './support/browser.js';
import { submitRequestAsEmployee } from './support/requests.js';
import { restoreAcmeWorkflows, silenceAcmeTrigger, storedAcmeWorkflows } from './support/workflow-settings.js';

/** The caseById requests the page sends, counted as they leave the browser. */
function countCaseByIdRequests(page: Page): { total: number } {
  const counted = { total: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { query?: string } | null;
    if (body?.query?.includes('caseById(')) counted.total += 1;
  });
  return counted;
}

/** The ids of the timeline entries the page's subscription socket delivered. */
function liveEntryIds(page: Page): Set<string> {
  const ids = new Set<string>();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type?: string;
        payload?: { data?: { caseActivityAdded?: { id: string } } };
      };
      const entry = message.type === 'next' ? message.payload?.data?.caseActivityAdded : undefined;
      if (entry) ids.add(entry.id);
    }),
  );
  return ids;
}

const addNoteAsAdmin = (caseId: string, text: string) =>
  apiAs('admin', 'mutation($caseId: ID!, $text: String!) { addCaseNote(caseId: $caseId, text: $text) { success } }', {
    caseId,
    text,
  });

/**
 * The case page loads the case in one request, and the author's own changes (a comment, an internal note,
 * a decision) reach its screen from their answers: no caseById request, neither after the change nor
 * when its live event comes back. Someone else's change still reloads the case.
 */
describe('case page requests', () => {
  const { newPage } = browserSessions();
  let workflows: unknown;

  // The organization's workflow would answer the request and the decision with changes of its own (a notice
  // and its run's timeline entry, a message): someone else's changes, which reload the case.
  beforeAll(async () => {
    workflows = await storedAcmeWorkflows();
    await silenceAcmeTrigger('DECISION_ADDED');
    await silenceAcmeTrigger('FORM_ANSWERED');
  });
  afterAll(() => restoreAcmeWorkflows(workflows));

  it('opens with one caseById request and sends none after the author comments, adds a note and decides', async () => {
    const caseId = await submitRequestAsEmployee();
    const caseworkerId = DEMO_USERS.find((user) => user.key === 'caseworker')!.id;
    await apiAs(
      'casemanager',
      'mutation($caseId: ID!, $userId: ID!) { assignCase(caseId: $caseId, userId: $userId) { success } }',
      { caseId, userId: caseworkerId },
    );
    await apiAs('caseworker', 'mutation($caseId: ID!) { acceptCase(caseId: $caseId) { success } }', { caseId });

    const coordinator = await newPage();
    await signInAs(coordinator, 'caseworker');
    await coordinator.waitForURL(/\/accommodations\/cases/);
    const loads = countCaseByIdRequests(coordinator);
    const live = liveEntryIds(coordinator);
    const figures: Record<string, number> = {};

    await coordinator.goto(`${WEB_URL}/accommodations/cases/${caseId}`);
    await coordinator.getByRole('button', { name: 'Record a decision' }).waitFor();
    figures.opening = loads.total;
    expect(loads.total).toBe(1);

    // Someone else's change comes live and reloads the case: the subscription is in place from here on.
    const first = `Payroll confirmed the dates (${Date.now()})`;
    await addNoteAsAdmin(caseId, first);
    await coordinator.getByText(first).waitFor({ timeout: 15000 });
    figures.afterSomeoneElsesNote = loads.total - figures.opening;

    /**
     * Runs one change in the page and waits for its answer and for its live event to come back; answers
     * how many caseById requests had been sent before it.
     */
    const ownChange = async (field: string, act: () => Promise<void>) => {
      const before = loads.total;
      const answered = coordinator.waitForResponse(
        (response) => (response.request().postData() ?? '').includes(`${field}(`) && response.status() === 200,
      );
      await act();
      const body = (await (await answered).json()) as {
        data: Record<string, { success: boolean; activities: { id: string }[] }>;
      };
      const [entry] = body.data[field].activities;
      expect(entry).toBeDefined();
      await waitFor(() => live.has(entry.id), { what: `the live event of ${field}`, timeoutMs: 15000 });
      return before;
    };

    const comment = `Could you send a note from your provider? (${Date.now()})`;
    const beforeComment = await ownChange('addCaseComment', async () => {
      await coordinator.getByRole('textbox', { name: 'Write to the employee' }).fill(comment);
      await coordinator.getByRole('button', { name: 'Send', exact: true }).click();
    });
    await coordinator.getByText(comment).waitFor();

    const note = `Check the leave balance first (${Date.now()})`;
    const beforeNote = await ownChange('addCaseNote', async () => {
      await coordinator.getByRole('textbox', { name: 'Write an internal note' }).fill(note);
      await coordinator.getByRole('button', { name: 'Add note' }).click();
    });
    await coordinator.getByText(note).waitFor();

    const beforeDecision = await ownChange('addCaseDecision', async () => {
      await coordinator.getByRole('button', { name: 'Record a decision' }).click();
      const dialog = coordinator.getByRole('dialog', { name: 'Record a decision' });
      await dialog.getByRole('radio', { name: 'Approve' }).check();
      await dialog.getByLabel('Start date').fill('2026-12-01');
      await dialog.getByLabel('End date').fill('2027-05-31');
      await dialog.getByLabel('Decision text').fill('A sit-stand desk.');
      await dialog.getByRole('button', { name: 'Record decision' }).click();
    });
    await coordinator.getByRole('region', { name: 'Decisions' }).getByText('A sit-stand desk.').waitFor();
    const beforeLast = loads.total;

    // Someone else's change once more: live events are taken in order, so once it has been shown, the
    // events of the author's own changes have been looked at too.
    const last = `Employee called about the desk (${Date.now()})`;
    await addNoteAsAdmin(caseId, last);
    await coordinator.getByText(last).waitFor({ timeout: 15000 });
    // Each change's figure: the requests sent from its start to the start of the next (its own answer
    // and its live event); the decision's up to the last note from someone else.
    figures.afterComment = beforeNote - beforeComment;
    figures.afterNote = beforeDecision - beforeNote;
    figures.afterDecision = beforeLast - beforeDecision;
    process.stdout.write(`caseById requests on the case page: ${JSON.stringify(figures)}\n`);

    // One to open, one for each of someone else's two notes, none for the author's own three changes.
    expect(loads.total).toBe(3);
  });
});
