import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, type DocumentNode, type ExecutionArgs, GraphQLError, type GraphQLSchema, Kind, visit } from 'graphql';
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

/** An operation's estimated cost: list fields declare theirs with `@Field({ complexity })`, others cost 1. */
export function estimateComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  return getComplexity({
    schema,
    query: document,
    operationName: operationName ?? undefined,
    variables: variables ?? {},
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
}

export function tooComplex(complexity: number, maxComplexity: number): GraphQLError {
  return new GraphQLError(`Query is too complex: ${complexity}, at most ${maxComplexity} allowed`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/**
 * graphql-ws's `subscribe` (`inner`) for operations within the cap; one over it is answered with the
 * refusal, as an HTTP operation is, and never subscribed.
 */
export function withinComplexity<T>(
  maxComplexity: number,
  inner: (args: ExecutionArgs) => Promise<T>,
): (args: ExecutionArgs) => Promise<T | { errors: GraphQLError[] }> {
  return async (args) => {
    const complexity = estimateComplexity(args.schema, args.document, args.operationName, args.variableValues);
    if (complexity > maxComplexity) return { errors: [tooComplex(complexity, maxComplexity)] };
    return inner(args);
  };
}

/**
 * Refuses an operation whose estimated cost exceeds the cap before anything runs (HTTP operations;
 * subscriptions: withinComplexity).
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
            complexity = estimateComplexity(schema, document, request.operationName, request.variables);
            if (!costDependsOnVariables(document)) {
              if (!known) estimates.set(document, (known = new Map()));
              known.set(operation, complexity);
            }
          }
          if (complexity > maxComplexity) throw tooComplex(complexity, maxComplexity);
        },
      };
    },
  };
}
