import { Role } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';
import { serverClosures } from '#test/ws-closures';
import { wsClient } from '#test/ws-client';
import { rawWsConversation } from '#test/ws-operations';

interface HttpAnswer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };
}

/** POST /graphql, keeping the HTTP status (TestApi.graphql returns the body only). */
async function post(api: TestApi, query: string, variables: unknown, token?: string): Promise<HttpAnswer> {
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as HttpAnswer['body'] };
}

const codeOf = (answer: HttpAnswer) => answer.body.errors?.[0]?.extensions?.code;

const CASE_BY_ID = 'query($id: ID!) { caseById(caseId: $id) { id } }';
const ADD_COMMENT =
  'mutation($caseId: ID!, $text: String!) { addCaseComment(caseId: $caseId, text: $text) { success } }';
const ADD_COMMENT_WITH_FORMS =
  'mutation($caseId: ID!, $formIds: [ID!]) { addCaseComment(caseId: $caseId, text: "Please fill in", formIds: $formIds) { success comment { formIds } } }';
const ADD_NOTE = 'mutation($caseId: ID!, $text: String!) { addCaseNote(caseId: $caseId, text: $text) { success } }';
const ADD_SUPPORT_NOTE =
  'mutation($caseId: ID!, $content: String!) { addCaseSupportNote(caseId: $caseId, content: $content) { success } }';
const SEND_RESET =
  'mutation($email: String!, $redirectUrl: String!) { sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) { success } }';
const CASE_ACTIVITY = 'subscription($caseId: ID!) { caseActivityAdded(caseId: $caseId) { id } }';

/** An active form of `organization` with a published version (what a comment may send). */
async function publishedForm(scratch: ScratchOrganization, organizationId: string): Promise<string> {
  const linkName = `form-${Math.random().toString(36).slice(2, 10)}`;
  const [form] = await scratch.query<{ id: string }>(
    `INSERT INTO form (organization_id, name, link_name, is_active) VALUES ($1, 'Form', $2, true) RETURNING id`,
    [organizationId, linkName],
  );
  const [version] = await scratch.query<{ id: string }>(
    `INSERT INTO form_version (form_id, organization_id, version_number, link_name, questions)
     VALUES ($1, $2, 1, $3, '[]') RETURNING id`,
    [form.id, organizationId, linkName],
  );
  await scratch.query('UPDATE form SET current_version_id = $1 WHERE id = $2', [version.id, form.id]);
  return form.id;
}

