import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '#config';
import { createApiApp } from '../../apps/api/src/create-api-app.js';
import { testConfig } from './test-env.js';

export interface TestApi {
  app: NestExpressApplication;
  config: AppConfig;
  url: string;
  /** POST /graphql; returns the parsed body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; organizationId?: string },
  ): Promise<{ data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] }>;
  close(): Promise<void>;
}

/** The real api on a random port, against the test database, Redis and Auth emulator. */
export async function startTestApi(overrides: Record<string, string> = {}): Promise<TestApi> {
  let config = testConfig(overrides);
  const app = await createApiApp(config, true);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
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
