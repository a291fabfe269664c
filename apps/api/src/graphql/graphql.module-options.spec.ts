import { parseConfig } from '#config';
import type { PrincipalResolver } from '#access';
import { graphqlOptions } from './graphql.module-options.js';
import type { PeopleSource } from './people-loader.js';

const resolver: PrincipalResolver = { resolve: () => Promise.reject(new Error('not used')) };
const people: PeopleSource = { usersByIds: () => Promise.reject(new Error('not used')) };

describe('graphqlOptions', () => {
  it('turns introspection off in production and keeps the safety switches on', () => {
    const production = { ...parseConfig({}), NODE_ENV: 'production' as const };
    const options = graphqlOptions(production, resolver, people, true);
    expect(options.introspection).toBe(false);
    expect(options).toMatchObject({
      csrfPrevention: true,
      allowBatchedHttpRequests: false,
      includeStacktraceInErrorResponses: false,
    });
  });

  it('allows introspection in development unless switched off', () => {
    expect(graphqlOptions(parseConfig({}), resolver, people, true).introspection).toBe(true);
    expect(graphqlOptions(parseConfig({ GRAPHQL_INTROSPECTION: 'false' }), resolver, people, true).introspection).toBe(
      false,
    );
  });
});
