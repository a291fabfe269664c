import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

/**
 * Refuses an operation whose estimated cost exceeds the cap before anything runs. List fields
 * declare their cost with `@Field({ complexity })`; every other field costs 1.
 */
export function complexityPlugin(maxComplexity: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const complexity = getComplexity({
            schema,
            query: document,
            operationName: request.operationName,
            variables: request.variables,
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
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
