import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, badInput, ErrorCode, forbidden, notFound } from '#access';
import { formatError } from './format-error.js';

const PATH = ['organization', 'users', 0];

/** What Apollo hands formatError for an error thrown in a resolver: the located GraphQLError around it. */
function fromResolver(original: Error): { formatted: GraphQLFormattedError; error: GraphQLError } {
  const error = new GraphQLError(original.message, { path: PATH, originalError: original });
  const formatted: GraphQLFormattedError = {
    message: original.message,
    locations: [{ line: 1, column: 3 }],
    path: PATH,
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...error.extensions },
  };
  return { formatted, error };
}

/** What Apollo hands formatError for a request-level failure (parse, validation, variables): no path. */
function requestLevel(message: string, code: string): { formatted: GraphQLFormattedError; error: GraphQLError } {
  const error = new GraphQLError(message, { extensions: { code } });
  return {
    formatted: { message, locations: [{ line: 2, column: 5 }], extensions: { code } },
    error,
  };
}

let logged: jest.Spied<Logger['error']>;

beforeEach(() => {
  logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  logged.mockRestore();
});

describe('formatError: expected errors (AppError)', () => {
  it.each<[string, AppError, Record<string, unknown>]>([
    ['NOT_FOUND', notFound(), { code: 'NOT_FOUND' }],
    ['FORBIDDEN with the spec message', forbidden('Only a case worker can manage this case'), { code: 'FORBIDDEN' }],
    [
      'BAD_USER_INPUT with its field',
      badInput('recordsPerPage: must be between 1 and 100', 'recordsPerPage'),
      {
        code: 'BAD_USER_INPUT',
        field: 'recordsPerPage',
      },
    ],
    ['ALREADY_EXISTS', new AppError(ErrorCode.ALREADY_EXISTS, 'User already exists'), { code: 'ALREADY_EXISTS' }],
    ['TOO_MANY_REQUESTS', new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Slow down'), { code: 'TOO_MANY_REQUESTS' }],
  ])('%s keeps its message and gets extensions.code', (_name, appError, extensions) => {
    const { formatted, error } = fromResolver(appError);
    expect(formatError(formatted, error)).toEqual({ message: appError.message, path: PATH, extensions });
    expect(logged).not.toHaveBeenCalled();
  });

  it('drops whatever else Apollo put in the extensions (e.g. a stack trace)', () => {
    const { formatted, error } = fromResolver(notFound('Case not found'));
    const result = formatError(
      { ...formatted, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } },
      error,
    );
    expect(result.extensions).toEqual({ code: 'NOT_FOUND' });
    expect(result.message).toBe('Case not found');
  });

  it('recognises an AppError passed unwrapped', () => {
    const appError = forbidden('Not authorized to assign cases');
    const result = formatError({ message: 'ignored', extensions: { code: 'INTERNAL_SERVER_ERROR' } }, appError);
    expect(result).toEqual({
      message: 'Not authorized to assign cases',
      path: undefined,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('formatError: Apollo request errors', () => {
  it.each<[string, string]>([
    ['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT'],
    ['GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT'],
    ['BAD_USER_INPUT', 'BAD_USER_INPUT'],
    ['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_FOUND'],
    ['BAD_REQUEST', 'BAD_REQUEST'],
  ])('%s becomes %s and keeps message and locations', (code, publicCode) => {
    const { formatted, error } = requestLevel('Cannot query field "nope" on type "Query".', code);
    expect(formatError(formatted, error)).toEqual({
      message: 'Cannot query field "nope" on type "Query".',
      locations: [{ line: 2, column: 5 }],
      path: undefined,
      extensions: { code: publicCode },
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('keeps only the code of the extensions (no http, no stack trace)', () => {
    const { error } = requestLevel('Syntax Error: Expected Name, found <EOF>.', 'GRAPHQL_PARSE_FAILED');
    const formatted: GraphQLFormattedError = {
      message: 'Syntax Error: Expected Name, found <EOF>.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED', stacktrace: ['GraphQLError: Syntax Error', 'at parse'] },
    };
    expect(formatError(formatted, error).extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });
});

describe('formatError: unexpected errors', () => {
  const SECRET = 'connect ECONNREFUSED 10.0.0.7:5432 password=hunter2 patient Jane Doe';

  it.each<[string, () => { formatted: GraphQLFormattedError; error: unknown }]>([
    ['an Error thrown in a resolver', () => fromResolver(new Error(SECRET))],
    ['a TypeError thrown in a resolver', () => fromResolver(new TypeError(SECRET))],
    [
      'an Error outside a resolver (context creation)',
      () => ({
        formatted: { message: `Context creation failed: ${SECRET}`, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        error: new GraphQLError(`Context creation failed: ${SECRET}`, { originalError: new Error(SECRET) }),
      }),
    ],
    [
      'a formatted error without a code',
      () => ({ formatted: { message: SECRET, path: PATH }, error: new Error(SECRET) }),
    ],
    [
      'a thrown non-Error value',
      () => ({ formatted: { message: `Unexpected error value: ${SECRET}` }, error: SECRET }),
    ],
  ])('%s becomes a bare internal error that does not leak its message', (_name, make) => {
    const { formatted, error } = make();
    const result = formatError(formatted, error);
    expect(result.message).toBe('Internal server error');
    expect(result.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(result).not.toHaveProperty('locations');
    expect(JSON.stringify(result)).not.toContain('hunter2');
    expect(JSON.stringify(result)).not.toContain('Jane Doe');
  });

  it('keeps the path, so the client knows which field failed', () => {
    const { formatted, error } = fromResolver(new Error(SECRET));
    expect(formatError(formatted, error)).toEqual({
      message: 'Internal server error',
      path: PATH,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('logs the original error on the server, once', () => {
    const original = new Error(SECRET);
    const { formatted, error } = fromResolver(original);
    formatError(formatted, error);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][0])).toContain(SECRET);
  });
});
