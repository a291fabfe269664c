import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  getVariableValues,
} from 'graphql';
import { asBadUserInput, badUserInput } from './bad-user-input.js';
import { complexityRefusal } from './complexity.js';
import { controlCharacterRefusal } from './control-characters.js';

interface Operation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * What every parsed and validated operation meets before anything of it runs, over HTTP
 * (operationChecksPlugin) and graphql-ws (withOperationChecks) alike, in this order:
 * 1. no control characters in the strings it carries (control-characters.ts);
 * 2. its variables fit their declared types: graphql checks them again when it executes, but the cost
 *    estimate reads them first and cannot take a value of the wrong type;
 * 3. its estimated cost is within the cap.
 * A refusal is BAD_USER_INPUT (HTTP 400), never a server error.
 */
function refusalOf(
  { schema, document, operationName, variables }: Operation,
  maxComplexity: number,
  estimates?: WeakMap<DocumentNode, Map<string, number>>,
): GraphQLError | undefined {
  const controlCharacter = controlCharacterRefusal(document, variables);
  if (controlCharacter) return controlCharacter;
  const operation = getOperationAST(document, operationName);
  // No such operation: graphql answers that itself, before running anything.
  if (!operation) return undefined;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 1 });
  if (coerced.errors) return asBadUserInput(coerced.errors[0]);
  return complexityRefusal(maxComplexity, estimates, schema, document, operationName, variables);
}

export const SUBSCRIPTION_OVER_HTTP = 'Subscriptions are served over graphql-ws on /graphql, not over HTTP';

/**
 * The checks for HTTP operations: Apollo answers a refusal with HTTP 400. A subscription is refused first: over
 * HTTP graphql would run its event resolver without an event.
 */
export function operationChecksPlugin(maxComplexity: number): ApolloServerPlugin {
  const estimates = new WeakMap<DocumentNode, Map<string, number>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operation }) {
          if (operation?.operation === 'subscription') throw badUserInput(SUBSCRIPTION_OVER_HTTP);
          const refusal = refusalOf(
            { schema, document, operationName: request.operationName, variables: request.variables },
            maxComplexity,
            estimates,
          );
          if (refusal) throw refusal;
        },
      };
    },
  };
}

/**
 * graphql-ws's `execute` or `subscribe` (`inner`) behind the same checks: a refusal is answered as the
 * operation's result (an error message), and the connection stays open.
 */
export function withOperationChecks<T>(
  maxComplexity: number,
  inner: (args: ExecutionArgs) => T | Promise<T>,
): (args: ExecutionArgs) => Promise<T | { errors: GraphQLError[] }> {
  return async (args) => {
    const refusal = refusalOf(
      {
        schema: args.schema,
        document: args.document,
        operationName: args.operationName,
        variables: args.variableValues as Record<string, unknown> | null | undefined,
      },
      maxComplexity,
    );
    if (refusal) return { errors: [refusal] };
    return inner(args);
  };
}
