import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { type CaseChangeAnswer, writeCaseChange } from './write-case-change';

const inFlight = new WeakMap<ApolloClient, Set<Promise<unknown>>>();

const answerOf = (data: unknown): CaseChangeAnswer | undefined =>
  Object.values((data ?? {}) as Record<string, CaseChangeAnswer | null>)[0] ?? undefined;

/**
 * Runs one change to a case and writes its answer into the cache (write-case-change.ts): the page shows
 * it without reloading the case. Resolves to the change's answer (`success`, `message`, …); throws as
 * `client.mutate` does.
 */
export async function runCaseChange<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<CaseChangeAnswer | undefined> {
  const running = client.mutate({
    mutation,
    variables,
    update: (cache, { data }) => writeCaseChange(cache, answerOf(data)),
  } as Parameters<typeof client.mutate>[0]);
  let changes = inFlight.get(client);
  if (!changes) inFlight.set(client, (changes = new Set()));
  changes.add(running);
  try {
    return answerOf((await running).data);
  } finally {
    changes.delete(running);
  }
}

/**
 * Settles once the changes this client has under way now are answered (and written into the cache).
 * The live event of one's own change can arrive before its answer: waiting for it tells the event apart
 * (its entry is then in the cache) from someone else's.
 */
export async function afterOwnCaseChanges(client: ApolloClient): Promise<void> {
  await Promise.allSettled([...(inFlight.get(client) ?? [])]);
}
