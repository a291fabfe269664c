import type { GraphQLFormattedError } from 'graphql';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ApolloLink } from '@apollo/client/link';

/** Server error codes in `extensions.code` (spec 001 §8, DESIGN.md "GraphQL conventions"). */
export const ErrorCode = {
  INVALID_AUTHORIZATION: 'INVALID_AUTHORIZATION',
  AUTHORIZED_USER_NOT_FOUND: 'AUTHORIZED_USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
  ILLEGAL_STATE: 'ILLEGAL_STATE',
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The `extensions.code` of one GraphQL error, if it has one. */
export function errorCodeOf(error: GraphQLFormattedError): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

function asFormattedErrors(value: unknown): GraphQLFormattedError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is GraphQLFormattedError => typeof item === 'object' && item !== null && 'message' in item,
  );
}

/**
 * The GraphQL errors a result carries: `errors`, plus those of incremental (@defer) payloads
 * in either incremental format.
 */
export function graphQLErrorsOfResult(result: ApolloLink.Result): GraphQLFormattedError[] {
  const record = result as Record<string, unknown>;
  const errors = asFormattedErrors(record.errors);
  for (const key of ['incremental', 'completed']) {
    const parts = record[key];
    if (Array.isArray(parts)) {
      for (const part of parts) {
        if (part && typeof part === 'object')
          errors.push(...asFormattedErrors((part as Record<string, unknown>).errors));
      }
    }
  }
  return errors;
}

/**
 * The GraphQL errors behind an error a link chain raised: a `CombinedGraphQLErrors` (graphql-ws
 * operation errors), or a `ServerError` (non-2xx HTTP answer) whose body holds GraphQL errors or
 * the api's `{ error, code }` shape. Anything else (network failure, missing token) has none.
 */
export function graphQLErrorsOfError(error: unknown): GraphQLFormattedError[] {
  if (CombinedGraphQLErrors.is(error)) return [...error.errors];
  if (ServerError.is(error)) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (body && typeof body === 'object') {
        const { errors, code, error: message } = body as Record<string, unknown>;
        if (Array.isArray(errors)) return asFormattedErrors(errors);
        if (typeof code === 'string') {
          return [{ message: typeof message === 'string' ? message : code, extensions: { code } }];
        }
      }
    } catch {
      // Not JSON: no GraphQL errors to read.
    }
  }
  return [];
}
