import { vi } from 'vitest';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import type { DocumentNode } from 'graphql';
import { Observable, lastValueFrom, toArray } from 'rxjs';
import type { ApolloClientDeps } from './types';

/** A client only for `ApolloLink.execute`'s context; its own link is never used. */
export const contextClient = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

export type Scripted = ApolloLink.Result | Error;

export interface RecordedCall {
  operationName: string | undefined;
  headers: Record<string, string>;
}

/**
 * A terminating link that answers each request with the next scripted result (or error),
 * synchronously or on a later tick, and records the headers each request carried.
 */
export function scriptedLink(script: Scripted[], { async = false } = {}) {
  const calls: RecordedCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        calls.push({
          operationName: operation.operationName,
          headers: { ...((operation.getContext().headers as Record<string, string> | undefined) ?? {}) },
        });
        const answer = script.shift();
        const deliver = () => {
          if (!answer) observer.error(new Error('scriptedLink: no answer left'));
          else if (answer instanceof Error) observer.error(answer);
          else {
            observer.next(answer);
            observer.complete();
          }
        };
        if (!async) {
          deliver();
          return undefined;
        }
        const timer = setTimeout(deliver, 0);
        return () => clearTimeout(timer);
      }),
  );
  return { link, calls };
}

/** Runs an operation through a link and collects everything it emits (rejects on error). */
export function run(link: ApolloLink, query: DocumentNode, variables?: Record<string, unknown>) {
  return lastValueFrom(ApolloLink.execute(link, { query, variables }, { client: contextClient }).pipe(toArray()));
}

/** Session callbacks as spies; the stored token is 'stale-token', a forced refresh gives 'fresh-token'. */
export function makeDeps(overrides: Partial<Pick<ApolloClientDeps, 'getIdToken' | 'getOrganizationId'>> = {}) {
  const defaultToken = async (forceRefresh: boolean): Promise<string | null> =>
    forceRefresh ? 'fresh-token' : 'stale-token';
  return {
    getIdToken: vi.fn(overrides.getIdToken ?? defaultToken),
    getOrganizationId: vi.fn(overrides.getOrganizationId ?? ((): string | null => 'org-1')),
    onAuthorizedUserNotFound: vi.fn(),
    onMissingToken: vi.fn(),
    onNotFound: vi.fn(),
  };
}

export const gqlError = (code: string, path?: string[]) => ({
  message: code,
  ...(path ? { path } : {}),
  extensions: { code },
});
