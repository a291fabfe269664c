import fc from 'fast-check';
import { rawHttpRequest, rawWsSession, restRequest } from '#test/envelope-fuzz';
import { errorCodesOf, pooled } from '#test/fuzz-runs';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';
import { rawWsConversation } from '#test/ws-operations';

/**
 * What wraps an operation never breaks the api either (envelope-fuzz.ts): malformed HTTP requests to /graphql,
 * hostile requests to the other endpoints, hand-written graphql-ws conversations. No HTTP 5xx, no
 * INTERNAL_SERVER_ERROR, no socket closed with 4500 or 1011. Fixed seed (FUZZ_SEED replays another one).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const HTTP_ENVELOPES = 1500;
/** Requests to the endpoints beside /graphql (case download, files, health, queue board). */
const REST_REQUESTS = 1000;
const WS_CONVERSATIONS = 300;
const CONCURRENCY = 48;
const NORMAL_QUERY = '{ currentUser { role } }';

describe('bad envelopes never break the api (HTTP requests and graphql-ws messages around operations)', () => {
  let api: TestApi;
  let staffToken: string;
  const tally = {
    http: 0,
    rest: 0,
    ws: 0,
    statuses: {} as Record<number, number>,
    closes: {} as Record<number, number>,
  };
  beforeAll(async () => {
    api = await startTestApi();
    staffToken = await tokenFor('cvadmin');
  });
  afterAll(async () => {
    console.log(
      `envelope fuzz, seed ${SEED}: ${tally.http} HTTP requests to /graphql and ${tally.rest} to other endpoints, ` +
        `statuses ${JSON.stringify(tally.statuses)}; ` +
        `${tally.ws} graphql-ws conversations, server closes ${JSON.stringify(tally.closes)}`,
    );
    await api?.close();
  });

  it('answers malformed HTTP requests with no 5xx and no INTERNAL_SERVER_ERROR', async () => {
    const serverErrors: string[] = [];
    await pooled(fc.sample(rawHttpRequest, { numRuns: HTTP_ENVELOPES, seed: SEED }), CONCURRENCY, async (request) => {
      const response = await fetch(`${api.url}/graphql${request.search ? `?${request.search}` : ''}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      const text = await response.text();
      tally.http += 1;
      tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
      if (response.status >= 500 || errorCodesOf(text).includes('INTERNAL_SERVER_ERROR')) {
        serverErrors.push(`${response.status} ${JSON.stringify(request).slice(0, 300)} → ${text.slice(0, 300)}`);
      }
    });
    expect(serverErrors).toEqual([]);
    expect(await api.graphql(NORMAL_QUERY, {}, { token: staffToken })).toEqual({
      data: { currentUser: { role: 'CVADMIN' } },
    });
  });

  it('answers hostile requests to its other endpoints with no 5xx', async () => {
    const serverErrors: string[] = [];
    await pooled(fc.sample(restRequest, { numRuns: REST_REQUESTS, seed: SEED }), CONCURRENCY, async (request) => {
      const headers = { ...request.headers };
      if (request.signedIn) headers.authorization = `Bearer ${staffToken}`;
      const response = await fetch(`${api.url}${request.path}`, {
        method: request.method,
        headers,
        body: request.body,
      });
      const text = await response.text();
      tally.rest += 1;
      tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
      if (response.status >= 500) {
        serverErrors.push(
          `${response.status} ${JSON.stringify({ ...request, body: request.body?.slice(0, 100) })} → ${text.slice(0, 300)}`,
        );
      }
    });
    expect(serverErrors).toEqual([]);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  });

  it('never closes a graphql-ws socket with 4500 or 1011, whatever the messages, and answers no INTERNAL_SERVER_ERROR', async () => {
    const broken: string[] = [];
    const sessions = fc.sample(rawWsSession, { numRuns: WS_CONVERSATIONS, seed: SEED });
    await pooled(sessions, 16, async ({ signedIn, initPayload, messages }) => {
      const payload = signedIn
        ? { ...(isObject(initPayload) ? initPayload : {}), authorization: `Bearer ${staffToken}` }
        : initPayload;
      const outcome = await rawWsConversation(api.url, payload, messages);
      tally.ws += 1;
      const code = outcome.serverClose?.code;
      if (code !== undefined) tally.closes[code] = (tally.closes[code] ?? 0) + 1;
      if (code === 4500 || code === 1011 || outcome.internalErrors.length > 0) {
        broken.push(
          `${JSON.stringify({ payload, messages }).slice(0, 400)} → ${JSON.stringify(outcome).slice(0, 400)}`,
        );
      }
    });
    expect(broken).toEqual([]);
    // A signed-in conversation without fuzzed messages answers its normal query.
    expect(await rawWsConversation(api.url, { authorization: `Bearer ${staffToken}` }, [])).toEqual({
      normalQueryAnswered: true,
      internalErrors: [],
    });
  });
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
