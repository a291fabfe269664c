import { Logger } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError } from '#access';
import type { AppConfig } from '#config';

const logger = new Logger('GraphQL');

/**
 * Expected errors keep their message and carry `extensions.code`; anything unexpected is logged
 * here (without variables, which may hold PHI) and reaches the client as a bare internal error.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  options: { hideSuggestions?: boolean } = {},
): GraphQLFormattedError {
  // Resolver errors and subscription errors (graphql-ws wraps those without a path) alike.
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  const shown = (message: string) => (options.hideSuggestions ? withoutSuggestions(message) : message);
  if (original instanceof AppError) {
    return {
      message: shown(original.message),
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
      message: shown(formatted.message),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: publicCode },
    };
  }
  logger.error(original instanceof Error ? (original.stack ?? original.message) : String(original));
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * graphql ends validation and variable errors with "Did you mean …?", naming fields, arguments, types and
 * enum values close to what was sent: in production that would reveal the schema while introspection is off.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean .*\?$/s, '');
}

/** The api's formatError: production answers without suggestions (for HTTP and graphql-ws alike). */
export function formatErrorFor(config: Pick<AppConfig, 'NODE_ENV'>) {
  const hideSuggestions = config.NODE_ENV === 'production';
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError =>
    formatError(formatted, error, { hideSuggestions });
}
