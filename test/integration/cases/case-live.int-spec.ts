import { Role } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { asProbe, probeSender } from '#test/live-probes';
import { subscribe, wsClient } from '#test/ws-client';

const LIST_CHANGES = 'subscription { organizationCasesChanged { caseId activityType organizationId occurredAt } }';
const ASSIGNED_CHANGES = 'subscription { assignedCasesChanged { caseId activityType occurredAt } }';
const TIMELINE =
  'subscription($caseId: ID!) { caseActivityAdded(caseId: $caseId) { caseId type createdAt actor { id } } }';
const ESCALATE = `mutation($caseId: ID!) { escalateCase(caseId: $caseId, category: SUPPORT_ESCALATION, reasons: ["Waiting"]) { success } }`;
const ASSIGN = 'mutation($caseId: ID!, $userId: ID!) { assignCase(caseId: $caseId, userId: $userId) { success } }';
const UNASSIGN = 'mutation($caseId: ID!) { unassignCase(caseId: $caseId) { success } }';
const ADD_TEAM =
  'mutation($caseId: ID!, $userIds: [ID!]!) { assignUserToCase(caseId: $caseId, userIds: $userIds) { success } }';

type ListChange = { organizationCasesChanged: { caseId: string; activityType: string; occurredAt: string } };
type AssignedChange = { assignedCasesChanged: { caseId: string; activityType: string; occurredAt: string } };
type TimelineEntry = {
  caseActivityAdded: { caseId: string; type: string; createdAt: string; actor: { id: string } | null };
};

const listProbes = { probeKey: (value: ListChange) => asProbe(value.organizationCasesChanged.occurredAt) };
const assignedProbes = { probeKey: (value: AssignedChange) => asProbe(value.assignedCasesChanged.occurredAt) };
const timelineProbes = { probeKey: (value: TimelineEntry) => asProbe(value.caseActivityAdded.createdAt) };

describe('live case lists and timelines', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const run = async (name: string, mutation: string, variables: Record<string, unknown>) => {
    const answer = await api.graphql(mutation, variables, { token: org.users[name].token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  };

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Helper: Role.CASEWORKER,
      Pat: Role.USER,
    });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it("tells a second viewer of the organization's list about every change, a caseworker only about its cases", async () => {
    const mine = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const notMine = await org.insertCase({ submitter: 'Pat' });
    const adminClient = wsClient(api.url, org.users.Admin.token);
    const workerClient = wsClient(api.url, org.users.Worker.token);
    const adminList = subscribe<ListChange>(adminClient, LIST_CHANGES, {}, listProbes);
    const workerList = subscribe<ListChange>(workerClient, LIST_CHANGES, {}, listProbes);
    // A probe about the worker's case reaches both lists.
    const probe = probeSender(api, { organizationId: org.id, caseId: mine });
    await adminList.live(probe);
    await workerList.live(probe);
    await run('Worker', ESCALATE, { caseId: mine });
    await run('Admin', ESCALATE, { caseId: notMine });
    const adminSaw = (await adminList.receivedBefore(probe)).map((item) => item.organizationCasesChanged.caseId);
    const workerSaw = (await workerList.receivedBefore(probe)).map((item) => item.organizationCasesChanged.caseId);
    expect(adminSaw.sort()).toEqual([mine, notMine].sort());
    expect(workerSaw).toEqual([mine]);
    adminList.dispose();
    workerList.dispose();
    await adminClient.dispose();
    await workerClient.dispose();
  });

  it("keeps the organization's list from employees", async () => {
    const client = wsClient(api.url, org.users.Pat.token);
    const error = await subscribe(client, LIST_CHANGES, {}).error();
    expect(JSON.stringify(error)).toContain('FORBIDDEN');
    await client.dispose();
  });

  it('tells an assignee when a case joins and leaves its assigned list', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat' });
    const client = wsClient(api.url, org.users.Helper.token);
    const assigned = subscribe<AssignedChange>(client, ASSIGNED_CHANGES, {}, assignedProbes);
    // A change naming the helper reaches its assigned list whether or not it is on the case.
    const probe = probeSender(api, { organizationId: org.id, caseId, payload: { userId: org.users.Helper.id } });
    await assigned.live(probe);
    await run('Admin', ASSIGN, { caseId, userId: org.users.Helper.id });
    await run('Admin', UNASSIGN, { caseId });
    // Not involved any more: later changes to the case are not its business.
    await run('Admin', ESCALATE, { caseId });
    const seen = (await assigned.receivedBefore(probe)).map((item) => item.assignedCasesChanged.activityType);
    expect(seen).toEqual(['ADD_CASE_ASSIGNEE', 'REMOVE_ASSIGNEE']);
    assigned.dispose();
    await client.dispose();
  });

  it('re-checks access per event: a caseworker taken off a case stops receiving its timeline until back on it', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    await run('Admin', ADD_TEAM, { caseId, userIds: [org.users.Helper.id] });
    const client = wsClient(api.url, org.users.Helper.token);
    const timeline = subscribe<TimelineEntry>(client, TIMELINE, { caseId }, timelineProbes);
    const probe = probeSender(api, { organizationId: org.id, caseId });
    await timeline.live(probe);
    await run('Worker', ESCALATE, { caseId });
    const first = await timeline.next();
    expect(first.caseActivityAdded).toMatchObject({ caseId, type: 'ESCALATE', actor: { id: org.users.Worker.id } });
    await run(
      'Admin',
      'mutation($caseId: ID!, $userId: ID!) { unassignUserFromCase(caseId: $caseId, userId: $userId) { success } }',
      {
        caseId,
        userId: org.users.Helper.id,
      },
    );
    await run('Worker', 'mutation($caseId: ID!) { deEscalateCase(caseId: $caseId) { success } }', { caseId });
    // Back on the team, it hears the case again (and the probe reaches it): nothing in between came through.
    await run('Admin', ADD_TEAM, { caseId, userIds: [org.users.Helper.id] });
    expect((await timeline.receivedBefore(probe)).map((item) => item.caseActivityAdded.type)).toEqual([
      'ADD_CASE_ASSIGNEE',
    ]);
    timeline.dispose();
    await client.dispose();
  });
});
