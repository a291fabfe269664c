import { Role, TpaSubRole } from '#access';
import { asProbe, probeSender } from '#test/live-probes';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { subscribe, wsClient } from '#test/ws-client';

const REQUEST = `mutation($caseId: ID!, $reason: String!) { requestCaseConsult(caseId: $caseId, reason: $reason) {
  success consultRequest { id caseId status reason requestedById requestedByName messages { id } } activity { type payload } } }`;
const SEND = `mutation($id: ID!, $text: String!, $close: Boolean) {
  sendCaseConsultMessage(consultRequestId: $id, text: $text, closeRequest: $close) {
    consultRequest { id status closedAt closedById messages { text authorId authorName } } consultMessage { id text } } }`;
const LIST = `query($caseId: ID!) { allCaseConsultRequests(caseId: $caseId) { id status reason messages { text } } }`;
const CAN = `query($caseId: ID!) { caseById(caseId: $caseId) { viewerCan { allCaseConsultRequests requestCaseConsult sendCaseConsultMessage } } }`;
const TIMELINE = `query($caseId: ID!) { caseById(caseId: $caseId) { activity(last: 50) { type } } }`;

type Answer = {
  data?: Record<string, never> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/**
 * Consult requests (spec 000 §6 "Tpasupport ...: case consult requests"): asked for by TPA Support and the
 * CV Admin, discussed with TPA Medical, never seen by anyone else, the employee least of all.
 */
describe('case consult requests', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  let caseId: string;
  const as = (name: string, query: string, variables: Record<string, unknown>, organization = org): Promise<Answer> =>
    api.graphql(query, variables, { token: organization.users[name].token });
  const refusal = (answer: Answer) => ({
    code: answer.errors?.[0].extensions?.code,
    message: answer.errors?.[0].message,
  });
  const counts = async () =>
    (
      await org.query<{ requests: number; messages: number }>(
        `SELECT (SELECT count(*)::int FROM case_consult_request WHERE case_id = $1) AS requests,
                (SELECT count(*)::int FROM case_consult_message WHERE case_id = $1) AS messages`,
        [caseId],
      )
    )[0];

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Support: TpaSubRole.TPASUPPORT,
      Medical: TpaSubRole.TPAMEDICAL,
      Legal: TpaSubRole.TPALEGAL,
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
    });
    other = await createScratchOrganization({ Support: TpaSubRole.TPASUPPORT });
    caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Medical' });
    await org.query(`UPDATE case_record SET type = 'GLP' WHERE id = $1`, [caseId]);
  });
  afterAll(async () => {
    await org.close();
    await other.close();
    await api.close();
  });

  it('lets TPA Support ask, refuses everyone else and bad input with nothing written', async () => {
    for (const name of ['Admin', 'Worker', 'Pat', 'Medical', 'Legal']) {
      expect({ name, ...refusal(await as(name, REQUEST, { caseId, reason: 'Dose question' })) }).toEqual({
        name,
        code: 'FORBIDDEN',
        message: 'Only a case worker can manage this case',
      });
    }
    expect(refusal(await as('Support', REQUEST, { caseId, reason: 'x' }, other)).code).toBe('NOT_FOUND');
    for (const reason of ['   ', 'x'.repeat(2001), 'Dose\u0007question']) {
      expect(refusal(await as('Support', REQUEST, { caseId, reason })).code).toBe('BAD_USER_INPUT');
    }
    expect(refusal(await as('Support', REQUEST, { caseId, reason: 42 })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await as('Support', REQUEST, { caseId: 'not-an-id', reason: 'x' })).code).toBe('NOT_FOUND');
    expect(await counts()).toEqual({ requests: 0, messages: 0 });

    const answer = await as('Support', REQUEST, { caseId, reason: 'Nausea after the dose increase' });
    const payload = answer.data!.requestCaseConsult as {
      consultRequest: Record<string, unknown>;
      activity: { type: string; payload: Record<string, unknown> };
    };
    expect(payload.consultRequest).toMatchObject({
      caseId,
      status: 'OPEN',
      reason: 'Nausea after the dose increase',
      requestedById: org.users.Support.id,
      requestedByName: 'Support Scratch',
      messages: [],
    });
    // The timeline entry names the consult only: its reason stays in the consult.
    expect(payload.activity).toEqual({
      type: 'CONSULT_REQUESTED',
      payload: { consultRequestId: payload.consultRequest.id },
    });
    expect(refusal(await as('Support', REQUEST, { caseId, reason: 'Again' }))).toEqual({
      code: 'ALREADY_EXISTS',
      message: 'This case already has an open consult request',
    });
    expect(await counts()).toEqual({ requests: 1, messages: 0 });
  });

  it('keeps the thread between TPA Support and TPA Medical, live, and closes it', async () => {
    const [{ id }] = await org.query<{ id: string }>(`SELECT id FROM case_consult_request WHERE case_id = $1`, [
      caseId,
    ]);
    const supportClient = wsClient(api.url, org.users.Support.token);
    const employeeClient = wsClient(api.url, org.users.Pat.token);
    const query = 'subscription($caseId: ID!) { caseActivityAdded(caseId: $caseId) { type createdAt } }';
    type Live = { caseActivityAdded: { type: string; createdAt: string } };
    const options = { probeKey: (value: Live) => asProbe(value.caseActivityAdded.createdAt) };
    const supportLive = subscribe<Live>(supportClient, query, { caseId }, options);
    const employeeLive = subscribe<Live>(employeeClient, query, { caseId }, options);
    const probe = probeSender(api, { organizationId: org.id, caseId });
    await supportLive.live(probe);
    await employeeLive.live(probe);

    for (const name of ['Admin', 'Worker', 'Pat', 'Legal']) {
      expect({ name, code: refusal(await as(name, SEND, { id, text: 'Hello' })).code }).toEqual({
        name,
        code: 'FORBIDDEN',
      });
    }
    expect(refusal(await as('Support', SEND, { id, text: 'Hello' }, other)).code).toBe('NOT_FOUND');
    expect(refusal(await as('Medical', SEND, { id, text: '' })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await as('Medical', SEND, { id, text: 'y'.repeat(5001) })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await as('Medical', SEND, { id, text: 'ok', close: 'yes' })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await as('Medical', SEND, { id: '00000000-0000-4000-8000-000000000000', text: 'x' })).code).toBe(
      'NOT_FOUND',
    );
    expect(await counts()).toEqual({ requests: 1, messages: 0 });

    const reply = await as('Medical', SEND, { id, text: 'Lower the dose to 0.5 mg\nfor two weeks.' });
    expect(reply.data!.sendCaseConsultMessage).toMatchObject({
      consultRequest: {
        status: 'OPEN',
        messages: [
          {
            text: 'Lower the dose to 0.5 mg\nfor two weeks.',
            authorId: org.users.Medical.id,
            authorName: 'Medical Scratch',
          },
        ],
      },
      consultMessage: { text: 'Lower the dose to 0.5 mg\nfor two weeks.' },
    });
    const closed = await as('Support', SEND, { id, text: 'Thanks, told the pharmacy.', close: true });
    expect(closed.data!.sendCaseConsultMessage).toMatchObject({
      consultRequest: { status: 'CLOSED', closedAt: expect.any(String), closedById: org.users.Support.id },
    });
    expect(refusal(await as('Medical', SEND, { id, text: 'One more thing' }))).toEqual({
      code: 'ILLEGAL_STATE',
      message: 'This consult request is closed',
    });

    // Staff on the consult hear of each change live; the employee hears of none.
    expect((await supportLive.receivedBefore(probe)).map((item) => item.caseActivityAdded.type)).toEqual([
      'CONSULT_MESSAGE_SENT',
      'CONSULT_MESSAGE_SENT',
    ]);
    expect(await employeeLive.receivedBefore(probe)).toEqual([]);
    supportLive.dispose();
    employeeLive.dispose();
    await supportClient.dispose();
    await employeeClient.dispose();

    // A closed consult lets a new one be asked for.
    expect((await as('Support', REQUEST, { caseId, reason: 'Follow-up on nausea' })).errors).toBeUndefined();
  });

  it('shows consults to TPA Support and TPA Medical only, never on the employee’s timeline', async () => {
    const listed = (await as('Medical', LIST, { caseId })).data!.allCaseConsultRequests as {
      status: string;
      reason: string;
      messages: { text: string }[];
    }[];
    expect(listed.map((consult) => [consult.status, consult.reason, consult.messages.length])).toEqual([
      ['OPEN', 'Follow-up on nausea', 0],
      ['CLOSED', 'Nausea after the dose increase', 2],
    ]);
    for (const name of ['Admin', 'Worker', 'Pat', 'Legal']) {
      expect({ name, code: refusal(await as(name, LIST, { caseId })).code }).toEqual({ name, code: 'FORBIDDEN' });
    }
    expect(refusal(await as('Support', LIST, { caseId }, other)).code).toBe('NOT_FOUND');

    const can = async (name: string) =>
      ((await as(name, CAN, { caseId })).data!.caseById as { viewerCan: unknown }).viewerCan;
    expect(await can('Support')).toEqual({
      allCaseConsultRequests: true,
      requestCaseConsult: true,
      sendCaseConsultMessage: true,
    });
    expect(await can('Medical')).toEqual({
      allCaseConsultRequests: true,
      requestCaseConsult: false,
      sendCaseConsultMessage: true,
    });
    expect(await can('Admin')).toEqual({
      allCaseConsultRequests: false,
      requestCaseConsult: false,
      sendCaseConsultMessage: false,
    });

    const employeeTimeline = (await as('Pat', TIMELINE, { caseId })).data!.caseById as { activity: { type: string }[] };
    expect(employeeTimeline.activity.filter((entry) => entry.type.startsWith('CONSULT'))).toEqual([]);
    const employeeCase = JSON.stringify(
      await as('Pat', `query($caseId: ID!) { caseById(caseId: $caseId) { id } }`, { caseId }),
    );
    expect(employeeCase).not.toContain('nausea');
  });
});
