import { buildSchema, graphql } from 'graphql';
import type { GraphqlContext } from './graphql-context.js';
import { type Lazy, LazyField, withLazyFields } from './lazy-field.js';

class LazyProbe {
  @LazyField(() => String, { nullable: true })
  value: Lazy<string | null>;
}

describe('LazyField', () => {
  const schema = withLazyFields(buildSchema('type LazyProbe { value: String } type Query { probes: [LazyProbe!]! }'));
  const run = (probes: Partial<LazyProbe>[], context: object) =>
    graphql({ schema, source: '{ probes { value } }', rootValue: { probes }, contextValue: context });

  it('answers a known value as it is, and calls a loader with the request context only when asked', async () => {
    const asked: string[] = [];
    const load = (context: GraphqlContext) => {
      const name = (context as unknown as { name: string }).name;
      asked.push(name);
      return Promise.resolve(`loaded for ${name}`);
    };
    const result = await run([{ value: 'known' }, { value: null }, { value: load }], { name: 'request 1' });
    expect(result).toEqual({
      data: { probes: [{ value: 'known' }, { value: null }, { value: 'loaded for request 1' }] },
    });
    expect(asked).toEqual(['request 1']);
    await graphql({ schema, source: '{ probes { __typename } }', rootValue: { probes: [{ value: load }] } });
    expect(asked).toEqual(['request 1']);
  });

  it('refuses a schema without a field declared lazy', () => {
    expect(() => withLazyFields(buildSchema('type Query { probes: [String] }'))).toThrow(
      'Lazy field LazyProbe.value is not in the schema',
    );
  });
});
