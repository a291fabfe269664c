import { type ASTNode, GraphQLError } from 'graphql';
import { badInput } from '#access';

/**
 * A refusal of an operation's input before anything of it runs: BAD_USER_INPUT, answering HTTP 400 (Apollo
 * reads `extensions.http`; formatError keeps only the code and the field), an error message over graphql-ws.
 */
export function badUserInput(
  message: string,
  options: { field?: string; nodes?: readonly ASTNode[] } = {},
): GraphQLError {
  return new GraphQLError(message, {
    nodes: options.nodes,
    originalError: badInput(message, options.field),
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/** graphql's own refusal (syntax, validation, variable values) as the caller's error. */
export function asBadUserInput(error: GraphQLError): GraphQLError {
  return badUserInput(error.message, { nodes: error.nodes });
}
