import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { dateTimeLike, edgeNumber, int32, jsonObjectLike, nastyString, wrongValue } from './fuzz-values.js';

/**
 * Requests built from the api's GraphQL schema (the committed apps/api/schema.gql, which a platform test
 * keeps equal to what the code generates) for a fuzz test: every query, mutation and subscription, with
 * arguments of the declared type holding hostile values, of the wrong type, null, missing (required ones
 * too), declared but never sent, and unknown arguments, written either as variables or inline literals.
 */

export type OperationKind = 'query' | 'mutation' | 'subscription';

export interface FuzzOperation {
  kind: OperationKind;
  field: GraphQLField<unknown, unknown>;
}

export interface FuzzRequest {
  /** `kind.field`, e.g. `mutation.addCaseComment`. */
  operation: string;
  kind: OperationKind;
  query: string;
  variables: Record<string, unknown>;
}

export function committedSchema(): GraphQLSchema {
  return buildSchema(readFileSync('apps/api/schema.gql', 'utf8'));
}

export function operationsOf(schema: GraphQLSchema, kinds: readonly OperationKind[]): FuzzOperation[] {
  const roots = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  return kinds.flatMap((kind) => Object.values(roots[kind]?.getFields() ?? {}).map((field) => ({ kind, field })));
}

/** An enum value's name: a bare name inline, a string among variables. */
class EnumName {
  constructor(readonly name: string) {}
  toJSON() {
    return this.name;
  }
}

/** How one argument is sent. */
type ArgumentPlan = { how: 'omitted' } | { how: 'declaredNotSent' } | { how: 'sent'; value: unknown };

/** Small enough to repeat a thousand times in one request. */
const isSmall = (value: unknown) => (JSON.stringify(value) ?? '').length < 200;

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A value of `type`, hostile where the type leaves room (texts, ids, numbers, enum values, JSON). */
function valueOf(
  type: GraphQLInputType,
  knownIds: readonly string[],
  depth = 0,
  wellTyped = false,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return nonNullValueOf(type.ofType, knownIds, depth, wellTyped);
  const value = nonNullValueOf(type, knownIds, depth, wellTyped);
  return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 8, arbitrary: value });
}

function nonNullValueOf(
  type: GraphQLInputType,
  knownIds: readonly string[],
  depth: number,
  wellTyped: boolean,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, knownIds, depth, wellTyped);
  if (isListType(type)) {
    const item = valueOf(type.ofType as GraphQLInputType, knownIds, depth + 1, wellTyped);
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(item, { maxLength: 4 }) },
      // graphql takes a single item for a list; a long list tests the bounds.
      { weight: 2, arbitrary: item },
      { weight: 1, arbitrary: item.map((one) => Array.from({ length: isSmall(one) ? 1000 : 2 }, () => one)) },
    );
  }
  if (isEnumType(type)) {
    const names = type.getValues().map((value) => new EnumName(value.name));
    if (wellTyped) return fc.constantFrom(...names);
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...names) },
      { weight: 1, arbitrary: fc.constantFrom(new EnumName('NOT_A_VALUE'), new EnumName(names[0].name.toLowerCase())) },
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const required = (field: (typeof fields)[number]) => wellTyped && isNonNullType(field.type);
    if (depth > (wellTyped ? 5 : 3)) return fc.constant({});
    return fc
      .tuple(
        fc.tuple(
          ...fields.map((field) => {
            const value = valueOf(field.type, knownIds, depth + 1, wellTyped);
            return required(field) ? value : fc.option(value, { freq: 5 });
          }),
        ),
        wellTyped
          ? fc.constant(null)
          : fc.option(fc.tuple(fc.constantFrom('unknownField', '__proto__', 'constructor'), wrongValue), { freq: 6 }),
      )
      .map(([values, unknown]) => {
        const object: Record<string, unknown> = {};
        fields.forEach((field, index) => {
          if (values[index] !== null) object[field.name] = values[index];
        });
        if (unknown) Object.defineProperty(object, unknown[0], { value: unknown[1], enumerable: true });
        return object;
      });
  }
  switch (type.name) {
    case 'ID':
      return fc.oneof(
        { weight: 3, arbitrary: knownIds.length > 0 ? fc.constantFrom(...knownIds) : fc.uuid() },
        { weight: 2, arbitrary: fc.uuid() },
        { weight: 2, arbitrary: nastyString },
      );
    case 'Int':
      return int32;
    case 'Float':
      return wellTyped
        ? fc.oneof(int32, fc.double({ noNaN: true, noDefaultInfinity: true }))
        : fc.oneof(int32, edgeNumber);
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return dateTimeLike;
    case 'JSONObject':
      return jsonObjectLike;
    default:
      return nastyString;
  }
}

/** Any way of sending an argument: missing, declared but not sent, hostile, null or of the wrong type. */
function anyPlanOf(argument: GraphQLArgument, knownIds: readonly string[]): fc.Arbitrary<ArgumentPlan> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<ArgumentPlan>({ how: 'omitted' }) },
    { weight: 1, arbitrary: fc.constant<ArgumentPlan>({ how: 'declaredNotSent' }) },
    { weight: 8, arbitrary: valueOf(argument.type, knownIds).map((value): ArgumentPlan => ({ how: 'sent', value })) },
    { weight: 2, arbitrary: wrongValue.map((value): ArgumentPlan => ({ how: 'sent', value })) },
  );
}

