import type { AppConfig } from '#config';
import { createApiApp } from '../../apps/api/src/create-api-app.js';
import type { TestApi } from './test-api.js';
import { testConfig } from './test-env.js';

/**
 * The api as production runs it (NODE_ENV=production), but still verifying tokens with the test's Auth
 * emulator so that tests can sign in: parseConfig refuses that pair, so the settings are made here, after it.
 * (Without an emulator the identity library would talk to the real Firebase for every api of the process.)
 */
export async function startProductionApi(overrides: Partial<AppConfig> = {}): Promise<TestApi> {
  let config: AppConfig = { ...testConfig(), NODE_ENV: 'production', ...overrides };
  const app = await createApiApp(config, true);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  config = { ...config, API_PUBLIC_URL: url };
  return {
    app,
    config,
    url,
    async graphql(query, variables, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.organizationId) headers['x-organization-id'] = options.organizationId;
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return response.json() as never;
    },
    close: () => app.close(),
  };
}
