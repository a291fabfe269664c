import { OperationTypeNode } from 'graphql';
import { ApolloClient } from '@apollo/client';
import { HttpLink } from '@apollo/client/link/http';
import { ApolloLink } from '@apollo/client/link';
import { createAuthLink } from './auth-link';
import { createCache } from './cache';
import { createErrorLink } from './error-link';
import { DEFAULT_HTTP_URI, type LiveConnection, createLiveConnection, defaultWsUrl } from './live-connection';
import { announceLiveReconnected } from './live-reconnects';
import type { ApolloClientDeps } from './types';

const liveConnections = new WeakMap<ApolloClient, LiveConnection>();
let latestLiveConnection: LiveConnection | undefined;

/**
 * The app's Apollo Client:
 *
 *   error link ─┬─ subscription ──► GraphQLWsLink (graphql-ws, identity in connectionParams)
 *               └─ query/mutation ─► auth link ─► HttpLink (POST httpUri, default '/graphql')
 *
 * The error link applies spec 001 §8 (fresh token and one retry, sign-out, /not-found) to both.
 */
export function createApolloClient(deps: ApolloClientDeps): ApolloClient {
  const httpUri = deps.httpUri ?? DEFAULT_HTTP_URI;
  const live = createLiveConnection(deps, deps.wsUrl ?? (() => defaultWsUrl(httpUri)));

  const errorLink = createErrorLink(deps, {
    // The socket authenticates once per connection: reconnect it so the retry runs with the new token.
    onFreshToken: (operation) => {
      if (operation.operationType === OperationTypeNode.SUBSCRIPTION) live.restart();
    },
  });
  const httpLink = new HttpLink({ uri: httpUri, ...(deps.fetch ? { fetch: deps.fetch } : {}) });

  const client = new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      errorLink,
      ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
        live.link,
        ApolloLink.from([createAuthLink(deps), httpLink]),
      ),
    ]),
  });
  live.onReconnected(() => announceLiveReconnected(client));
  liveConnections.set(client, live);
  latestLiveConnection = live;
  return client;
}

/**
 * Reconnects the subscription websocket (graphql-ws `terminate()`), so it authenticates again with
 * the current token and organization: call after sign-in and after an organization switch.
 * Without an argument it acts on the most recently created client.
 */
export function resetLiveConnection(client?: ApolloClient): void {
  (client ? liveConnections.get(client) : latestLiveConnection)?.restart();
}

/** Closes the subscription websocket for good (e.g. when the app discards this client). */
export async function disposeLiveConnection(client?: ApolloClient): Promise<void> {
  const live = client ? liveConnections.get(client) : latestLiveConnection;
  if (!live) return;
  if (live === latestLiveConnection) latestLiveConnection = undefined;
  await live.dispose();
}
