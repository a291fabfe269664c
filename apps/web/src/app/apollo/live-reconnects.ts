import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

const listenersByClient = new WeakMap<ApolloClient, Set<() => void>>();

/**
 * Listens for the subscription socket of this client coming back after a drop (graphql-ws reconnected
 * and re-sent the active subscriptions). What was published while it was down never arrives on its own:
 * a page resubscribes from the last entry it has, and lists refetch. Returns what stops listening.
 */
export function onLiveReconnected(client: ApolloClient, listener: () => void): () => void {
  let listeners = listenersByClient.get(client);
  if (!listeners) listenersByClient.set(client, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this client's listeners that its subscription socket reconnected (create-apollo-client wires it). */
export function announceLiveReconnected(client: ApolloClient): void {
  for (const listener of [...(listenersByClient.get(client) ?? [])]) listener();
}

/** Calls `onReconnected` (its latest version) each time the subscription socket reconnects. */
export function useLiveReconnected(onReconnected: () => void): void {
  const client = useApolloClient();
  const latest = useRef(onReconnected);
  useEffect(() => {
    latest.current = onReconnected;
  }, [onReconnected]);
  useEffect(() => onLiveReconnected(client, () => latest.current()), [client]);
}
