import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { waitFor } from './eventually.js';

/**
 * A graphql-ws client as the browser uses it: the ID token travels in connectionParams. `headers` go with
 * the websocket's upgrade request (as a proxy in front of the api adds X-Forwarded-For).
 */
export function wsClient(
  apiUrl: string,
  token?: string,
  organizationId?: string,
  headers?: Record<string, string>,
): Client {
  return createClient({
    url: apiUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: headers
      ? class extends WebSocket {
          constructor(url: string, protocols?: string | string[]) {
            super(url, protocols, { headers });
          }
        }
      : WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(organizationId ? { 'x-organization-id': organizationId } : {}),
    },
  });
}

/** Sends one probe event (see live-probes.ts) and resolves with its key. */
export type SendProbe = () => Promise<string>;

export interface Subscription<T> {
  /** The next value that is not a probe. */
  next(timeoutMs?: number): Promise<T>;
  /** Resolves with the first error the server sends (or rejects if data arrives instead). */
  error(timeoutMs?: number): Promise<unknown>;
  /** Resolves once the api delivers this subscription's events: sends probes until one comes through. */
  live(sendProbe: SendProbe, timeoutMs?: number): Promise<void>;
  /**
   * Everything not yet taken that arrived before one more probe: whatever was published before the probe
   * has been delivered by the time it arrives, so what is missing here was never sent to this subscriber.
   */
  receivedBefore(sendProbe: SendProbe, timeoutMs?: number): Promise<T[]>;
  dispose(): void;
}

export interface SubscribeOptions<T> {
  /** The key of a probe event (see live-probes.ts), undefined for any other value; probes are set aside. */
  probeKey?: (value: T) => string | undefined;
}

/** How long `live` waits for a probe before sending another one (the first may go out before Redis listens). */
const PROBE_RETRY_MS = 250;

export function subscribe<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  { probeKey }: SubscribeOptions<T> = {},
): Subscription<T> {
  const values: T[] = [];
  const errors: unknown[] = [];
  const probes = new Set<string>();
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) return void errors.push(result.errors);
        const value = result.data as T;
        const key = probeKey?.(value);
        if (key === undefined) values.push(value);
        else probes.add(key);
      },
      error: (error) => void errors.push(error),
      complete: () => undefined,
    },
  );
  const failIfErrored = () => {
    if (errors.length > 0) throw new Error(`Subscription error: ${describeError(errors[0])}`);
  };
  return {
    async next(timeoutMs = 10000) {
      await waitFor(() => values.length > 0 || errors.length > 0, {
        what: `a value on the subscription ${query}`,
        timeoutMs,
      });
      failIfErrored();
      return values.shift()!;
    },
    async error(timeoutMs = 10000) {
      await waitFor(() => values.length > 0 || errors.length > 0, {
        what: `an error on the subscription ${query}`,
        timeoutMs,
      });
      if (values.length > 0) throw new Error(`Expected an error but data arrived: ${JSON.stringify(values[0])}`);
      return errors[0];
    },
    async live(sendProbe, timeoutMs = 10000) {
      if (!probeKey) throw new Error('live() needs the probeKey option of subscribe()');
      let lastSent = 0;
      await waitFor(
        async () => {
          if (probes.size > 0 || errors.length > 0) return true;
          if (Date.now() - lastSent >= PROBE_RETRY_MS) {
            lastSent = Date.now();
            await sendProbe();
          }
          return false;
        },
        { what: `a probe event to come through the subscription ${query}`, timeoutMs },
      );
      failIfErrored();
    },
    async receivedBefore(sendProbe, timeoutMs = 10000) {
      if (!probeKey) throw new Error('receivedBefore() needs the probeKey option of subscribe()');
      const key = await sendProbe();
      await waitFor(() => probes.has(key) || errors.length > 0, {
        what: `probe ${key} to come through the subscription ${query}`,
        timeoutMs,
      });
      failIfErrored();
      return values.splice(0);
    },
    dispose,
  };
}

const describeError = (error: unknown) =>
  error instanceof Error ? error.message : (JSON.stringify(error) ?? String(error));
