import { readFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiApp, SCHEMA_FILE } from '../../../apps/api/src/create-api-app.js';
import { createDataSource } from '#database/runtime';
import { ENTITIES } from '#entities';
import { startTestApi, type TestApi } from '#test/test-api';
import { testConfig } from '#test/test-env';
import { tokenFor } from '#test/tokens';
import { subscribe, wsClient } from '#test/ws-client';

describe('platform', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('GET /health reports PostgreSQL and Redis', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', postgres: 'up', redis: 'up', redisPolicy: 'noeviction' });
  });

  it('keeps idle connections longer than the proxies in front of it, and says so to clients', async () => {
    const response = await fetch(`${api.url}/health`);
    await response.text();
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('the committed apps/api/schema.gql matches the schema the code generates', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'schema-')), 'schema.gql');
    const app = await createApiApp(testConfig(), file);
    await app.init();
    await app.close();
    expect(await readFile(file, 'utf8')).toBe(await readFile(SCHEMA_FILE, 'utf8'));
  });

  it('the committed migrations produce exactly the schema the entities describe', async () => {
    const dataSource = await createDataSource(testConfig(), ENTITIES).initialize();
    const pending = await dataSource.driver.createSchemaBuilder().log();
    await dataSource.destroy();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('refuses batched requests, too deep and too complex queries', async () => {
    const batched = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(batched.status).toBe(400);
    const deep = await api.graphql(
      `{ currentUser { organizationAccess { customRole { name } } } }`.replace('currentUser', 'a: currentUser'),
      {},
      { token: await tokenFor('admin') },
    );
    expect(deep.errors).toBeUndefined();
    const limited = await startTestApi({ GRAPHQL_MAX_DEPTH: '2' });
    const tooDeep = await limited.graphql(
      '{ currentUser { organizationAccess { customRole { name } } } }',
      {},
      { token: await tokenFor('admin') },
    );
    expect(tooDeep.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // A subscription over graphql-ws meets the same limit.
    const live = wsClient(limited.url, await tokenFor('admin'));
    const deepLive = subscribe(
      live,
      'subscription($caseId: ID!) { caseActivityAdded(caseId: $caseId) { actor { fullName } } }',
      { caseId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(JSON.stringify(await deepLive.error())).toMatch(/depth/i);
    deepLive.dispose();
    await live.dispose();
    await limited.close();
    const cheap = await startTestApi({ GRAPHQL_MAX_COMPLEXITY: '10' });
    const tooComplex = await cheap.graphql(
      '{ a: allOrganizations { id name } b: allOrganizations { id name } }',
      {},
      { token: await tokenFor('cvadmin') },
    );
    expect(tooComplex.errors?.[0].message).toMatch(/too complex/);
    // A subscription over graphql-ws meets the same cap.
    const cheapLive = wsClient(cheap.url, await tokenFor('admin'));
    const costlyLive = subscribe(
      cheapLive,
      `subscription($caseId: ID!) { caseActivityAdded(caseId: $caseId) {
        a: id b: id c: id d: id e: id f: id g: id h: id i: id j: id k: id
      } }`,
      { caseId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(JSON.stringify(await costlyLive.error())).toMatch(/too complex/);
    costlyLive.dispose();
    await cheapLive.dispose();
    await cheap.close();
  });

  it('refuses a simple-request CSRF attempt', async () => {
    const response = await fetch(`${api.url}/graphql?query=%7B__typename%7D`, { method: 'GET' });
    expect(response.status).toBe(400);
  });
});
