import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, print } from 'graphql';

/**
 * A small fetch-based GraphQL client for the public auth operations, so that the sign-in pages
 * do not load Apollo Client (it stays in the signed-in pages' chunk).
 */

/** The api's GraphQL endpoint (same origin; the dev server and nginx proxy it). */
export const PUBLIC_GRAPHQL_URL = '/graphql';

/** A public GraphQL call the api answered with an error (a GraphQL error or a non-2xx HTTP status). */
export class PublicGraphqlError extends Error {
  override readonly name = 'PublicGraphqlError';
  /** `extensions.code` of the first GraphQL error, or `HTTP_<status>` when the answer had none. */
  readonly code: string;
  /** `extensions.field` of the first GraphQL error (the input the api rejected), if any. */
  readonly field: string | undefined;
  /** The HTTP status of the answer. */
  readonly status: number;

  constructor(message: string, options: { code: string; field?: string; status: number }) {
    super(message);
    this.code = options.code;
    this.field = options.field;
    this.status = options.status;
  }

  static is(error: unknown): error is PublicGraphqlError {
    return error instanceof PublicGraphqlError;
  }
}

interface FirstError {
  message: string;
  code?: string;
  field?: string;
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The first error a response body carries: a GraphQL `errors` entry, or the api's plain `{ error, code }` shape. */
function firstErrorOf(body: unknown): FirstError | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors) && record.errors.length > 0) {
    const first: unknown = record.errors[0];
    const error = (first && typeof first === 'object' ? first : {}) as Record<string, unknown>;
    const extensions = (error.extensions && typeof error.extensions === 'object' ? error.extensions : {}) as Record<
      string,
      unknown
    >;
    return { message: asString(error.message) ?? '', code: asString(extensions.code), field: asString(extensions.field) };
  }
  const code = asString(record.code);
  if (code) return { message: asString(record.error) ?? '', code };
  return undefined;
}

/**
 * Runs a public GraphQL operation (no authorization header) and resolves with its data.
 * Rejects with a PublicGraphqlError when the api answers with errors or a non-2xx status;
 * a failed fetch (offline, aborted) rejects with fetch's own error, which `isNetworkError` recognises.
 */
export async function publicGraphql<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: { signal?: AbortSignal } = {},
): Promise<TData> {
  const operationName = getOperationAST(document)?.name?.value;
  const response = await fetch(PUBLIC_GRAPHQL_URL, {
    method: 'POST',
    // application/json passes the api's CSRF prevention (a non-simple request).
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: print(document), variables, operationName }),
    signal: options.signal,
  });

  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }

  const first = firstErrorOf(body);
  if (first) {
    throw new PublicGraphqlError(first.message || `The api answered ${response.status}.`, {
      code: first.code ?? (response.ok ? 'GRAPHQL_ERROR' : `HTTP_${response.status}`),
      field: first.field,
      status: response.status,
    });
  }
  if (!response.ok) {
    throw new PublicGraphqlError(`The api answered ${response.status} ${response.statusText}`.trim(), {
      code: `HTTP_${response.status}`,
      status: response.status,
    });
  }
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (!data || typeof data !== 'object') {
    throw new PublicGraphqlError('The api answered without data.', { code: 'INVALID_RESPONSE', status: response.status });
  }
  return data as TData;
}
