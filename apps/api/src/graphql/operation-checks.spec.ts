import type { GraphQLRequestContextDidResolveOperation, GraphQLRequestListener } from '@apollo/server';
import { buildSchema, type DocumentNode, getOperationAST, type GraphQLError, parse } from 'graphql';
import { costDependsOnVariables } from './complexity.js';
import { operationChecksPlugin } from './operation-checks.js';

const schema = buildSchema(`
  type Query { a: Int b: Int c: Int d: Int item(id: ID!): Int items(ids: [ID!]): Int }
  type Subscription { changed: Int }
`);

/** Runs the plugin's check the way Apollo does for one request; resolves to the refusal, if any. */
async function check(
  plugin: ReturnType<typeof operationChecksPlugin>,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): Promise<GraphQLError | undefined> {
  const listener = (await plugin.requestDidStart!({} as never)) as GraphQLRequestListener<object>;
  const context = {
    request: { variables },
    document,
    operation: getOperationAST(document) ?? undefined,
    schema,
  } as unknown as GraphQLRequestContextDidResolveOperation<object>;
  try {
    await listener.didResolveOperation!(context);
    return undefined;
  } catch (error) {
    return error as GraphQLError;
  }
}

const refusalOf = async (...args: Parameters<typeof check>) => {
  const error = await check(...args);
  return error && { message: error.message, code: error.extensions.code, http: error.extensions.http };
};

describe('operationChecksPlugin', () => {
  it('refuses a document over the cap on every request, its estimate kept after the first', async () => {
    const plugin = operationChecksPlugin(3);
    const document = parse('{ a b c d }');
    const refusal = {
      message: 'Query is too complex: 4, at most 3 allowed',
      code: 'BAD_USER_INPUT',
      http: { status: 400 },
    };
    expect(await refusalOf(plugin, document)).toEqual(refusal);
    expect(await refusalOf(plugin, document)).toEqual(refusal);
    expect(await check(plugin, parse('{ a b }'))).toBeUndefined();
  });

  it('refuses a subscription, which is served over graphql-ws only', async () => {
    expect(await refusalOf(operationChecksPlugin(10), parse('subscription { changed }'))).toEqual({
      message: 'Subscriptions are served over graphql-ws on /graphql, not over HTTP',
      code: 'BAD_USER_INPUT',
      http: { status: 400 },
    });
  });

  it('estimates again a document whose variables can skip part of it', async () => {
    const plugin = operationChecksPlugin(3);
    const document = parse('query($all: Boolean!) { a b c d @include(if: $all) }');
    expect(costDependsOnVariables(document)).toBe(true);
    expect(await check(plugin, document, { all: false })).toBeUndefined();
    expect((await check(plugin, document, { all: true }))?.message).toBe('Query is too complex: 4, at most 3 allowed');
    expect(await check(plugin, document, { all: false })).toBeUndefined();
    expect(costDependsOnVariables(parse('{ a b @include(if: true) }'))).toBe(false);
  });

  it('checks the variables against their types before estimating, on the first request too', async () => {
    const plugin = operationChecksPlugin(10);
    const document = parse('query($id: ID!) { item(id: $id) }');
    for (const variables of [{}, { id: { nested: 1 } }, { id: null }, { id: [1] }]) {
      expect(await refusalOf(plugin, document, variables)).toMatchObject({
        code: 'BAD_USER_INPUT',
        http: { status: 400 },
      });
    }
    expect(await check(plugin, document, { id: 'a' })).toBeUndefined();
  });

  it('refuses an explicit null for a variable whose default made it acceptable, also after a valid request', async () => {
    const plugin = operationChecksPlugin(10);
    const document = parse('query($id: ID = "a") { item(id: $id) }');
    expect(costDependsOnVariables(document)).toBe(true);
    expect(await check(plugin, document, {})).toBeUndefined();
    expect(await refusalOf(plugin, document, { id: null })).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('refuses control characters in variables at any depth and in string literals', async () => {
    const plugin = operationChecksPlugin(10);
    const items = parse('query($ids: [ID!]) { items(ids: $ids) }');
    expect((await check(plugin, items, { ids: ['a', 'b\u0000'] }))?.message).toBe(
      'ids.1: control characters are not allowed (found U+0000)',
    );
    expect((await check(plugin, parse('{ item(id: "x\\u001b") }')))?.message).toMatch(/control character \(U\+001B\)/);
    expect((await check(plugin, items, { ids: ['delete\u007f'] }))?.message).toBe(
      'ids.0: control characters are not allowed (found U+007F)',
    );
    expect((await check(plugin, items, { ids: ['c1\u0085'] }))?.message).toMatch(/found U\+0085/);
    expect((await check(plugin, parse('{ item(id: "x\\u009f") }')))?.message).toMatch(/\(U\+009F\)/);
    expect(await check(plugin, items, { ids: ['tab\tnew line\ncarriage return\r', 'Zoë \u00a0'] })).toBeUndefined();
    let deep: unknown = 'bottom\u0001';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect((await check(plugin, items, { ids: deep }))?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
