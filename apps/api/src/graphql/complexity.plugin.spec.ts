import type { GraphQLRequestContextDidResolveOperation, GraphQLRequestListener } from '@apollo/server';
import { buildSchema, type DocumentNode, parse } from 'graphql';
import { complexityPlugin, costDependsOnVariables } from './complexity.plugin.js';

const schema = buildSchema(`
  type Query { a: Int b: Int c: Int d: Int }
`);

/** Runs the plugin's check the way Apollo does for one request; resolves to the refusal message, if any. */
async function check(
  plugin: ReturnType<typeof complexityPlugin>,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): Promise<string | undefined> {
  const listener = (await plugin.requestDidStart!({} as never)) as GraphQLRequestListener<object>;
  const context = {
    request: { variables },
    document,
    schema,
  } as unknown as GraphQLRequestContextDidResolveOperation<object>;
  try {
    await listener.didResolveOperation!(context);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('complexityPlugin', () => {
  it('refuses a document over the cap on every request, its estimate kept after the first', async () => {
    const plugin = complexityPlugin(3);
    const document = parse('{ a b c d }');
    expect(await check(plugin, document)).toBe('Query is too complex: 4, at most 3 allowed');
    expect(await check(plugin, document)).toBe('Query is too complex: 4, at most 3 allowed');
    expect(await check(plugin, parse('{ a b }'))).toBeUndefined();
  });

  it('estimates again a document whose variables can skip part of it', async () => {
    const plugin = complexityPlugin(3);
    const document = parse('query($all: Boolean!) { a b c d @include(if: $all) }');
    expect(costDependsOnVariables(document)).toBe(true);
    expect(await check(plugin, document, { all: false })).toBeUndefined();
    expect(await check(plugin, document, { all: true })).toBe('Query is too complex: 4, at most 3 allowed');
    expect(await check(plugin, document, { all: false })).toBeUndefined();
    expect(costDependsOnVariables(parse('{ a b @include(if: true) }'))).toBe(false);
  });
});
