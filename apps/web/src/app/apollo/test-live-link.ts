/** A test client whose subscriptions stay open and deliver what the test publishes. Imported by tests only. */
import { OperationTypeNode } from 'graphql';
import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable, type Subscriber } from 'rxjs';
import { createCache } from './cache';

export interface LiveOperation {
  name: string;
  variables: Record<string, unknown>;
  /** Open until the client ends it (a resubscription with new variables ends the old one). */
  open: boolean;
  observer: Subscriber<ApolloLink.Result>;
}

/**
 * Subscriptions are kept open and recorded; `publish` sends an event to the open ones of a name. Queries
 * and mutations are answered by `answers[operationName]` (a value or a promise of one).
 */
export function liveTestClient(answers: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  const operations: LiveOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const record: LiveOperation = {
          name: operation.operationName ?? '',
          variables: operation.variables,
          open: true,
          observer,
        };
        operations.push(record);
        if (operation.operationType !== OperationTypeNode.SUBSCRIPTION) {
          const answer = answers[record.name];
          if (!answer) observer.error(new Error(`No test answer for ${record.name}`));
          else
            void Promise.resolve(answer(operation.variables)).then((data) => {
              observer.next({ data: data as Record<string, unknown> });
              observer.complete();
            });
        }
        return () => {
          record.open = false;
        };
      }),
  );
  const client = new ApolloClient({ cache: createCache(), link });
  const named = (name: string) => operations.filter((operation) => operation.name === name);
  const publish = (name: string, data: Record<string, unknown>) => {
    for (const operation of named(name)) if (operation.open) operation.observer.next({ data });
  };
  return { client, operations, named, publish };
}
