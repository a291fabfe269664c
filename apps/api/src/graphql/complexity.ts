import { BREAK, type DocumentNode, GraphQLError, type GraphQLSchema, Kind, visit } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { asBadUserInput, badUserInput } from './bad-user-input.js';

/**
 * Whether a document's estimate depends on its variables: `@skip` or `@include` with a variable condition
 * change its cost, and a variable with a default value may be sent as an explicit null where an argument
 * needs a value, which only the estimate of that request finds (graphql accepts such a variable there).
 */
export function costDependsOnVariables(document: DocumentNode): boolean {
  let depends = false;
  visit(document, {
    VariableDefinition(definition) {
      if (!definition.defaultValue) return undefined;
      depends = true;
      return BREAK;
    },
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
 * An operation's estimated cost: list fields declare theirs with `@Field({ complexity })`, others cost 1.
 * The variables must have been checked against their declared types first (operation-checks.ts): the
 * estimate reads their values.
 */
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
  return badUserInput(`Query is too complex: ${complexity}, at most ${maxComplexity} allowed`);
}

/**
 * The refusal of an operation over the cap. Apollo hands the same parsed document to every request with the
 * same text, so `estimates` keeps the estimate per document and operation (a page of a list costs what the
 * page before did), unless its variables can change it.
 */
export function complexityRefusal(
  maxComplexity: number,
  estimates: WeakMap<DocumentNode, Map<string, number>> | undefined,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | undefined {
  const operation = operationName ?? '';
  let known = estimates?.get(document);
  let complexity = known?.get(operation);
  if (complexity === undefined) {
    try {
      complexity = estimateComplexity(schema, document, operationName, variables);
    } catch (error) {
      // The estimate coerces every argument: what it refuses (a null where a value is needed) is the request's.
      if (error instanceof GraphQLError) return asBadUserInput(error);
      throw error;
    }
    if (estimates && !costDependsOnVariables(document)) {
      if (!known) estimates.set(document, (known = new Map()));
      known.set(operation, complexity);
    }
  }
  return complexity > maxComplexity ? tooComplex(complexity, maxComplexity) : undefined;
}
