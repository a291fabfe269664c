import { buildSchema, type DocumentNode, type GraphQLError, Kind, parse, specifiedRules, validate } from 'graphql';
import { depthLimitRule } from './depth-limit.rule.js';

const schema = buildSchema(`
  type Query {
    me: User
    organization(id: ID!): Organization
    node(id: ID!): Node
  }
  interface Node { id: ID! }
  type User implements Node {
    id: ID!
    name: String
    friends: [User!]!
    organization: Organization
  }
  type Organization implements Node {
    id: ID!
    name: String
    users: [User!]!
  }
`);

/** Only the depth rule, so other rules' reports do not mix in. */
function depthErrors(query: string | DocumentNode, maxDepth: number): readonly GraphQLError[] {
  const document = typeof query === 'string' ? parse(query) : query;
  return validate(schema, document, [depthLimitRule(maxDepth)]);
}

/** `{ me { friends { friends { … id } } } }` with `depth` fields on the deepest path. */
function nested(depth: number): string {
  let selection = 'id';
  for (let level = 2; level < depth; level++) selection = `friends { ${selection} }`;
  return `{ me { ${selection} } }`;
}

describe('depthLimitRule', () => {
  it.each<[string, string, number]>([
    ['one field', '{ me { id } }', 2],
    ['a leaf at the root', '{ me { id } organization(id: "o") { name } }', 2],
    ['the deepest of sibling branches counts', '{ me { id friends { id } } organization(id: "o") { name } }', 3],
    ['nested lists', nested(5), 5],
    ['an inline fragment adds no level', '{ node(id: "1") { ... on User { friends { id } } } }', 3],
    ['a named fragment adds no level', '{ me { ...F } } fragment F on User { friends { id } }', 3],
  ])('%s', (_name, query, depth) => {
    expect(depthErrors(query, depth)).toEqual([]);
    const errors = depthErrors(query, depth - 1);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBe(`Query is nested too deeply: depth ${depth}, at most ${depth - 1} allowed`);
  });

  it.each([2, 3, 5, 10])('passes at exactly the limit %i and fails one over', (limit) => {
    expect(depthErrors(nested(limit), limit)).toEqual([]);
    expect(depthErrors(nested(limit + 1), limit)).toHaveLength(1);
  });

  it('fails one level over the limit with BAD_USER_INPUT on the operation', () => {
    const errors = depthErrors(nested(11), 10);
    expect(errors).toHaveLength(1);
    expect(errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(errors[0].message).toBe('Query is nested too deeply: depth 11, at most 10 allowed');
    expect(errors[0].nodes?.[0].kind).toBe(Kind.OPERATION_DEFINITION);
  });

  it('reports each operation of a document on its own', () => {
    const errors = depthErrors(`query Shallow { me { id } } query Deep ${nested(4)}`, 3);
    expect(errors).toHaveLength(1);
    expect(errors[0].nodes?.[0]).toMatchObject({ kind: Kind.OPERATION_DEFINITION, name: { value: 'Deep' } });
  });

  it('follows named fragments, including fragments spread inside fragments', () => {
    const query = `
      { me { ...A } }
      fragment A on User { friends { ...B } }
      fragment B on User { friends { ...C } }
      fragment C on User { friends { id } }
    `;
    expect(depthErrors(query, 5)).toEqual([]);
    expect(depthErrors(query, 4).map((e) => e.message)).toEqual([
      'Query is nested too deeply: depth 5, at most 4 allowed',
    ]);
  });

  it('follows inline fragments inside named fragments', () => {
    const query = `
      { node(id: "1") { ...N } }
      fragment N on Node { ... on User { organization { users { id } } } }
    `;
    expect(depthErrors(query, 4)).toEqual([]);
    expect(depthErrors(query, 3)).toHaveLength(1);
  });

  it('counts the same fragment spread at different depths by its deepest use', () => {
    const query = `
      { me { ...Leaf friends { friends { ...Leaf } } } }
      fragment Leaf on User { organization { name } }
    `;
    // me > friends > friends > organization > name
    expect(depthErrors(query, 5)).toEqual([]);
    expect(depthErrors(query, 4)).toHaveLength(1);
  });

  it('ignores a spread of an unknown fragment (reported by the specified rules)', () => {
    expect(depthErrors('{ me { id ...Missing } }', 2)).toEqual([]);
    const all = validate(schema, parse('{ me { id ...Missing } }'), [...specifiedRules, depthLimitRule(2)]);
    expect(all.map((e) => e.message)).toEqual(['Unknown fragment "Missing".']);
  });

  it.each<[string, string]>([
    ['a fragment spreading itself', '{ me { ...A } } fragment A on User { friends { ...A } }'],
    [
      'two fragments spreading each other',
      '{ me { ...A } } fragment A on User { friends { ...B } } fragment B on User { organization { users { ...A } } }',
    ],
    ['a cycle at the same level', '{ me { ...A } } fragment A on User { id ...B } fragment B on User { name ...A }'],
  ])('terminates on %s, which validate() reports as a cycle', (_name, query) => {
    const errors = validate(schema, parse(query), [...specifiedRules, depthLimitRule(100)]);
    const messages = errors.map((e) => e.message);
    expect(messages.some((m) => m.startsWith('Cannot spread fragment "A" within itself'))).toBe(true);
    // The depth walk stops at the cycle instead of growing without bound.
    expect(messages.some((m) => m.startsWith('Query is nested too deeply'))).toBe(false);
  });

  it('still measures the finite part of a cyclic fragment', () => {
    const query = '{ me { ...A } } fragment A on User { friends { friends { ...A } } }';
    // me > friends > friends, then the cycle back to A stops.
    expect(depthErrors(query, 3)).toEqual([]);
    expect(depthErrors(query, 2)).toHaveLength(1);
  });

  it.each<[string, string, number]>([
    ['__typename at the root', '{ __typename }', 0],
    ['__typename beside a field', '{ me { __typename id } }', 2],
    ['__typename as the only selection of a nested field', '{ me { friends { __typename } } }', 2],
    ['__typename inside fragments', '{ me { ...F } } fragment F on User { __typename ... on User { __typename } }', 1],
  ])('does not count introspection fields: %s', (_name, query, depth) => {
    expect(depthErrors(query, Math.max(depth, 1))).toEqual([]);
    if (depth > 1) expect(depthErrors(query, depth - 1)).toHaveLength(1);
  });

  it('does not count __schema / __type selections against the limit', () => {
    const query = '{ __schema { types { fields { type { ofType { name } } } } } }';
    expect(depthErrors(query, 2)).toEqual([]);
  });

  // KNOWN BUG (reported, not fixed here): depthOf() re-walks a fragment for every spread of it, with no
  // memo, so n fragments that each spread the next twice cost 2^n steps. A 1 kB document with 24 such
  // fragments blocks the event loop for seconds in validation. `it.failing` passes while the bug is
  // there and fails once it is fixed: then turn it into a plain `it`.
  it('validates a document with repeated fragment spreads in linear work', () => {
    // F0 spreads F1 twice, F1 spreads F2 twice, …: 2^n paths through n + 1 fragments. Count how often the
    // rule reads a fragment's selection set: a walk that re-enters each spread does it 2^n times.
    const levels = 16;
    let text = '{ me { ...F0 } }\n';
    for (let i = 0; i < levels; i++) text += `fragment F${i} on User { ...F${i + 1} friends { ...F${i + 1} } }\n`;
    text += `fragment F${levels} on User { id }\n`;
    const document = parse(text);
    let reads = 0;
    const counted = {
      ...document,
      definitions: document.definitions.map((definition) => {
        if (definition.kind !== Kind.FRAGMENT_DEFINITION) return definition;
        const { selectionSet, ...rest } = definition;
        return Object.defineProperty({ ...rest }, 'selectionSet', {
          enumerable: true,
          get: () => {
            reads++;
            return selectionSet;
          },
        });
      }),
    } as DocumentNode;
    const errors = depthErrors(counted, 100);
    expect(errors).toEqual([]);
    // Linear: a handful of reads per fragment (the visitor's own walk plus the rule's).
    expect(reads).toBeLessThan(20 * (levels + 1));
  });
});
