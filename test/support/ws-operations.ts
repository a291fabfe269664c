import type { Client } from 'graphql-ws';
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
