import type { GraphQLFormattedError } from 'graphql';
import { ApolloLink } from '@apollo/client/link';
import { Observable, type Subscription, from, mergeMap, throwError } from 'rxjs';
import { FRESH_ID_TOKEN_CONTEXT_KEY, MissingIdTokenError, tokenOrNull } from './auth-link';
import { ErrorCode, errorCodeOf, graphQLErrorsOfError, graphQLErrorsOfResult } from './error-codes';
import { rootFieldsOf } from './operation-fields';
import type { ApolloClientDeps } from './types';

/**
 * Queries whose NOT_FOUND stays with the screen (a missing file is shown there, not by leaving
 * the page): spec 001 §2 and §8.
 */
export const NOT_FOUND_EXEMPT_FIELDS: ReadonlySet<string> = new Set(['caseAttachmentUrl', 'organizationDocumentUrl']);

/**
 * Whether a NOT_FOUND should send the user to /not-found. Not when the operation is named
 * caseAttachmentUrl / organizationDocumentUrl, nor when the failing root field (read from the
 * error's path, whatever the operation or alias is called) is one of them. A NOT_FOUND without a
 * path counts as the URL query's when the operation selects one.
 */
export function shouldGoToNotFound(
  operation: Pick<ApolloLink.Operation, 'query' | 'operationName'>,
  errors: readonly GraphQLFormattedError[],
): boolean {
  if (operation.operationName && NOT_FOUND_EXEMPT_FIELDS.has(operation.operationName)) return false;
  const notFound = errors.filter((error) => errorCodeOf(error) === ErrorCode.NOT_FOUND);
  if (notFound.length === 0) return false;
  const rootFields = rootFieldsOf(operation.query, operation.operationName);
  const selectsExempt = [...rootFields.values()].some((field) => NOT_FOUND_EXEMPT_FIELDS.has(field));
  return notFound.some((error) => {
    const key = error.path?.[0];
    const field = typeof key === 'string' ? rootFields.get(key) : undefined;
    return field ? !NOT_FOUND_EXEMPT_FIELDS.has(field) : !selectsExempt;
  });
}

export interface ErrorLinkOptions {
  /**
   * Called with the refreshed token before the retry goes out; `createApolloClient` uses it to
   * reconnect the websocket when the operation was a subscription.
   */
  onFreshToken?(operation: ApolloLink.Operation, token: string): void;
}

function safely(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    console.error('A session callback of the Apollo error link failed', error);
  }
}

/**
 * Spec 001 §8, client side:
 * - INVALID_AUTHORIZATION: get a fresh ID token (`getIdToken(true)`) and retry the operation once
 *   with it. Concurrent failures share one refresh. If the retry answers INVALID_AUTHORIZATION
 *   again, or no fresh token comes, `onMissingToken()` (sign out); it never loops.
 * - AUTHORIZED_USER_NOT_FOUND: `onAuthorizedUserNotFound()` (sign out, /login).
 * - NOT_FOUND: `onNotFound(operationName)` (/not-found), except for caseAttachmentUrl and
 *   organizationDocumentUrl (see `shouldGoToNotFound`).
 * The result or error itself still reaches the caller, so screens can show their own message.
 * Put it before the auth link, so the retry passes through it again; it also sets the fresh
 * bearer header itself, so the order is not critical.
 */
export function createErrorLink(
  deps: Pick<ApolloClientDeps, 'getIdToken' | 'onMissingToken' | 'onAuthorizedUserNotFound' | 'onNotFound'>,
  options: ErrorLinkOptions = {},
): ApolloLink {
  let refreshing: Promise<string | null> | null = null;
  const freshToken = (): Promise<string | null> => {
    refreshing ??= tokenOrNull(deps.getIdToken, true).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const retryWithFreshToken = (
    operation: ApolloLink.Operation,
    forward: ApolloLink.ForwardFunction,
  ): Observable<ApolloLink.Result> =>
    from(freshToken()).pipe(
      mergeMap((token) => {
        if (!token) {
          safely(() => deps.onMissingToken());
          return throwError(() => new MissingIdTokenError());
        }
        operation.setContext((previous) => ({
          [FRESH_ID_TOKEN_CONTEXT_KEY]: token,
          headers: { ...(previous.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` },
        }));
        options.onFreshToken?.(operation, token);
        return attempt(operation, forward, true);
      }),
    );

  function attempt(
    operation: ApolloLink.Operation,
    forward: ApolloLink.ForwardFunction,
    isRetry: boolean,
  ): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      // Holders, not bindings: a synchronous answer reads them before `subscribe` returns.
      const subscriptions: { upstream?: Subscription; retry?: Subscription } = {};
      let retrying = false;

      /** Acts on the codes; returns false when a retry took over from this attempt. */
      const react = (errors: readonly GraphQLFormattedError[]): boolean => {
        const codes = new Set(errors.map(errorCodeOf));
        if (codes.has(ErrorCode.INVALID_AUTHORIZATION)) {
          if (!isRetry) {
            retrying = true;
            subscriptions.upstream?.unsubscribe();
            subscriptions.retry = retryWithFreshToken(operation, forward).subscribe(observer);
            return false;
          }
          safely(() => deps.onMissingToken());
        }
        if (codes.has(ErrorCode.AUTHORIZED_USER_NOT_FOUND)) {
          safely(() => deps.onAuthorizedUserNotFound());
        } else if (codes.has(ErrorCode.NOT_FOUND) && shouldGoToNotFound(operation, errors)) {
          safely(() => deps.onNotFound(operation.operationName));
        }
        return true;
      };

      subscriptions.upstream = forward(operation).subscribe({
        next: (result) => {
          if (retrying) return;
          const errors = graphQLErrorsOfResult(result);
          if (errors.length === 0 || react(errors)) observer.next(result);
        },
        error: (error: unknown) => {
          if (retrying) return;
          if (react(graphQLErrorsOfError(error))) observer.error(error);
        },
        complete: () => {
          if (!retrying) observer.complete();
        },
      });
      // A synchronous answer may already have handed over to the retry.
      if (retrying) subscriptions.upstream.unsubscribe();

      return () => {
        subscriptions.upstream?.unsubscribe();
        subscriptions.retry?.unsubscribe();
      };
    });
  }

  return new ApolloLink((operation, forward) => attempt(operation, forward, false));
}
