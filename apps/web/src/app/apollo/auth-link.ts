import { ApolloLink } from '@apollo/client/link';
import { defer, mergeMap } from 'rxjs';
import { rootFieldNamesOf } from './operation-fields';
import type { ApolloClientDeps } from './types';

/** Operation context key where the error link leaves the token it just refreshed, for the retry. */
export const FRESH_ID_TOKEN_CONTEXT_KEY = 'freshIdToken';

/**
 * Root fields the api serves without sign-in (`@Public()`): asked before anyone is signed in, so a
 * missing token there is normal. Other public operations (later screens) say so with the context
 * `{ public: true }` (see `PUBLIC_OPERATION_CONTEXT`).
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set(['identityProviderByEmail', 'sendPasswordResetEmail']);

/** `useQuery(Doc, { context: PUBLIC_OPERATION_CONTEXT })`: send without requiring a token. */
export const PUBLIC_OPERATION_CONTEXT = { public: true } as const;

/** The operation failed because no ID token could be had (spec 001 §7: the user is signed out). */
export class MissingIdTokenError extends Error {
  override name = 'MissingIdTokenError';
  constructor(message = 'No identity token is available: sign in again.') {
    super(message);
  }
}

/** The two identity headers, as HTTP headers and as graphql-ws connection params. */
export function identityHeaders(token: string, organizationId: string | null): Record<string, string> {
  return organizationId
    ? { authorization: `Bearer ${token}`, 'x-organization-id': organizationId }
    : { authorization: `Bearer ${token}` };
}

/** True when the operation may go out without a token. */
export function isPublicOperation(operation: ApolloLink.Operation): boolean {
  if ((operation.getContext() as { public?: unknown }).public === true) return true;
  const fields = rootFieldNamesOf(operation.query, operation.operationName);
  fields.delete('__typename');
  return fields.size > 0 && [...fields].every((field) => PUBLIC_ROOT_FIELDS.has(field));
}

/** getIdToken that turns a failure into `null` ("a missing or failed token", spec 001 §8). */
export async function tokenOrNull(
  getIdToken: ApolloClientDeps['getIdToken'],
  forceRefresh: boolean,
): Promise<string | null> {
  try {
    return (await getIdToken(forceRefresh)) || null;
  } catch {
    return null;
  }
}

/**
 * Puts `authorization: Bearer <ID token>` and, when there is one, `x-organization-id` on every
 * HTTP request. Without a token it calls `onMissingToken()` (the session signs out) and fails the
 * operation with `MissingIdTokenError`; public operations go out without the header instead.
 */
export function createAuthLink(
  deps: Pick<ApolloClientDeps, 'getIdToken' | 'getOrganizationId' | 'onMissingToken'>,
): ApolloLink {
  return new ApolloLink((operation, forward) =>
    defer(async () => {
      const fresh = (operation.getContext() as Record<string, unknown>)[FRESH_ID_TOKEN_CONTEXT_KEY];
      const token = typeof fresh === 'string' && fresh ? fresh : await tokenOrNull(deps.getIdToken, false);
      if (!token) {
        if (isPublicOperation(operation)) return;
        deps.onMissingToken();
        throw new MissingIdTokenError();
      }
      const headers = identityHeaders(token, deps.getOrganizationId());
      operation.setContext((previous) => ({
        headers: { ...(previous.headers as Record<string, string> | undefined), ...headers },
      }));
    }).pipe(mergeMap(() => forward(operation))),
  );
}
