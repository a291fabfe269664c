import fc from 'fast-check';
import { nastyString, wrongValue } from './fuzz-values.js';

/**
 * What wraps an operation, fuzzed: the HTTP request around a GraphQL body (method, content type, body that is
 * not JSON or not the expected shape, authorization headers) and the graphql-ws messages around an operation
 * (connection_init payloads, messages of unknown types or shapes). schema-fuzz.ts fuzzes the operations.
 */

export interface RawHttpRequest {
  method: 'GET' | 'POST';
  /** Query string for GET (without `?`). */
  search: string;
  headers: Record<string, string>;
  body?: string;
}

const NORMAL = '{ __typename }';

const graphqlBody = fc.record(
  {
    query: fc.oneof(fc.constant(NORMAL), nastyString, wrongValue),
    variables: wrongValue,
    operationName: fc.oneof(nastyString, wrongValue),
    extensions: wrongValue,
  },
  { requiredKeys: [] },
);

const body: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: graphqlBody.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.array(graphqlBody, { maxLength: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: wrongValue.map((value) => JSON.stringify(value) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '{', '{"query": "{ __typename }"', 'null', '[]', '{"query":' + '['.repeat(5000)),
  },
  { weight: 1, arbitrary: nastyString },
);

/** Header values fetch can send (no control characters but tab). */
const headerValue = (text: string) => text.replace(/[^\t\x20-\x7e]/g, '?');

const authorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'Bearer a.b.c',
    'Bearer ' + 'a'.repeat(8000),
    'bearer x y',
  ),
  nastyString.map((text) => `Bearer ${headerValue(text)}`.slice(0, 8000)),
);

export const rawHttpRequest: fc.Arbitrary<RawHttpRequest> = fc
  .record({
    method: fc.constantFrom<RawHttpRequest['method']>('POST', 'POST', 'POST', 'GET'),
    contentType: fc.option(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'application/graphql',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ),
      { freq: 6 },
    ),
    authorization: fc.option(authorization, { freq: 2 }),
    preflight: fc.boolean(),
    body,
    search: fc
      .record({ query: fc.oneof(fc.constant(NORMAL), nastyString), variables: nastyString }, { requiredKeys: [] })
      .map((params) => new URLSearchParams(params as Record<string, string>).toString()),
  })
  .map(({ method, contentType, authorization, preflight, body, search }) => {
    const headers: Record<string, string> = {};
    if (contentType) headers['content-type'] = contentType;
    if (authorization) headers.authorization = authorization;
    // Apollo's CSRF prevention lets a GET through with this header.
    if (preflight) headers['apollo-require-preflight'] = 'true';
    return method === 'GET' ? { method, search, headers } : { method, search: '', headers, body };
  });

/** One graphql-ws conversation: the connection_init payload, then messages, then a normal query. */
export interface RawWsSession {
  /** Whether connection_init carries the caller's token (with the fuzzed payload's other keys). */
  signedIn: boolean;
  initPayload: unknown;
  messages: string[];
}

const message = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record(
        {
          type: fc.oneof(
            fc.constantFrom('subscribe', 'complete', 'ping', 'pong', 'next', 'connection_init'),
            nastyString,
          ),
          id: fc.oneof(fc.constantFrom('1', '2', ''), nastyString, wrongValue),
          payload: fc.oneof(
            fc.record(
              { query: fc.oneof(fc.constant(NORMAL), nastyString, wrongValue), variables: wrongValue },
              { requiredKeys: [] },
            ),
            wrongValue,
          ),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: nastyString },
);

export const rawWsSession: fc.Arbitrary<RawWsSession> = fc.record({
  signedIn: fc.boolean(),
  initPayload: fc.oneof(
    fc.record(
      { authorization: fc.oneof(authorization, wrongValue), 'x-organization-id': wrongValue },
      { requiredKeys: [] },
    ),
    wrongValue,
  ),
  messages: fc.array(message, { maxLength: 4 }),
});

/** A request to one of the api's endpoints beside /graphql, with a hostile path segment and body. */
export interface RestRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  /** Whether to send the caller's bearer token (replacing any fuzzed authorization). */
  signedIn: boolean;
  headers: Record<string, string>;
  body?: string;
}

/** `text` as a path segment; a lone surrogate (which encodeURIComponent refuses) as the bytes UTF-8 forbids. */
const encodeSegment = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const segment = fc.oneof(
  nastyString.filter((text) => text.length < 2000).map(encodeSegment),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%00', 'a.b.c', '.', '..'),
  fc.uuid(),
);

export const restRequest: fc.Arbitrary<RestRequest> = fc
  .record({
    endpoint: fc.constantFrom(
      (id: string) => ({ method: 'GET' as const, path: `/cases/${id}/download` }),
      (id: string) => ({ method: 'GET' as const, path: `/files/${id}` }),
      (id: string) => ({ method: 'PUT' as const, path: `/files/${id}` }),
      (id: string) => ({ method: 'GET' as const, path: `/health/${id}` }),
      (id: string) => ({ method: 'GET' as const, path: `/admin/queues/${id}` }),
      (id: string) => ({ method: 'GET' as const, path: `/admin/queues/api/queues?queue=${id}` }),
      (id: string) => ({ method: 'GET' as const, path: `/admin/queues/open?token=${id}` }),
      (id: string) => ({ method: 'PUT' as const, path: `/admin/queues/api/queues/${id}/pause` }),
    ),
    id: segment,
    signedIn: fc.boolean(),
    authorization: fc.option(authorization, { freq: 2 }),
    organization: fc.option(segment, { freq: 3 }),
    cookie: fc.option(
      segment.map((value) => `cm_queue_board=${value}`),
      { freq: 3 },
    ),
    body: fc.option(nastyString, { freq: 2 }),
  })
  .map(({ endpoint, id, signedIn, authorization, organization, cookie, body }) => {
    const { method, path } = endpoint(id);
    const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
    if (authorization) headers.authorization = authorization;
    if (organization) headers['x-organization-id'] = organization;
    if (cookie) headers.cookie = cookie;
    return { method, path, signedIn, headers, ...(method === 'GET' || body === null ? {} : { body }) };
  });
