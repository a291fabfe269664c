import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { waitFor } from './eventually.js';
import { describeRequest, type FuzzRequest } from './schema-fuzz.js';
import { type ServerClosure, serverClosures } from './ws-closures.js';
import { wsClient } from './ws-client.js';

export interface WsAnswer {
  data?: unknown;
  errors: WsError[];
}

/** An error the api answered over graphql-ws, with the request that drew it. */
export interface WsError {
  request: string;
  code: string | undefined;
  message: string;
}

/** What graphql-ws hands a sink's `error`: the error messages of a refusal, or the close event. */
function errorsOf(failure: unknown): { code: string | undefined; message: string }[] {
  if (Array.isArray(failure)) {
    return failure.map((error: { message?: string; extensions?: { code?: string } }) => ({
      code: error.extensions?.code,
      message: String(error.message),
    }));
  }
  const closed = failure as { code?: number; reason?: string; message?: string };
  return [
    {
      code: closed.code === undefined ? undefined : `CLOSE_${closed.code}`,
      message: String(closed.reason ?? closed.message),
    },
  ];
}

/**
 * Operations sent over a few graphql-ws sockets of one caller, as the browser sends them (ws-client.ts), keeping
 * every error they draw and every close the server chose (ws-closures.ts). A query or mutation is done when it
 * completes; a subscription the api accepted stays open until `dispose`, so an error it meets later is kept too.
 */
export class WsOperations {
  readonly errors: WsError[] = [];
  sent = 0;
  private readonly clients: Client[];
  private readonly closuresPerClient: ServerClosure[][];
  private readonly open: (() => void)[] = [];

  constructor(apiUrl: string, token: string, sockets = 4) {
    this.clients = Array.from({ length: sockets }, () => wsClient(apiUrl, token));
    this.closuresPerClient = this.clients.map(serverClosures);
  }

  /** Every close the server chose, on any of the sockets. */
  get closures(): ServerClosure[] {
    return this.closuresPerClient.flat();
  }

  /** Resolves with the answer once a query or mutation completes, at once for a subscription. */
  send(request: Pick<FuzzRequest, 'kind' | 'query' | 'variables'> & Partial<FuzzRequest>): Promise<WsAnswer> {
    const client = this.clients[this.sent++ % this.clients.length];
    const described = request.operation ? describeRequest(request as FuzzRequest) : request.query;
    const answer: WsAnswer = { errors: [] };
    const keep = (errors: { code: string | undefined; message: string }[]) => {
      for (const error of errors) {
        const entry = { request: described, ...error };
        answer.errors.push(entry);
        this.errors.push(entry);
      }
    };
    return new Promise((resolve) => {
      const dispose = client.subscribe(
        { query: request.query, variables: request.variables },
        {
          next: (result) => {
            answer.data = result.data;
            if (result.errors) keep(errorsOf(result.errors));
          },
          error: (failure) => {
            keep(errorsOf(failure));
            resolve(answer);
          },
          complete: () => resolve(answer),
        },
      );
      if (request.kind === 'subscription') {
        this.open.push(dispose);
        resolve(answer);
      }
    });
  }

  async dispose(): Promise<void> {
    for (const dispose of this.open.splice(0)) dispose();
    await Promise.all(this.clients.map((client) => client.dispose()));
  }
}

/** How a raw graphql-ws conversation ended. */
export interface RawWsOutcome {
  /** The close code when the server closed the socket, undefined when it stayed open to the end. */
  serverClose?: { code: number; reason: string };
  /** Whether the normal query sent last was answered. */
  normalQueryAnswered: boolean;
  /** Messages that carried INTERNAL_SERVER_ERROR. */
  internalErrors: string[];
}

const FINAL_ID = 'normal-query-after-fuzz';

/**
 * One graphql-ws conversation written by hand, below any client library: `connection_init` with `initPayload`,
 * then `messages` as they are (any text), then a normal `{ __typename }` query. Waits on the server's answers
 * (ack, the query's completion, or a close) with a deadline, never on time alone.
 */
export async function rawWsConversation(
  apiUrl: string,
  initPayload: unknown,
  messages: readonly string[],
): Promise<RawWsOutcome> {
  const socket = new WebSocket(apiUrl.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
  const outcome: RawWsOutcome = { normalQueryAnswered: false, internalErrors: [] };
  let acknowledged = false;
  let closed = false;
  let closingOurselves = false;
  socket.on('message', (data) => {
    const text = String(data);
    if (text.includes('INTERNAL_SERVER_ERROR')) outcome.internalErrors.push(text.slice(0, 300));
    let message: { type?: string; id?: string } = {};
    try {
      message = JSON.parse(text);
    } catch {
      outcome.internalErrors.push(`not JSON: ${text.slice(0, 300)}`);
    }
    if (message.type === 'connection_ack') acknowledged = true;
    if (message.id === FINAL_ID && message.type === 'complete') outcome.normalQueryAnswered = true;
  });
  socket.on('close', (code, reason) => {
    closed = true;
    if (!closingOurselves) outcome.serverClose = { code, reason: String(reason) };
  });
  socket.on('error', () => undefined);
  await waitFor(() => socket.readyState === WebSocket.OPEN || closed, { what: 'the socket to open' });
  if (!closed) socket.send(JSON.stringify({ type: 'connection_init', payload: initPayload }));
  await waitFor(() => acknowledged || closed, { what: 'connection_ack or a close' });
  if (!closed) {
    for (const message of messages) socket.send(message);
    socket.send(JSON.stringify({ id: FINAL_ID, type: 'subscribe', payload: { query: '{ __typename }' } }));
    await waitFor(() => outcome.normalQueryAnswered || closed, { what: 'the normal query to complete or a close' });
  }
  if (!closed) {
    closingOurselves = true;
    socket.close(1000);
    await waitFor(() => closed, { what: 'the socket to close' });
  }
  return outcome;
}
