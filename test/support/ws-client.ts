import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client as the browser uses it: the ID token travels in connectionParams. */
export function wsClient(apiUrl: string, token?: string, organizationId?: string): Client {
  return createClient({
    url: apiUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(organizationId ? { 'x-organization-id': organizationId } : {}),
    },
  });
}

export interface Subscription<T> {
  next(timeoutMs?: number): Promise<T>;
  /** Resolves with the first error the server sends (or rejects if data arrives instead). */
  error(timeoutMs?: number): Promise<unknown>;
  /** Collects what arrives within `ms`. */
  collect(ms: number): Promise<T[]>;
  dispose(): void;
}

export function subscribe<T>(client: Client, query: string, variables: Record<string, unknown>): Subscription<T> {
  const values: T[] = [];
  const errors: unknown[] = [];
  let wake: (() => void) | undefined;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        else values.push(result.data as T);
        wake?.();
      },
      error: (error) => (errors.push(error), wake?.()),
      complete: () => wake?.(),
    },
  );
  const until = async (ready: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      if (Date.now() > deadline) throw new Error('Nothing arrived on the subscription in time');
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  };
  return {
    async next(timeoutMs = 10000) {
      await until(() => values.length > 0 || errors.length > 0, timeoutMs);
      if (errors.length > 0) throw new Error(`Subscription error: ${JSON.stringify(errors[0])}`);
      return values.shift()!;
    },
    async error(timeoutMs = 10000) {
      await until(() => values.length > 0 || errors.length > 0, timeoutMs);
      if (values.length > 0) throw new Error('Expected an error but data arrived');
      return errors[0];
    },
    async collect(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return values.splice(0);
    },
    dispose,
  };
}
