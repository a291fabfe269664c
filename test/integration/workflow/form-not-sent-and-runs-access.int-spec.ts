import { CaseActivityType } from '#events';
import { WorkflowClock } from '#domain/workflow-runs';
import { waitFor } from '#test/eventually';
import { FormNotSentSweepHandler } from '../../../apps/worker/src/workflow/form-not-sent-sweep.handler.js';
import { startWorkflowStack, type WorkflowStack } from './workflow-stack.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RUNS = `query($caseId: ID, $status: RunStatus, $first: Int, $after: String) {
  workflowRuns(caseId: $caseId, status: $status, first: $first, after: $after) {
    totalCount pageInfo { endCursor hasNextPage } runs { id caseId caseShortId trigger status reason attempts createdAt finishedAt } } }`;
const CASE_RUNS = `query($id: ID!) { caseById(caseId: $id) { workflowRuns { id trigger status reason } } }`;

describe('workflow: FORM_NOT_SENT, and who sees runs', () => {
  let stack: WorkflowStack;
  const runsOfCase = (caseId: string) =>
    stack.org.query<{ id: string; trigger: string; status: string }>(
      'SELECT id, trigger, status FROM workflow_run WHERE case_id = $1',
      [caseId],
    );
  const sweep = () => stack.worker.get(FormNotSentSweepHandler).handle();

  beforeAll(async () => {
    stack = await startWorkflowStack();
  });
  afterAll(async () => {
    await stack?.setWorkflows({});
    await stack?.close();
  });

  it('fires once per open case older than formNotSentDays without a form sent, not for one that got a form', async () => {
    await stack.setWorkflows({
      triggers: { FORM_NOT_SENT: [{ type: 'NOTIFY_ROLES', roles: ['CASEMANAGER'] }] },
      formNotSentDays: 2,
    });
    const old = await stack.org.insertCase({
      submitter: 'Pat',
      status: 'IN_PROGRESS',
      createdAt: new Date(Date.now() - 3 * DAY_MS),
    });
    const withForm = await stack.org.insertCase({
      submitter: 'Pat',
      status: 'IN_PROGRESS',
      createdAt: new Date(Date.now() - 3 * DAY_MS),
    });
    await stack.record(withForm, CaseActivityType.FOLLOW_UP_FORM);
    const decided = await stack.org.insertCase({
      submitter: 'Pat',
      status: 'APPROVED',
      createdAt: new Date(Date.now() - 3 * DAY_MS),
    });
    const young = await stack.org.insertCase({ submitter: 'Pat', status: 'OPEN' });

    await sweep();
    const [run] = await waitFor(() => runsOfCase(old), {
      what: 'the FORM_NOT_SENT run to succeed',
      until: (runs) => runs.length === 1 && runs[0].status === 'SUCCESS',
    });
    expect(run.trigger).toBe('FORM_NOT_SENT');
    const notices = await stack.org.query('SELECT user_id FROM user_notification WHERE dedupe_key = $1', [
      `workflow:${run.id}:0`,
    ]);
    expect(notices).toEqual([{ user_id: stack.org.users.Manager.id }]);
    for (const caseId of [withForm, decided, young]) expect(await runsOfCase(caseId)).toEqual([]);

    // Sweeping again starts nothing new: one run per case, ever.
    await sweep();
    expect(await runsOfCase(old)).toEqual([run]);
  });

  it('counts days on the injected clock: a fresh case is due once the clock is past formNotSentDays', async () => {
    await stack.setWorkflows({
      triggers: { FORM_NOT_SENT: [{ type: 'NOTIFY_ROLES', roles: ['ADMIN'] }] },
      formNotSentDays: 5,
    });
    const caseId = await stack.org.insertCase({ submitter: 'Pat', status: 'OPEN' });
    const clock = stack.worker.get(WorkflowClock);
    const now = clock.now.bind(clock);
    const setClock = (date: Date) => (clock.now = () => date);
    try {
      setClock(new Date(Date.now() + 4 * DAY_MS));
      await sweep();
      expect(await runsOfCase(caseId)).toEqual([]);
      setClock(new Date(Date.now() + 6 * DAY_MS));
      await sweep();
      await waitFor(() => runsOfCase(caseId), {
        what: 'the run to succeed',
        until: (runs) => runs.length === 1 && runs[0].status === 'SUCCESS',
      });
    } finally {
      clock.now = now;
    }
  });

  describe('workflowRuns and Case.workflowRuns', () => {
    let caseId: string;
    let runIds: string[];

    beforeAll(async () => {
      await stack.setWorkflows({
        triggers: {
          FORM_ANSWERED: [{ type: 'NOTIFY_ROLES', roles: ['CASEMANAGER'] }],
          DECISION_ADDED: [{ type: 'MOVE_CASE', status: 'OPEN' }],
        },
      });
      caseId = await stack.org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
      runIds = [];
      for (const type of [
        CaseActivityType.ADD_FORM_RESPONSE,
        CaseActivityType.ADD_DECISION,
        CaseActivityType.ADD_FORM_RESPONSE,
      ]) {
        runIds.push((await stack.endedRun(await stack.record(caseId, type))).id);
      }
    });

    it('an admin (edit_settings) pages the organization’s runs newest first and filters by status', async () => {
      const first = await stack.graphql('Admin', RUNS, { first: 2 });
      expect(first.errors).toBeUndefined();
      const page = first.data!.workflowRuns as {
        totalCount: number;
        pageInfo: { endCursor: string; hasNextPage: boolean };
        runs: { id: string; status: string; reason: string | null; caseId: string }[];
      };
      expect(page.totalCount).toBeGreaterThanOrEqual(3);
      expect(page.runs.map((run) => run.id)).toEqual([runIds[2], runIds[1]]);
      expect(page.runs[1]).toMatchObject({
        status: 'ERROR',
        reason: 'Action 1 (MOVE_CASE): A case cannot move from IN_PROGRESS to OPEN',
        caseId,
      });
      expect(page.pageInfo.hasNextPage).toBe(true);
      const next = await stack.graphql('Admin', RUNS, { first: 2, after: page.pageInfo.endCursor, caseId });
      expect((next.data!.workflowRuns as { runs: { id: string }[] }).runs.map((run) => run.id)).toEqual([runIds[0]]);
      const errors = await stack.graphql('Admin', RUNS, { caseId, status: 'ERROR' });
      expect((errors.data!.workflowRuns as { runs: { id: string }[] }).runs.map((run) => run.id)).toEqual([runIds[1]]);
    });

    it('case staff see one case’s runs but not the organization’s log; the employee sees none', async () => {
      const worker = await stack.graphql('Worker', RUNS, { caseId });
      expect((worker.data!.workflowRuns as { runs: unknown[] }).runs).toHaveLength(3);
      const log = await stack.graphql('Worker', RUNS, {});
      expect(log.errors?.[0]).toMatchObject({
        message: 'Only who may edit the organization settings can see its workflow runs',
        extensions: { code: 'FORBIDDEN' },
      });
      const employee = await stack.graphql('Pat', RUNS, { caseId });
      expect(employee.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const onCase = await stack.graphql('Worker', CASE_RUNS, { id: caseId });
      expect((onCase.data!.caseById as { workflowRuns: { id: string }[] }).workflowRuns.map((run) => run.id)).toEqual(
        [...runIds].reverse(),
      );
      const patCase = await stack.graphql('Pat', CASE_RUNS, { id: caseId });
      expect(patCase.data!.caseById).toEqual({ workflowRuns: [] });
    });

    it('another organization’s admin finds no such case; bad paging input is refused', async () => {
      const other = await stack.graphql('OtherAdmin', RUNS, { caseId }, stack.other);
      expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const otherLog = await stack.graphql('OtherAdmin', RUNS, {}, stack.other);
      expect((otherLog.data!.workflowRuns as { runs: { caseId: string }[] }).runs).toEqual([]);
      for (const variables of [{ first: 0 }, { first: 101 }, { after: 'not-a-cursor' }, { caseId: 'x' }]) {
        const answer = await stack.graphql('Admin', RUNS, variables);
        expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });
  });
});
