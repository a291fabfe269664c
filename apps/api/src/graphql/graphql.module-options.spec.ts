import { parseConfig } from '#config';
import type { PrincipalResolver } from '#access';
import { graphqlOptions } from './graphql.module-options.js';

const resolver: PrincipalResolver = { resolve: () => Promise.reject(new Error('not used')) };

describe('graphqlOptions', () => {
  it('turns introspection off in production and keeps the safety switches on', () => {
    const production = { ...parseConfig({}), NODE_ENV: 'production' as const };
    const options = graphqlOptions(production, resolver, true);
    expect(options.introspection).toBe(false);
    expect(options).toMatchObject({
      csrfPrevention: true,
      allowBatchedHttpRequests: false,
      includeStacktraceInErrorResponses: false,
    });
  });

  it('allows introspection in development unless switched off', () => {
    expect(graphqlOptions(parseConfig({}), resolver, true).introspection).toBe(true);
    expect(graphqlOptions(parseConfig({ GRAPHQL_INTROSPECTION: 'false' }), resolver, true).introspection).toBe(false);
  });
});
