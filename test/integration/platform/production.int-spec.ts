import { getIntrospectionQuery } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startProductionApi } from '#test/production-api';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';
import { subscribe, wsClient } from '#test/ws-client';

const MISSPELT_FIELD = '{ caseByI(caseId: "00000000-0000-4000-8000-000000000000") { id } }';
const MISSPELT_ENUM = {
  query: 'mutation($status: CaseStatus!) { changeCaseStatus(caseId: "x", status: $status) { success } }',
  variables: { status: 'OPN' },
};
const MISSPELT_SUBSCRIPTION = 'subscription { caseActivityAdde(caseId: "x") { id } }';
const INTROSPECTION = '{ __schema { queryType { name } } }';

/** The messages of every error the api answers, as one string. */
const messagesOf = (answer: { errors?: { message: string }[] }) =>
  (answer.errors ?? []).map((error) => error.message).join(' | ');

async function socketErrors(api: TestApi, query: string): Promise<string> {
  const client = wsClient(api.url, await tokenFor('admin'));
  const subscription = subscribe(client, query, {});
  const errors = await subscription.error();
  subscription.dispose();
  await client.dispose();
  return JSON.stringify(errors);
}

describe('production answers', () => {
  let production: TestApi;
  let development: TestApi;
  beforeAll(async () => {
    production = await startProductionApi();
    development = await startTestApi();
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  it('name no fields, arguments or enum values the caller did not send', async () => {
    // Outside production graphql suggests what was probably meant, which is what the test looks for.
    expect(messagesOf(await development.graphql(MISSPELT_FIELD))).toMatch(/Did you mean "caseById"/);
    expect(messagesOf(await development.graphql(MISSPELT_ENUM.query, MISSPELT_ENUM.variables))).toMatch(
      /Did you mean the enum value "OPEN"/,
    );
    expect(await socketErrors(development, MISSPELT_SUBSCRIPTION)).toMatch(/Did you mean/);

    const field = await production.graphql(MISSPELT_FIELD);
    expect(field.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(messagesOf(field)).toMatch(/Cannot query field "caseByI"/);
    expect(messagesOf(field)).not.toMatch(/Did you mean|caseById/);
    const enumValue = await production.graphql(MISSPELT_ENUM.query, MISSPELT_ENUM.variables);
    expect(enumValue.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(messagesOf(enumValue)).not.toMatch(/Did you mean|OPEN/);
    const live = await socketErrors(production, MISSPELT_SUBSCRIPTION);
    expect(live).toMatch(/caseActivityAdde/);
    expect(live).not.toMatch(/Did you mean|caseActivityAdded/);
  });

  it('refuse introspection over HTTP and graphql-ws', async () => {
    const answer = await production.graphql(INTROSPECTION);
    expect(answer.data ?? null).toBeNull();
    expect(messagesOf(answer)).toMatch(/introspection/i);
    expect(await socketErrors(production, `query ${INTROSPECTION}`)).toMatch(/introspection/i);
    // Where it is enabled, it answers.
    expect((await development.graphql(INTROSPECTION)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('limit the depth of introspection where it is enabled, leaving room for the full standard query', async () => {
    const full = await development.graphql(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(full.errors).toBeUndefined();
    const nested = `{ __type(name: "Case") { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } }`;
    const deep = await development.graphql(nested);
    expect(deep.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(messagesOf(deep)).toMatch(/Introspection is nested too deeply: depth 22, at most 15 allowed/);
  });
});

describe('client addresses behind proxies', () => {
  const LOOKUP = 'query($email: String!) { identityProviderByEmail(email: $email) { providerId } }';

  /** Codes of three public requests from loopback, each claiming the client address `forwardedFor(i)`. */
  async function threeRequests(api: TestApi, forwardedFor: (index: number) => string): Promise<(string | null)[]> {
    const codes: (string | null)[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(index) },
        body: JSON.stringify({ query: LOOKUP, variables: { email: 'nobody@example.com' } }),
      });
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      codes.push(body.errors?.[0].extensions?.code ?? null);
    }
    return codes;
  }

  /**
   * The same three requests, each over a graphql-ws connection of its own whose upgrade claims the address
   * (a socket needs a signed-in caller; the limit counts per address all the same).
   */
  async function threeOverSockets(api: TestApi, forwardedFor: (index: number) => string): Promise<(string | null)[]> {
    const codes: (string | null)[] = [];
    const token = await tokenFor('employee');
    for (let index = 0; index < 3; index++) {
      const headers = { 'x-forwarded-for': forwardedFor(index) };
      const client = createClient({
        url: api.url.replace(/^http/, 'ws') + '/graphql',
        retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${token}` },
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers });
          }
        },
      });
      try {
        codes.push(
          await new Promise<string | null>((resolve, reject) => {
            client.subscribe(
              { query: LOOKUP, variables: { email: 'nobody@example.com' } },
              {
                next: (result) => resolve((result.errors?.[0]?.extensions?.code as string | undefined) ?? null),
                error: reject,
                complete: () => undefined,
              },
            );
          }),
        );
      } finally {
        await client.dispose();
      }
    }
    return codes;
  }

  it('by default trusts no proxy: X-Forwarded-For does not reset the public rate limit', async () => {
    const api = await startTestApi({ RATE_LIMIT_PUBLIC_PER_MINUTE: '2' });
    try {
      expect(await threeRequests(api, (index) => `203.0.113.${index + 1}`)).toEqual([null, null, 'TOO_MANY_REQUESTS']);
      expect(await threeOverSockets(api, (index) => `203.0.113.${index + 11}`)).toEqual([
        'TOO_MANY_REQUESTS',
        'TOO_MANY_REQUESTS',
        'TOO_MANY_REQUESTS',
      ]);
    } finally {
      await api.close();
    }
  });

  it('believes X-Forwarded-For from the proxies TRUSTED_PROXIES names', async () => {
    const api = await startTestApi({ RATE_LIMIT_PUBLIC_PER_MINUTE: '2', TRUSTED_PROXIES: 'loopback' });
    try {
      expect(await threeRequests(api, (index) => `203.0.113.${index + 1}`)).toEqual([null, null, null]);
      expect(await threeRequests(api, () => '198.51.100.7')).toEqual([null, null, 'TOO_MANY_REQUESTS']);
      // graphql-ws connections follow the same rule: each client behind the proxy keeps its own limit.
      expect(await threeOverSockets(api, (index) => `203.0.113.${index + 11}`)).toEqual([null, null, null]);
      expect(await threeOverSockets(api, () => '198.51.100.8')).toEqual([null, null, 'TOO_MANY_REQUESTS']);
    } finally {
      await api.close();
    }
  });
});
