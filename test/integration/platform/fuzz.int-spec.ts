import fc from 'fast-check';
import { createPrivateDatabase, type PrivateDatabase } from '#test/private-database';
import { committedSchema, describeRequest, type FuzzRequest, fuzzRequest, operationsOf } from '#test/schema-fuzz';
import { startProductionApi } from '#test/production-api';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';
import { errorCodesOf, pooled } from '#test/fuzz-runs';
import { WsOperations } from '#test/ws-operations';

/**
 * Bad input never breaks the api: requests built from the schema (schema-fuzz.ts) for every query, mutation
 * and subscription, sent as the CV Admin (the broadest staff role) and signed out, over HTTP and graphql-ws.
 * None may answer INTERNAL_SERVER_ERROR or HTTP 5xx, no socket may be closed by the server (4500), and the
 * api answers a normal query afterwards. Fixed seed (FUZZ_SEED replays another one); fixed number of requests.
 * Its own database: the fuzzed mutations that succeed change rows no other test file sees.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const HTTP_REQUESTS = 7000;
const WS_REQUESTS = 3000;
/** Requests to an api run as production runs it (no suggestions, no introspection). */
const PRODUCTION_REQUESTS = 1500;
const PRODUCTION_WS_REQUESTS = 500;
/** Requests in flight at once. */
const CONCURRENCY = 48;

const NORMAL_QUERY = '{ currentUser { role } }';

/** The api's JSON body limit (Express's default, which Nest's body parser keeps). */
const JSON_BODY_LIMIT_BYTES = 100 * 1024;

type Caller = 'staff' | 'signedOut';

interface Sent {
  request: FuzzRequest;
  caller: Caller;
  /** The x-organization-id header, if any. */
  organization?: string;
}

/** POST /graphql of a fuzzed request as its caller; the status and the body's text. */
async function postFuzzed(
  apiUrl: string,
  { request, caller, organization }: Sent,
  staffToken: string,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller === 'staff') headers.authorization = `Bearer ${staffToken}`;
  if (organization) headers['x-organization-id'] = organization;
  const body = JSON.stringify({ query: request.query, variables: request.variables });
  const send = async () => {
    const response = await fetch(`${apiUrl}/graphql`, { method: 'POST', headers, body });
    return { status: response.status, text: await response.text() };
  };
  try {
    return await send();
  } catch (error) {
    // A kept-alive connection the server closed just as the client reused it resets once, whatever was sent:
    // the request goes again on a new connection. A reset the request itself causes resets again and fails.
    if (!isConnectionReset(error)) throw error;
    try {
      return await send();
    } catch (again) {
      // A body over the limit is answered 413 at once and the connection closed while the client may still be
      // writing it: the client then sees the reset, not the 413. Either way the api refused it.
      if (isConnectionReset(again) && Buffer.byteLength(body) > JSON_BODY_LIMIT_BYTES) return { status: 413, text: '' };
      throw again;
    }
  }
}

