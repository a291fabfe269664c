import { randomUUID } from 'node:crypto';
import { CaseActivityType } from '#events';
import { waitFor } from '#test/eventually';
import { ActivityRecordedHandler } from '../../../apps/worker/src/workflow/activity-recorded.handler.js';
import { startWorkflowStack, WORKFLOW_ATTEMPTS, type WorkflowStack } from './workflow-stack.js';

const DECISION_NOTICE = 'A decision about your request is ready. Sign in to read it.';

describe('workflow: triggers run their organization’s actions once', () => {
  let stack: WorkflowStack;
  const notices = (runId: string) =>
    stack.org.query<{
      user_id: string;
      kind: string;
      title: string;
      body: string | null;
      in_app: boolean;
      email_status: string | null;
      sms_status: string | null;
    }>(
      `SELECT user_id, kind, title, body, in_app, email_status, sms_status FROM user_notification
        WHERE dedupe_key LIKE $1 ORDER BY user_id`,
      [`workflow:${runId}:%`],
    );
  const actionRows = (runId: string) =>
    stack.org.query<{ action_index: number; outcome: string; note: string | null }>(
      'SELECT action_index, outcome, note FROM workflow_run_action WHERE run_id = $1 ORDER BY action_index',
      [runId],
    );
  /** The timeline entries saying how a case's workflow runs ended. */
  const runEntries = (caseId: string) =>
    stack.org.query<{ actor_user_id: string | null; payload: Record<string, unknown> }>(
      `SELECT actor_user_id, payload FROM case_activity
        WHERE case_id = $1 AND type = 'TEXT_INFO' AND payload ->> 'field' = 'workflowRun' ORDER BY created_at`,
      [caseId],
    );
  const newCase = (fields: { status?: string; assignedTo?: string } = {}) =>
    stack.org.insertCase({ submitter: 'Pat', status: fields.status ?? 'IN_PROGRESS', assignedTo: fields.assignedTo });

  beforeAll(async () => {
    stack = await startWorkflowStack();
  });
  afterAll(() => stack?.close());
  beforeEach(async () => {
    await stack.setWorkflows({});
    await stack.org.query('UPDATE app_user SET notifications_disabled = false WHERE id = $1', [stack.org.users.Pat.id]);
  });

  it('DECISION_ADDED by default e-mails the employee the notice without PHI, sent through the provider, by nobody', async () => {
    const caseId = await newCase({ assignedTo: 'Worker' });
    const activityId = await stack.record(caseId, CaseActivityType.ADD_DECISION);
    const run = await stack.endedRun(activityId);
    expect(run).toMatchObject({ status: 'SUCCESS', reason: null, attempts: 1, trigger: 'DECISION_ADDED' });

    const pat = stack.org.users.Pat.email;
    const mail = await stack.sendGrid.waitFor((received) => received.body.personalizations[0]?.to[0]?.email === pat);
    expect(mail.body.content[0].value).toBe('You have a new message about your request. Sign in to read it.');
    const [message] = await waitFor(
      () =>
        stack.org.query<{ type: string; body: string; created_by_id: string | null }>(
          'SELECT type, body, created_by_id FROM case_message WHERE case_id = $1',
          [caseId],
        ),
      { what: 'the message to be sent', until: (rows) => rows.length === 1 && rows[0].type === 'OUTBOUND_EMAIL' },
    );
    expect(message).toEqual({ type: 'OUTBOUND_EMAIL', body: DECISION_NOTICE, created_by_id: null });
    const [entry] = await stack.org.query<{ actor_user_id: string | null; done: boolean }>(
      `SELECT actor_user_id, workflow_done_at IS NOT NULL AS done FROM case_activity
        WHERE case_id = $1 AND type = 'OUTBOUND_EMAIL' AND payload->>'status' = 'PENDING'`,
      [caseId],
    );
    expect(entry).toEqual({ actor_user_id: null, done: true });
    const [decision] = await stack.org.query<{ done: boolean }>(
      'SELECT workflow_done_at IS NOT NULL AS done FROM case_activity WHERE id = $1',
      [activityId],
    );
    expect(decision.done).toBe(true);
  });

  it('FORM_ANSWERED by default notifies the case managers in the app, once each', async () => {
    const caseId = await newCase({ assignedTo: 'Worker' });
    const run = await stack.endedRun(await stack.record(caseId, CaseActivityType.ADD_FORM_RESPONSE));
    expect(run.status).toBe('SUCCESS');
    const shortId = (
      await stack.org.query<{ short_id: string }>('SELECT short_id FROM case_record WHERE id = $1', [caseId])
    )[0].short_id;
    expect(await notices(run.id)).toEqual([
      {
        user_id: stack.org.users.Manager.id,
        kind: 'WORKFLOW',
        title: `A form was answered on case ${shortId}`,
        body: null,
        in_app: true,
        email_status: null,
        sms_status: null,
      },
    ]);
  });

  it('runs a rule’s actions in order: SMS to the employee, assign the coordinator, notify roles, and a template to the assignee', async () => {
    await stack.setWorkflows({
      triggers: {
        ORDER_PLACED: [
          {
            type: 'SEND_TEMPLATE',
            channel: 'SMS',
            recipient: 'EMPLOYEE',
            text: 'Your order for {{caseId}} is placed.',
          },
          { type: 'ASSIGN_DEFAULT_COORDINATOR', userId: stack.org.users.Coordinator.id },
          { type: 'NOTIFY_ROLES', roles: ['ADMIN'] },
          { type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'ASSIGNEE', text: 'Case {{caseId}} has an order.' },
        ],
      },
    });
    const caseId = await newCase({ status: 'OPEN' });
    const run = await stack.endedRun(await stack.record(caseId, CaseActivityType.ORDER_CREATED));
    expect(run).toMatchObject({ status: 'SUCCESS', trigger: 'ORDER_PLACED' });
    expect((await actionRows(run.id)).map((row) => row.outcome)).toEqual(['DONE', 'DONE', 'DONE', 'DONE']);

    const sms = await stack.twilio.waitFor((sent) => sent.to === '+15552010003' && sent.body.includes('new message'));
    expect(sms.body).toBe('You have a new message about your request. Sign in to read it.');
    const [caseRow] = await stack.org.query<{ assigned_to_id: string; status: string; short_id: string }>(
      'SELECT assigned_to_id, status, short_id FROM case_record WHERE id = $1',
      [caseId],
    );
    expect(caseRow).toMatchObject({ assigned_to_id: stack.org.users.Coordinator.id, status: 'ASSIGNED' });
    const assigned = await stack.org.query<{ actor_user_id: string | null; payload: Record<string, unknown> }>(
      `SELECT actor_user_id, payload FROM case_activity WHERE case_id = $1 AND type = 'ADD_CASE_ASSIGNEE'`,
      [caseId],
    );
    expect(assigned).toEqual([
      {
        actor_user_id: null,
        payload: expect.objectContaining({ userId: stack.org.users.Coordinator.id, isPrimary: true }),
      },
    ]);
    const sent = await notices(run.id);
    expect(sent).toHaveLength(2);
    expect(sent.find((notice) => notice.user_id === stack.org.users.Admin.id)).toMatchObject({
      in_app: true,
      email_status: null,
    });
    // The coordinator, assigned by the action before, hears of it by e-mail and in the app, placeholders filled
    // (the e-mail may have gone already: delivery follows the commit).
    expect(sent.find((notice) => notice.user_id === stack.org.users.Coordinator.id)).toMatchObject({
      in_app: true,
      email_status: expect.stringMatching(/^(PENDING|SENT)$/),
      body: `Case ${caseRow.short_id} has an order.`,
    });
  });

  it('MOVE_CASE moves the status through the transition rules; an assigned case is not assigned again (skipped, noted)', async () => {
    await stack.setWorkflows({
      triggers: {
        FORM_ANSWERED: [
          { type: 'ASSIGN_DEFAULT_COORDINATOR', userId: stack.org.users.Coordinator.id },
          { type: 'MOVE_CASE', status: 'NO_DECISION' },
        ],
      },
    });
    const caseId = await newCase({ assignedTo: 'Worker' });
    const run = await stack.endedRun(await stack.record(caseId, CaseActivityType.ADD_FORM_RESPONSE));
    expect(run.status).toBe('SUCCESS');
    expect(await actionRows(run.id)).toEqual([
      { action_index: 0, outcome: 'SKIPPED', note: 'The case is already assigned' },
      { action_index: 1, outcome: 'DONE', note: null },
    ]);
    const [caseRow] = await stack.org.query<{ assigned_to_id: string; status: string }>(
      'SELECT assigned_to_id, status FROM case_record WHERE id = $1',
      [caseId],
    );
    expect(caseRow).toEqual({ assigned_to_id: stack.org.users.Worker.id, status: 'NO_DECISION' });
    const moves = await stack.org.query(
      `SELECT payload FROM case_activity WHERE case_id = $1 AND type = 'CHANGE_STATUS'`,
      [caseId],
    );
    expect(moves).toEqual([{ payload: { from: 'IN_PROGRESS', to: 'NO_DECISION' } }]);
  });

  it('skips a message to an employee who turned notifications off, with the reason noted, and the run succeeds', async () => {
    await stack.org.query('UPDATE app_user SET notifications_disabled = true WHERE id = $1', [stack.org.users.Pat.id]);
    const caseId = await newCase({ assignedTo: 'Worker' });
    const run = await stack.endedRun(await stack.record(caseId, CaseActivityType.ADD_DECISION));
    expect(run.status).toBe('SUCCESS');
    expect(await actionRows(run.id)).toEqual([
      { action_index: 0, outcome: 'SKIPPED', note: 'The employee has turned notifications off' },
    ]);
    expect(await stack.org.query('SELECT id FROM case_message WHERE case_id = $1', [caseId])).toEqual([]);
  });

  it('a failing action is retried with back-off, then the run ends ERROR with its reason and the actions after it never run', async () => {
    await stack.setWorkflows({
      triggers: {
        DECISION_ADDED: [
          { type: 'NOTIFY_ROLES', roles: ['CASEMANAGER'] },
          { type: 'MOVE_CASE', status: 'APPROVED' },
          { type: 'NOTIFY_ROLES', roles: ['ADMIN'] },
        ],
      },
    });
    const caseId = await newCase({ status: 'OPEN' });
    const run = await stack.endedRun(await stack.record(caseId, CaseActivityType.ADD_DECISION));
    expect(run).toMatchObject({
      status: 'ERROR',
      attempts: WORKFLOW_ATTEMPTS,
      reason: 'Action 2 (MOVE_CASE): A case cannot move from OPEN to APPROVED',
    });
    expect(await actionRows(run.id)).toEqual([{ action_index: 0, outcome: 'DONE', note: null }]);
    // The first action ran once although the run was tried three times.
    expect((await notices(run.id)).map((notice) => notice.user_id)).toEqual([stack.org.users.Manager.id]);
    const [caseRow] = await stack.org.query<{ status: string }>('SELECT status FROM case_record WHERE id = $1', [
      caseId,
    ]);
    expect(caseRow.status).toBe('OPEN');
    // The case's timeline says how the run ended, by nobody, written with its end.
    expect(await runEntries(caseId)).toEqual([
      {
        actor_user_id: null,
        payload: {
          field: 'workflowRun',
          workflowRunId: run.id,
          trigger: 'DECISION_ADDED',
          status: 'ERROR',
          reason: 'Action 2 (MOVE_CASE): A case cannot move from OPEN to APPROVED',
        },
      },
    ]);
  });

  it('a job run again, even with its done mark lost, does nothing twice', async () => {
    await stack.setWorkflows({
      triggers: {
        FORM_ANSWERED: [
          { type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE', text: 'Thanks.' },
          { type: 'NOTIFY_ROLES', roles: ['ADMIN'] },
        ],
      },
    });
    const caseId = await newCase({ assignedTo: 'Worker' });
    const activityId = await stack.record(caseId, CaseActivityType.ADD_FORM_RESPONSE);
    const run = await stack.endedRun(activityId);
    const handler = stack.worker.get(ActivityRecordedHandler);
    const payload = { organizationId: stack.org.id, caseId, activityId, actorUserId: null };
    await handler.handle(payload);
    await stack.org.query('UPDATE case_activity SET workflow_done_at = NULL WHERE id = $1', [activityId]);
    await handler.handle(payload);
    await handler.handle(payload);

    expect(await stack.org.query('SELECT id FROM workflow_run WHERE activity_id = $1', [activityId])).toEqual([
      { id: run.id },
    ]);
    expect(await stack.org.query('SELECT id FROM case_message WHERE case_id = $1', [caseId])).toHaveLength(1);
    expect(await notices(run.id)).toHaveLength(1);
    const [again] = await stack.org.query<{ attempts: number; done: boolean }>(
      `SELECT r.attempts, a.workflow_done_at IS NOT NULL AS done FROM workflow_run r JOIN case_activity a ON a.id = r.activity_id WHERE r.id = $1`,
      [run.id],
    );
    expect(again).toEqual({ attempts: 1, done: true });
    expect((await runEntries(caseId)).map((entry) => entry.payload.status)).toEqual(['SUCCESS']);
  });

  it('ORDER_PLACED and other triggers without actions leave no run', async () => {
    const caseId = await newCase({ assignedTo: 'Worker' });
    const activityId = await stack.record(caseId, CaseActivityType.ORDER_CREATED);
    await waitFor(
      async () =>
        (
          await stack.org.query<{ done: boolean }>(
            'SELECT workflow_done_at IS NOT NULL AS done FROM case_activity WHERE id = $1',
            [activityId],
          )
        )[0].done,
      { what: 'the order entry to be done for the workflow' },
    );
    expect(await stack.org.query('SELECT id FROM workflow_run WHERE case_id = $1', [caseId])).toEqual([]);
  });

  it('a form sent by a FORM_SENT rule fires no FORM_SENT again (no loop)', async () => {
    const [form] = await stack.org.query<{ id: string }>(
      `INSERT INTO form (organization_id, name, link_name, is_global, is_active, current_version_id)
       VALUES ($1, 'Leave dates', $2, false, true, $3) RETURNING id`,
      [stack.org.id, `form-${randomUUID()}`, randomUUID()],
    );
    await stack.setWorkflows({ triggers: { FORM_SENT: [{ type: 'SEND_FORM', channel: 'EMAIL', formId: form.id }] } });
    const caseId = await newCase({ assignedTo: 'Worker' });
    // The case team sends a form by message (a template offering it): that records FOLLOW_UP_FORM, i.e. FORM_SENT.
    const [template] = await stack.org.query<{ id: string }>(
      `INSERT INTO communication_template (organization_id, name, text, form_ids, is_personal)
       VALUES ($1, $2, 'Please fill this in.', $3, false) RETURNING id`,
      [stack.org.id, `T ${randomUUID()}`, [form.id]],
    );
    const sent = await stack.graphql(
      'Worker',
      `mutation($input: SendCaseMessageInput!) { sendCaseMessage(input: $input) { success } }`,
      { input: { caseId, channel: 'EMAIL', templateId: template.id } },
    );
    expect(sent.errors).toBeUndefined();
    const [byPeople] = await stack.org.query<{ id: string }>(
      `SELECT id FROM case_activity WHERE case_id = $1 AND type = 'FOLLOW_UP_FORM' AND actor_user_id IS NOT NULL`,
      [caseId],
    );
    const run = await stack.endedRun(byPeople.id);
    expect(run).toMatchObject({ status: 'SUCCESS', trigger: 'FORM_SENT' });

    const formsSent = await stack.org.query<{ actor_user_id: string | null; done: boolean; dispatched: boolean }>(
      `SELECT actor_user_id, workflow_done_at IS NOT NULL AS done, dispatched_at IS NOT NULL AS dispatched
         FROM case_activity WHERE case_id = $1 AND type = 'FOLLOW_UP_FORM' ORDER BY created_at`,
      [caseId],
    );
    // The workflow's own form entry is done for the workflow from the start: no job, no run of its own.
    expect(formsSent).toEqual([
      { actor_user_id: stack.org.users.Worker.id, done: true, dispatched: true },
      { actor_user_id: null, done: true, dispatched: true },
    ]);
    expect(await stack.org.query('SELECT id FROM workflow_run WHERE case_id = $1', [caseId])).toEqual([{ id: run.id }]);
    const messages = await stack.org.query<{ body: string }>(
      'SELECT body FROM case_message WHERE case_id = $1 AND created_by_id IS NULL',
      [caseId],
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].body).toContain('Please answer the form linked below.\n\nLeave dates: ');
  });
});