describe('bad input never answers a server error', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let caseId: string;
  beforeAll(async () => {
    api = await startTestApi({ GRAPHQL_MAX_COMPLEXITY: '10' });
    org = await createScratchOrganization({ Admin: Role.ADMIN, Worker: Role.CASEWORKER, Pat: Role.USER });
    caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it('answers invalid variables of a document that never ran with HTTP 400, before estimating its cost', async () => {
    const token = await tokenFor('admin');
    for (const variables of [{}, { id: { nested: true } }, { id: null }, { id: ['a', 'b'] }]) {
      // A fresh text each time: Apollo keeps one parsed document per text.
      const answer = await post(api, `${CASE_BY_ID} # ${JSON.stringify(variables)}`, variables, token);
      expect({ status: answer.status, code: codeOf(answer) }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
    }
  });

  it('refuses a query over the complexity limit with HTTP 400, BAD_USER_INPUT and the limit', async () => {
    const answer = await post(
      api,
      '{ a: allOrganizations { id name } b: allOrganizations { id name } }',
      {},
      await tokenFor('cvadmin'),
    );
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.body.errors?.[0].message).toMatch(/at most 10 allowed/);
  });

  it('refuses control characters in any text with BAD_USER_INPUT, in variables and in the document', async () => {
    const worker = org.users.Worker.token;
    const attempts: [string, Record<string, unknown>][] = [
      [ADD_COMMENT, { caseId, text: 'before\u0000after' }],
      [ADD_NOTE, { caseId, text: 'bell\u0007' }],
      [ADD_SUPPORT_NOTE, { caseId, content: 'escape\u001b[31m' }],
      [`mutation { addCaseComment(caseId: "${caseId}", text: "inline\\u0000nul") { success } }`, {}],
      [CASE_BY_ID, { id: '\u0000' }],
    ];
    for (const [query, variables] of attempts) {
      const answer = await post(api, query, variables, worker);
      expect({ query, status: answer.status, code: codeOf(answer) }).toEqual({
        query,
        status: 400,
        code: 'BAD_USER_INPUT',
      });
      expect(answer.body.errors?.[0].message).toMatch(/control character/);
    }
    const reset = await post(api, SEND_RESET, {
      email: 'pat\u0000@example.com',
      redirectUrl: 'http://localhost:5173/login',
    });
    expect(codeOf(reset)).toBe('BAD_USER_INPUT');
    // Tab, newline and carriage return are ordinary text.
    const kept = await post(api, ADD_COMMENT, { caseId, text: 'line one\r\n\tline two' }, worker);
    expect(kept.body.errors).toBeUndefined();
  });

  it('refuses a password-reset redirect off the app with BAD_USER_INPUT', async () => {
    for (const redirectUrl of ['//other.example', 'not a url', 'https://other.example/login', 'javascript:alert(1)']) {
      const answer = await post(api, SEND_RESET, { email: 'nobody@example.com', redirectUrl });
      expect({ redirectUrl, code: codeOf(answer) }).toEqual({ redirectUrl, code: 'BAD_USER_INPUT' });
      expect(answer.body.errors?.[0].extensions?.field).toBe('redirectUrl');
    }
    const onTheApp = await post(api, SEND_RESET, {
      email: 'nobody@example.com',
      redirectUrl: 'http://127.0.0.1:5173/login',
    });
    expect(onTheApp.body.errors).toBeUndefined();
  });

  it('answers a subscription sent over HTTP with 400, BAD_USER_INPUT and where subscriptions are served', async () => {
    const admin = await tokenFor('admin');
    for (const [query, variables] of [
      [CASE_ACTIVITY, { caseId }],
      ['subscription { organizationCasesChanged { __typename } }', {}],
      ['subscription Live { taggedInNote { __typename } }', {}],
    ] as const) {
      const answer = await post(api, query, variables, admin);
      expect({ query, status: answer.status, data: answer.body.data ?? null, errors: answer.body.errors }).toEqual({
        query,
        status: 400,
        data: null,
        errors: [
          {
            message: 'Subscriptions are served over graphql-ws on /graphql, not over HTTP',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      });
    }
  });

  it('refuses a comment sending another organization’s form with BAD_USER_INPUT, writing nothing', async () => {
    const other = await createScratchOrganization({});
    try {
      const own = await publishedForm(org, org.id);
      const foreign = await publishedForm(other, other.id);
      const comments = async () =>
        (
          await org.query<{ count: number }>('SELECT count(*)::int AS count FROM case_comment WHERE case_id = $1', [
            caseId,
          ])
        )[0].count;
      const before = await comments();
      const refused = await post(
        api,
        ADD_COMMENT_WITH_FORMS,
        { caseId, formIds: [own, foreign] },
        org.users.Worker.token,
      );
      expect({ status: refused.status, errors: refused.body.errors }).toEqual({
        status: 200,
        errors: [
          expect.objectContaining({
            message: 'formIds: not a form this organization can send',
            extensions: { code: 'BAD_USER_INPUT', field: 'formIds' },
          }),
        ],
      });
      expect(await comments()).toBe(before);
      const sent = await post(api, ADD_COMMENT_WITH_FORMS, { caseId, formIds: [own] }, org.users.Worker.token);
      expect(sent.body).toEqual({ data: { addCaseComment: { success: true, comment: { formIds: [own] } } } });
    } finally {
      await other.close();
    }
  });

  it('over graphql-ws closes a socket sending a server message as a bad request (4400), not a server failure', async () => {
    const token = org.users.Worker.token;
    for (const message of [
      { id: '1', type: 'next', payload: { data: {} } },
      { id: '1', type: 'error', payload: [{ message: 'forged' }] },
      { type: 'connection_ack' },
    ]) {
      const outcome = await rawWsConversation(api.url, { authorization: `Bearer ${token}` }, [JSON.stringify(message)]);
      expect({ type: message.type, outcome }).toEqual({
        type: message.type,
        outcome: {
          serverClose: { code: 4400, reason: 'Invalid message received' },
          normalQueryAnswered: false,
          internalErrors: [],
        },
      });
    }
  });

  it('over graphql-ws answers bad input with an error message and keeps the socket open', async () => {
    const client = wsClient(api.url, org.users.Worker.token);
    const closures = serverClosures(client);
    const run = (query: string, variables: Record<string, unknown>) =>
      new Promise<unknown[]>((resolve) => {
        const errors: unknown[] = [];
        client.subscribe(
          { query, variables },
          {
            next: (result) => void (result.errors && errors.push(...result.errors)),
            error: (error) => resolve([error]),
            complete: () => resolve(errors),
          },
        );
      });
    // One subscription stays open throughout, so the socket is not closed for being idle.
    const keepOpen = client.subscribe(
      { query: CASE_ACTIVITY, variables: { caseId } },
      {
        next: () => undefined,
        error: () => undefined,
        complete: () => undefined,
      },
    );
    const refusals = [
      await run(CASE_ACTIVITY, { caseId: { nested: true } }),
      await run(`${CASE_ACTIVITY} # fresh`, {}),
      await run(CASE_BY_ID, { id: 42.5 }),
      await run(CASE_ACTIVITY, { caseId: 'nul\u0000' }),
      await run(ADD_COMMENT, { caseId, text: 'nul\u0000' }),
      await run('{ a: allOrganizations { id name } b: allOrganizations { id name } }', {}),
    ];
    for (const errors of refusals) {
      expect(JSON.stringify(errors)).toContain('BAD_USER_INPUT');
    }
    const valid = await run(CASE_BY_ID, { id: caseId });
    expect(valid).toEqual([]);
    expect(closures).toEqual([]);
    keepOpen();
    await client.dispose();
  });
});