function isConnectionReset(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return error instanceof TypeError && (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET');
}

/**
 * Ids the fuzzed requests may name. People's ids are left out: the people operations act on the Auth
 * emulator the other test files sign in with (deleteUser removes an account, changeUserEmail and updateUser
 * change its address or password), and this file's private database does not make that emulator private.
 * Their bad input is covered by test/integration/users with people of scratch organizations.
 */
const TABLES_WITH_IDS = [
  'organization',
  'case_record',
  'case_comment',
  'case_note',
  'case_decision',
  'case_escalation',
  'case_support_note',
  'case_attachment',
  'form',
  'form_version',
  'form_response',
  'anonymous_form_token',
  'communication_template',
];

describe('bad input never breaks the api (schema fuzz)', () => {
  let database: PrivateDatabase;
  let api: TestApi;
  let staffToken: string;
  let sample: (count: number, seed: number) => Sent[];
  const tally = {
    http: 0,
    ws: 0,
    operations: new Set<string>(),
    serverErrors: [] as string[],
    statuses: {} as Record<number, number>,
    codes: {} as Record<string, number>,
  };
  const started = Date.now();

  beforeAll(async () => {
    database = await createPrivateDatabase('fuzz');
    api = await startTestApi({ DATABASE_URL: database.url, RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000' });
    staffToken = await tokenFor('cvadmin');
    const knownIds: string[] = [];
    for (const table of TABLES_WITH_IDS) {
      const rows = await database.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id LIMIT 3`);
      knownIds.push(...rows.map((row) => row.id));
    }
    const [organization] = await database.query<{ id: string }>('SELECT id FROM organization ORDER BY name LIMIT 1');
    const operations = operationsOf(committedSchema(), ['query', 'mutation', 'subscription']);
    const sent = fc.record({
      request: fuzzRequest(operations, knownIds),
      caller: fc.constantFrom<Caller>('staff', 'staff', 'staff', 'signedOut'),
      organization: fc.option(fc.constantFrom(organization.id, 'not-an-id', '00000000-0000-4000-8000-000000000000'), {
        freq: 5,
        nil: undefined,
      }),
    });
    sample = (count, seed) => fc.sample(sent, { numRuns: count, seed });
  });

  afterAll(async () => {
    console.log(
      [
        `schema fuzz, seed ${SEED} (FUZZ_SEED): ${tally.http + tally.ws} requests (HTTP ${tally.http}, graphql-ws ${tally.ws})`,
        `over ${tally.operations.size} operations in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `HTTP statuses ${JSON.stringify(tally.statuses)}, error codes ${JSON.stringify(tally.codes)}`,
        `server errors: ${tally.serverErrors.length}`,
        ...tally.serverErrors.slice(0, 20),
      ].join('\n'),
    );
    await api?.close();
    await database?.drop();
  });

  // 7,000 requests: a loaded machine takes longer than the default limit, which is not what this test is about.
  it('over HTTP answers no INTERNAL_SERVER_ERROR and no 5xx, then answers a normal query', async () => {
    await pooled(sample(HTTP_REQUESTS, SEED), CONCURRENCY, async (sent) => {
      const { status, text } = await postFuzzed(api.url, sent, staffToken);
      tally.http += 1;
      tally.operations.add(sent.request.operation);
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      const codes = errorCodesOf(text);
      for (const code of codes.length > 0 ? codes : ['none']) tally.codes[code] = (tally.codes[code] ?? 0) + 1;
      if (status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
        tally.serverErrors.push(`HTTP ${status} ${describeRequest(sent.request)} → ${text.slice(0, 300)}`);
      }
    });
    expect(tally.serverErrors).toEqual([]);
    const normal = await api.graphql(NORMAL_QUERY, {}, { token: staffToken });
    expect(normal).toEqual({ data: { currentUser: { role: 'CVADMIN' } } });
  }, 180_000);

  it('in production answers no server error and no suggestion ("Did you mean"), over HTTP and graphql-ws', async () => {
    const production = await startProductionApi({
      DATABASE_URL: database.url,
      RATE_LIMIT_PUBLIC_PER_MINUTE: 1_000_000,
    });
    const requests = sample(PRODUCTION_REQUESTS, SEED + 2);
    const suggested = { production: [] as string[], development: 0 };
    try {
      await pooled(requests, CONCURRENCY, async (sent) => {
        const { status, text } = await postFuzzed(production.url, sent, staffToken);
        tally.http += 1;
        tally.operations.add(sent.request.operation);
        tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
        if (status >= 500 || errorCodesOf(text).includes('INTERNAL_SERVER_ERROR')) {
          tally.serverErrors.push(`production HTTP ${status} ${describeRequest(sent.request)} → ${text.slice(0, 300)}`);
        }
        if (/Did you mean/.test(text))
          suggested.production.push(`${describeRequest(sent.request)} → ${text.slice(0, 300)}`);
      });
      const socket = new WsOperations(production.url, staffToken);
      try {
        await pooled(requests.slice(0, PRODUCTION_WS_REQUESTS), CONCURRENCY, async (sent) => {
          await socket.send(sent.request);
          tally.ws += 1;
        });
        expect(await socket.send({ kind: 'query', query: NORMAL_QUERY, variables: {} })).toEqual({
          data: { currentUser: { role: 'CVADMIN' } },
          errors: [],
        });
        expect(socket.closures).toEqual([]);
      } finally {
        await socket.dispose();
      }
      for (const error of socket.errors) {
        if (error.code === 'INTERNAL_SERVER_ERROR') tally.serverErrors.push(`production graphql-ws ${error.request}`);
        if (/Did you mean/.test(error.message))
          suggested.production.push(`graphql-ws ${error.request} → ${error.message}`);
      }
      // The same requests outside production draw suggestions: the fuzz does reach them. All of them, not a
      // slice: which requests a slice holds shifts with every operation added to the schema.
      await pooled(requests, CONCURRENCY, async (sent) => {
        if (/Did you mean/.test((await postFuzzed(api.url, sent, staffToken)).text)) suggested.development += 1;
      });
    } finally {
      await production.close();
    }
    expect(tally.serverErrors).toEqual([]);
    expect(suggested.production).toEqual([]);
    expect(suggested.development).toBeGreaterThan(0);
  }, 180_000);

  it('over graphql-ws answers no INTERNAL_SERVER_ERROR and never closes the socket, then answers a normal query', async () => {
    const socket = new WsOperations(api.url, staffToken);
    try {
      // The socket's caller is the CV Admin throughout: graphql-ws carries the token once, when connecting.
      await pooled(sample(WS_REQUESTS, SEED + 1), CONCURRENCY, async ({ request }) => {
        await socket.send(request);
        tally.ws += 1;
        tally.operations.add(request.operation);
      });
      const normal = await socket.send({ kind: 'query', query: NORMAL_QUERY, variables: {} });
      expect(normal).toEqual({ data: { currentUser: { role: 'CVADMIN' } }, errors: [] });
      const serverErrors = socket.errors.filter((error) => error.code === 'INTERNAL_SERVER_ERROR');
      tally.serverErrors.push(...serverErrors.map((error) => `graphql-ws ${error.request} → ${error.message}`));
      expect(serverErrors).toEqual([]);
      expect(socket.closures).toEqual([]);
    } finally {
      await socket.dispose();
    }
  });
});
