import { gql } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient, disposeLiveConnection, resetLiveConnection } from './create-apollo-client';
import { ErrorCode } from './error-codes';
import { defaultWsUrl } from './live-connection';
import { onLiveReconnected } from './live-reconnects';
import { gqlError, makeDeps } from './test-support';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch answering the scripted bodies in order and recording each request's headers and body. */
function scriptedFetch(...answers: Response[]) {
  const requests: Array<{ url: string; headers: Record<string, string>; body: { operationName?: string } }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)) as { operationName?: string },
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    return answer;
  });
  return { fetchMock, requests };
}

type Message = { id?: string; type: string; payload?: unknown };

/** Just enough of a graphql-transport-ws server behind a WebSocket look-alike. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  /** How the next sockets answer connection_init: 'ack', or a close code. */
  static initAnswers: Array<'ack' | number> = [];

  readyState = FakeWebSocket.CONNECTING;
  sent: Message[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeWebSocket.instances.push(this);
    setTimeout(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.({});
    }, 0);
  }

  get initPayload(): unknown {
    return this.sent.find((message) => message.type === 'connection_init')?.payload;
  }

  send(data: string) {
    const message = JSON.parse(data) as Message;
    this.sent.push(message);
    if (message.type === 'connection_init') {
      const answer = FakeWebSocket.initAnswers.shift() ?? 'ack';
      setTimeout(
        () => (answer === 'ack' ? this.receive({ type: 'connection_ack' }) : this.close(answer, 'Forbidden')),
        0,
      );
    }
    if (message.type === 'subscribe') {
      setTimeout(
        () =>
          this.receive({
            id: message.id,
            type: 'next',
            payload: { data: { caseActivityAdded: { __typename: 'CaseActivity', id: 'act-1' } } },
          }),
        0,
      );
    }
  }

  receive(message: Message) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  close(code = 1000, reason = '') {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }
}

const ACTIVITY = gql`
  subscription Activity {
    caseActivityAdded(caseId: "c1") {
      id
    }
  }
`;

/** Subscribes and resolves with the first data (Apollo 4 delivers subscription errors as `{ error }`). */
function firstEvent(client: ReturnType<typeof createApolloClient>) {
  return new Promise<unknown>((resolve, reject) => {
    const subscription = client.subscribe({ query: ACTIVITY }).subscribe({
      next: (value) => {
        if (value.error) reject(value.error);
        else resolve(value.data);
        subscription.unsubscribe();
      },
      error: reject,
    });
  });
}