/** An argument graphql's validation lets through, so the request reaches the resolver: hostile, yet of its type. */
function wellTypedPlanOf(argument: GraphQLArgument, knownIds: readonly string[]): fc.Arbitrary<ArgumentPlan> {
  const sent = valueOf(argument.type, knownIds, 0, true).map((value): ArgumentPlan => ({ how: 'sent', value }));
  if (isNonNullType(argument.type)) return sent;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<ArgumentPlan>({ how: 'omitted' }) },
    { weight: 3, arbitrary: sent },
  );
}

/** `value` written as a GraphQL literal. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof EnumName) return value.name;
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([key]) => NAME.test(key));
  return `{${entries.map(([key, item]) => `${key}: ${literal(item)}`).join(', ')}}`;
}

/** How deep a selection reaches: the answer's own fields and those of the objects it holds. */
const SELECTION_DEPTH = 2;

/**
 * What to select of an answer of `type`: `__typename` alone, or every field to SELECTION_DEPTH (those with
 * arguments given hostile values of their type, or none), so field resolvers meet what the fuzzed input made.
 */
function selectionOf(type: GraphQLOutputType, knownIds: readonly string[], depth = 0): fc.Arbitrary<string> {
  const named = getNamedType(type);
  if (isLeafType(named)) return fc.constant('');
  if (!isObjectType(named) || depth >= SELECTION_DEPTH) return fc.constant(' { __typename }');
  const fields = Object.values(named.getFields()).map((field) =>
    fc
      .tuple(
        fc.tuple(
          ...field.args.map((argument) =>
            fc
              .option(valueOf(argument.type, knownIds, 0, true), { freq: 2, nil: undefined })
              .map((value) => (value === undefined ? undefined : `${argument.name}: ${literal(value)}`)),
          ),
        ),
        selectionOf(field.type, knownIds, depth + 1),
      )
      .map(([args, selection]) => {
        const given = args.filter((argument) => argument !== undefined);
        return `${field.name}${given.length > 0 ? `(${given.join(', ')})` : ''}${selection}`;
      }),
  );
  return fc.oneof(
    fc.constant(' { __typename }'),
    fc.tuple(...fields).map((selected) => ` { __typename ${selected.join(' ')} }`),
  );
}

function requestOf(
  { kind, field }: FuzzOperation,
  inline: boolean,
  plans: ArgumentPlan[],
  unknownArgument: unknown,
  selection: string,
): FuzzRequest {
  const declarations: string[] = [];
  const argumentsSent: string[] = [];
  const variables: Record<string, unknown> = {};
  field.args.forEach((argument, index) => {
    const plan = plans[index];
    if (plan.how === 'omitted') return;
    if (inline && plan.how === 'sent') {
      argumentsSent.push(`${argument.name}: ${literal(plan.value)}`);
      return;
    }
    declarations.push(`$${argument.name}: ${String(argument.type)}`);
    argumentsSent.push(`${argument.name}: $${argument.name}`);
    if (plan.how === 'sent') variables[argument.name] = plan.value;
  });
  if (unknownArgument !== undefined) argumentsSent.push(`notAnArgument: ${literal(unknownArgument)}`);
  const header = declarations.length > 0 ? `(${declarations.join(', ')})` : '';
  const args = argumentsSent.length > 0 ? `(${argumentsSent.join(', ')})` : '';
  const request: FuzzRequest = {
    operation: `${kind}.${field.name}`,
    kind,
    query: `${kind} Fuzz${header} { ${field.name}${args}${selection} }`,
    variables: JSON.parse(JSON.stringify(variables)),
  };
  // fast-check prints a failing case with this: short, whatever megabytes it carries.
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
  return request;
}

/** A request of one of `operations`, ids drawn partly from `knownIds` (rows that exist). */
export function fuzzRequest(
  operations: readonly FuzzOperation[],
  knownIds: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...operations.map((operation) => {
      const selection = selectionOf(operation.field.type, knownIds);
      return fc
        .oneof(
          fc.record({
            inline: fc.boolean(),
            plans: fc.tuple(...operation.field.args.map((argument) => anyPlanOf(argument, knownIds))),
            unknownArgument: fc.option(wrongValue, { freq: 8, nil: undefined }),
            selection,
          }),
          fc.record({
            inline: fc.boolean(),
            plans: fc.tuple(...operation.field.args.map((argument) => wellTypedPlanOf(argument, knownIds))),
            unknownArgument: fc.constant(undefined),
            selection,
          }),
        )
        .map(({ inline, plans, unknownArgument, selection }) =>
          requestOf(operation, inline, plans, unknownArgument, selection),
        );
    }),
  );
}

const shorten = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}…(${text.length})` : text;

export function describeRequest(request: FuzzRequest): string {
  return `${request.operation}: ${shorten(request.query)} variables ${shorten(JSON.stringify(request.variables))}`;
}
