import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { type Client, CloseCode, createClient } from 'graphql-ws';
import { MissingIdTokenError, identityHeaders, tokenOrNull } from './auth-link';
import type { ApolloClientDeps } from './types';

/** Reconnect back-off: 1 s doubling up to 64 s, plus up to 1 s of jitter. */
export const LIVE_RETRY_BASE_MS = 1000;
export const LIVE_RETRY_MAX_MS = 64_000;
/** Keep an idle socket this long after the last subscription ends (page changes re-use it). */
export const LIVE_LAZY_CLOSE_TIMEOUT_MS = 3000;

export const DEFAULT_HTTP_URI = '/graphql';

/** ws(s)://<host>/graphql for an HTTP endpoint given relative to, or apart from, this page. */
export function defaultWsUrl(httpUri: string = DEFAULT_HTTP_URI, base: string = window.location.href): string {
  const url = new URL(httpUri, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.hash = '';
  return url.toString();
}

function isCloseEvent(value: unknown): value is { code: number; reason: string } {
  return typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
}

export interface LiveConnection {
  client: Client;
  link: GraphQLWsLink;
  /**
   * Reconnects the socket now (graphql-ws `terminate()`), so the next connection sends the current
   * token and organization; active subscriptions re-subscribe on it. Without a socket it does
   * nothing: the next connection reads them anyway.
   */
  restart(): void;
  /** Calls `listener` each time the socket connects again after a drop or a restart; returns what removes it. */
  onReconnected(listener: () => void): () => void;
  dispose(): Promise<void>;
}

/**
 * The graphql-ws client for subscriptions: lazy (connects on the first subscription), identity in
 * `connectionParams` (`authorization: Bearer …`, `x-organization-id`), reconnecting on close with
 * back-off. When the server refuses the connection (4403) it tries once more with a forced fresh
 * token; a second refusal in a row stops retrying (the HTTP calls carry the exact error code).
 * Without a token it calls `onMissingToken()` and fails the subscriptions.
 */
export function createLiveConnection(
  deps: Pick<ApolloClientDeps, 'getIdToken' | 'getOrganizationId' | 'onMissingToken' | 'webSocketImpl'>,
  url: string | (() => string),
): LiveConnection {
  let forceFreshToken = false;
  let refusedInARow = 0;
  let reconnectNow = false;

  const client = createClient({
    url,
    lazy: true,
    lazyCloseTimeout: LIVE_LAZY_CLOSE_TIMEOUT_MS,
    webSocketImpl: deps.webSocketImpl,
    connectionParams: async () => {
      const force = forceFreshToken;
      forceFreshToken = false;
      const token = await tokenOrNull(deps.getIdToken, force);
      if (!token) {
        deps.onMissingToken();
        throw new MissingIdTokenError();
      }
      return identityHeaders(token, deps.getOrganizationId());
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: async (retries) => {
      if (reconnectNow) {
        reconnectNow = false;
        return;
      }
      const delay = Math.min(LIVE_RETRY_BASE_MS * 2 ** retries, LIVE_RETRY_MAX_MS) + Math.random() * 1000;
      await new Promise((resolve) => setTimeout(resolve, delay));
    },
    // Browsers report a dropped network as an error event before the close: retry those too.
    shouldRetry: (errorOrClose) => {
      if (errorOrClose instanceof MissingIdTokenError) return false;
      if (isCloseEvent(errorOrClose) && errorOrClose.code === CloseCode.Forbidden) {
        refusedInARow += 1;
        if (refusedInARow > 1) return false;
        forceFreshToken = true;
      }
      return true;
    },
    on: {
      connected: () => {
        refusedInARow = 0;
      },
    },
  });

  return {
    client,
    link: new GraphQLWsLink(client),
    onReconnected: (listener) =>
      client.on('connected', (_socket, _payload, wasRetry) => {
        if (wasRetry) listener();
      }),
    restart: () => {
      refusedInARow = 0;
      reconnectNow = true;
      client.terminate();
    },
    dispose: async () => {
      await client.dispose();
    },
  };
}