describe('createApolloClient', () => {
  afterEach(async () => {
    await disposeLiveConnection();
    FakeWebSocket.instances = [];
    FakeWebSocket.initAnswers = [];
  });

  it('POSTs to /graphql with the identity headers', async () => {
    const { fetchMock, requests } = scriptedFetch(
      jsonResponse({ data: { currentUser: { __typename: 'User', id: 'u1' } } }),
    );
    const client = createApolloClient({ ...makeDeps(), fetch: fetchMock });
    const result = await client.query({
      query: gql`
        query Me {
          currentUser {
            id
          }
        }
      `,
    });
    expect(result.data).toEqual({ currentUser: { __typename: 'User', id: 'u1' } });
    expect(requests[0].url).toBe('/graphql');
    expect(requests[0].headers.authorization).toBe('Bearer stale-token');
    expect(requests[0].headers['x-organization-id']).toBe('org-1');
    expect(requests[0].body.operationName).toBe('Me');
  });

  it('retries an INVALID_AUTHORIZATION once over HTTP with a fresh token', async () => {
    const { fetchMock, requests } = scriptedFetch(
      jsonResponse({ errors: [gqlError(ErrorCode.INVALID_AUTHORIZATION)] }),
      jsonResponse({ data: { currentUser: { __typename: 'User', id: 'u1' } } }),
    );
    const deps = makeDeps();
    const client = createApolloClient({ ...deps, fetch: fetchMock, httpUri: '/api/graphql' });
    const result = await client.query({
      query: gql`
        query Me {
          currentUser {
            id
          }
        }
      `,
    });
    expect(result.data).toEqual({ currentUser: { __typename: 'User', id: 'u1' } });
    expect(requests.map((request) => [request.url, request.headers.authorization])).toEqual([
      ['/api/graphql', 'Bearer stale-token'],
      ['/api/graphql', 'Bearer fresh-token'],
    ]);
    expect(deps.onMissingToken).not.toHaveBeenCalled();
  });

  it('sends NOT_FOUND to onNotFound and still rejects the query', async () => {
    const { fetchMock } = scriptedFetch(
      jsonResponse({ data: null, errors: [gqlError(ErrorCode.NOT_FOUND, ['cachedUser'])] }),
    );
    const deps = makeDeps();
    const client = createApolloClient({ ...deps, fetch: fetchMock });
    await expect(
      client.query({
        query: gql`
          query Someone {
            cachedUser(id: "x") {
              id
            }
          }
        `,
      }),
    ).rejects.toBeInstanceOf(CombinedGraphQLErrors);
    expect(deps.onNotFound).toHaveBeenCalledWith('Someone');
  });

  it('runs subscriptions over graphql-ws with the identity in connectionParams', async () => {
    const deps = makeDeps();
    const client = createApolloClient({ ...deps, webSocketImpl: FakeWebSocket, fetch: vi.fn() });
    expect(FakeWebSocket.instances).toHaveLength(0); // lazy
    expect(await firstEvent(client)).toEqual({ caseActivityAdded: { __typename: 'CaseActivity', id: 'act-1' } });
    const [socket] = FakeWebSocket.instances;
    expect(socket.url).toBe(defaultWsUrl('/graphql'));
    expect(socket.protocol).toBe('graphql-transport-ws');
    expect(socket.initPayload).toEqual({ authorization: 'Bearer stale-token', 'x-organization-id': 'org-1' });
  });

  it('reconnects once with a forced fresh token when the server refuses the socket (4403)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    FakeWebSocket.initAnswers = [4403, 'ack'];
    const deps = makeDeps();
    const client = createApolloClient({ ...deps, webSocketImpl: FakeWebSocket, wsUrl: 'ws://api.test/graphql' });
    expect(await firstEvent(client)).toBeTruthy();
    expect(FakeWebSocket.instances.map((socket) => socket.initPayload)).toEqual([
      { authorization: 'Bearer stale-token', 'x-organization-id': 'org-1' },
      { authorization: 'Bearer fresh-token', 'x-organization-id': 'org-1' },
    ]);
    expect(FakeWebSocket.instances[0].url).toBe('ws://api.test/graphql');
  });

  it('stops reconnecting after a second refusal in a row (never loops)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    FakeWebSocket.initAnswers = [4403, 4403, 'ack'];
    const deps = makeDeps();
    const client = createApolloClient({ ...deps, webSocketImpl: FakeWebSocket });
    await expect(firstEvent(client)).rejects.toThrow('4403');
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(deps.getIdToken.mock.calls.filter(([force]) => force)).toHaveLength(1);
  });

  it('resetLiveConnection reconnects at once with the current organization, keeping subscriptions', async () => {
    let organization = 'org-1';
    const deps = makeDeps({ getOrganizationId: () => organization });
    const client = createApolloClient({ ...deps, webSocketImpl: FakeWebSocket });
    const events: unknown[] = [];
    const subscription = client.subscribe({ query: ACTIVITY }).subscribe({ next: (value) => events.push(value.data) });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    organization = 'org-2';
    resetLiveConnection(client);
    // "At once": well before graphql-ws's own retry back-off would have reconnected.
    await vi.waitFor(
      () => {
        expect(FakeWebSocket.instances).toHaveLength(2);
        expect(events).toHaveLength(2);
      },
      { timeout: 500 },
    );
    expect(FakeWebSocket.instances[1].initPayload).toEqual({
      authorization: 'Bearer stale-token',
      'x-organization-id': 'org-2',
    });
    subscription.unsubscribe();
  });

  it('tells its reconnect listeners when the socket comes back after a drop, not on the first connection', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const client = createApolloClient({ ...makeDeps(), webSocketImpl: FakeWebSocket });
    const reconnected = vi.fn();
    const stop = onLiveReconnected(client, reconnected);
    const events: unknown[] = [];
    const subscription = client.subscribe({ query: ACTIVITY }).subscribe({ next: (value) => events.push(value.data) });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(reconnected).not.toHaveBeenCalled();
    // The network drops: graphql-ws retries after its back-off and subscribes again.
    FakeWebSocket.instances[0].close(1006, 'Network lost');
    await vi.waitFor(() => expect(reconnected).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(FakeWebSocket.instances).toHaveLength(2);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    stop();
    resetLiveConnection(client);
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(3));
    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(reconnected).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it('fails subscriptions and signs out when there is no token', async () => {
    const deps = makeDeps({ getIdToken: async () => null });
    const client = createApolloClient({ ...deps, webSocketImpl: FakeWebSocket });
    await expect(firstEvent(client)).rejects.toThrow('No identity token');
    expect(deps.onMissingToken).toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('defaultWsUrl', () => {
  it('derives ws(s)://host/graphql from the page and the HTTP endpoint', () => {
    expect(defaultWsUrl('/graphql', 'http://localhost:5173/cases/1')).toBe('ws://localhost:5173/graphql');
    expect(defaultWsUrl('/graphql', 'https://app.example.com/x#y')).toBe('wss://app.example.com/graphql');
    expect(defaultWsUrl('https://api.example.com/graphql', 'http://localhost:5173/')).toBe(
      'wss://api.example.com/graphql',
    );
    expect(defaultWsUrl()).toBe(
      `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    );
  });
});
