import { Logger } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError } from '#access';

const logger = new Logger('GraphQL');

/**
 * Expected errors keep their message and carry `extensions.code`; anything unexpected is logged
 * here (without variables, which may hold PHI) and reaches the client as a bare internal error.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // Resolver errors and subscription errors (graphql-ws wraps those without a path) alike.
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: original.code, ...(original.details ?? {}) },
    };
  }
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') {
    // Apollo's own: parse and validation failures, bad variable values.
    const publicCode =
      code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' ? 'BAD_USER_INPUT' : code;
    return {
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: publicCode },
    };
  }
  logger.error(original instanceof Error ? (original.stack ?? original.message) : String(original));
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
