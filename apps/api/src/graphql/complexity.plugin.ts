import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

/** Whether a document's cost depends on its variables: `@skip` or `@include` with a variable condition. */
export function costDependsOnVariables(document: DocumentNode): boolean {
  let depends = false;
  visit(document, {
    Directive(directive) {
      if (directive.arguments?.some((argument) => argument.value.kind === Kind.VARIABLE)) {
        depends = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return depends;
}

/**
 * Refuses an operation whose estimated cost exceeds the cap before anything runs. List fields
 * declare their cost with `@Field({ complexity })`; every other field costs 1.
 *
 * Apollo hands the same parsed document to every request with the same text, so the estimate is kept per
 * document and operation (a page of a list costs what the page before did), unless a variable can skip
 * part of the document.
 */
export function complexityPlugin(maxComplexity: number): ApolloServerPlugin {
  const estimates = new WeakMap<DocumentNode, Map<string, number>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const operation = request.operationName ?? '';
          let known = estimates.get(document);
          let complexity = known?.get(operation);
          if (complexity === undefined) {
            complexity = getComplexity({
              schema,
              query: document,
              operationName: request.operationName,
              variables: request.variables,
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
            if (!costDependsOnVariables(document)) {
              if (!known) estimates.set(document, (known = new Map()));
              known.set(operation, complexity);
            }
          }
          if (complexity > maxComplexity) {
            throw new GraphQLError(`Query is too complex: ${complexity}, at most ${maxComplexity} allowed`, {
              extensions: { code: 'BAD_USER_INPUT' },
            });
          }
        },
      };
    },
  };
}
