// Resilience of the processes against their dependencies: a clear one-line failure when a dependency
// is missing at start-up, the worker's Redis eviction check, and recovery when Redis or PostgreSQL
// drop their connections while the api runs. Redis and PostgreSQL are private to this file (own
// redis-server processes, own database) so breaking them never disturbs test files running in parallel.
import { jest } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startWorker } from '../../../apps/worker/src/create-worker.js';
import { OUTBOX_RELAY_SCHEDULER } from '../../../apps/worker/src/outbox/outbox-relay.schedule.js';
import { seedDemoData } from '../../../libs/demo-data/seed-demo-data.js';
import { createDataSource } from '#database/runtime';
import { ENTITIES } from '#entities';
import { waitFor } from '#test/eventually';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV, testConfig } from '#test/test-env';
import { tokenFor } from '#test/tokens';

/** Processes started here; every test's afterEach/afterAll kills whatever is still running. */
const children = new Set<ChildProcess>();

afterAll(async () => {
  await Promise.all([...children].map((child) => stop(child)));
});

/** A port nothing listens on right now: listen on 0, read the port, close. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Only what a process needs plus the test settings: no NODE_OPTIONS or settings of this shell. */
function processEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...TEST_ENV, ...overrides };
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Kills a child (SIGKILL) unless it already ended, and waits for it to be gone. */
async function stop(child: ChildProcess): Promise<void> {
  try {
    if (!hasExited(child)) {
      child.kill('SIGKILL');
      await waitFor(() => hasExited(child), { what: `process ${child.pid} to exit after SIGKILL`, timeoutMs: 5000 });
    }
  } finally {
    children.delete(child);
  }
}

interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** True when the process was still running after the time limit and had to be killed. */
  hung: boolean;
}

/** Runs `node <script>` to its end, killing it after timeoutMs so a hang shows as `hung`. */
function runNode(script: string, env: Record<string, string>, timeoutMs = 20000): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [script], { env: processEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let stdout = '';
    let stderr = '';
    let hung = false;
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('error', (error) => (clearTimeout(timer), children.delete(child), reject(error)));
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      resolve({ code, signal, stdout, stderr, ms: Date.now() - started, hung });
    });
  });
}

const stderrLines = (outcome: Outcome) => outcome.stderr.split('\n').filter((line) => line.trim() !== '');
const STACK_FRAME = /^ {4}at /m;

/** Sends PING over a raw socket; true when the server answers +PONG within a second. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const done = (answer: boolean) => (socket.destroy(), clearTimeout(timer), resolve(answer));
    const timer = setTimeout(() => done(false), 1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('error', () => done(false));
  });
}

/** A private, memory-only redis-server on the given port; resolves once it answers PING. */
async function startRedis(port: number, maxmemoryPolicy = 'noeviction'): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      tmpdir(),
      '--maxmemory-policy',
      maxmemoryPolicy,
    ],
    { stdio: 'ignore' },
  );
  children.add(child);
  try {
    const state = await waitFor(async () => (hasExited(child) ? 'exited' : (await redisAnswers(port)) && 'answers'), {
      what: `redis-server on port ${port} to answer PING`,
      timeoutMs: 10000,
      intervalMs: 100,
    });
    if (state === 'exited') throw new Error(`redis-server on port ${port} exited before answering`);
    return child;
  } catch (error) {
    await stop(child);
    throw error;
  }
}

interface Health {
  status: number;
  body: { status: string; postgres: string; redis: string; redisPolicy: string };
}

async function health(api: TestApi): Promise<Health> {
  const response = await fetch(`${api.url}/health`, { signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: (await response.json()) as Health['body'] };
}

/** Closes the api, but never longer than 15 s (a close waiting for a dead dependency must not hang the file). */
async function closeApi(api: TestApi | undefined): Promise<void> {
  if (!api) return;
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise((resolve) => (timer = setTimeout(resolve, 15000)));
  await Promise.race([api.close().catch(() => undefined), timeLimit]);
  clearTimeout(timer);
}

describe('start-up with a missing dependency or a bad setting', () => {
  // Each process runs once; several tests look at its outcome.
  let deadPostgresApi: Promise<Outcome> | undefined;
  const apiWithDeadPostgres = () =>
    (deadPostgresApi ??= freePort().then((port) =>
      runNode('dist/apps/api/src/main.js', {
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5999/x',
        // A valid, free port: the settings schema refuses API_PORT=0, which would fail on the setting instead.
        API_PORT: String(port),
      }),
    ));
  let deadRedisWorker: Promise<Outcome> | undefined;
  const workerWithDeadRedis = () =>
    (deadRedisWorker ??= runNode('dist/apps/worker/src/main.js', { REDIS_URL: 'redis://127.0.0.1:6999' }));

  it('api: PostgreSQL at a closed port → non-zero exit within 20 s, no stack trace on stderr', async () => {
    const outcome = await apiWithDeadPostgres();
    expect(outcome.hung).toBe(false);
    expect(outcome.code).not.toBeNull();
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).not.toMatch(STACK_FRAME);
  });

  it('api: PostgreSQL at a closed port → exactly one stderr line naming 127.0.0.1:5999', async () => {
    const outcome = await apiWithDeadPostgres();
    expect(stderrLines(outcome)).toEqual([expect.stringContaining('127.0.0.1:5999')]);
  });

  it('worker: Redis at a closed port → non-zero exit within 20 s, one stderr line, no stack trace', async () => {
    const outcome = await workerWithDeadRedis();
    expect(outcome.hung).toBe(false);
    expect(outcome.code).not.toBeNull();
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).not.toMatch(STACK_FRAME);
    expect(stderrLines(outcome)).toEqual([expect.stringMatching(/^worker failed to start: /)]);
  });

  it('worker: Redis at a closed port → the stderr line names 127.0.0.1:6999', async () => {
    const outcome = await workerWithDeadRedis();
    expect(stderrLines(outcome)).toEqual([expect.stringContaining('127.0.0.1:6999')]);
  });

  it('api: API_PORT=abc → exit 1 with exactly one stderr line naming API_PORT', async () => {
    const outcome = await runNode('dist/apps/api/src/main.js', { API_PORT: 'abc' });
    expect(outcome.hung).toBe(false);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).not.toMatch(STACK_FRAME);
    expect(stderrLines(outcome)).toEqual([expect.stringContaining('API_PORT')]);
  });
});

describe('worker and the Redis eviction policy', () => {
  let redis: ChildProcess | undefined;
  let worker: ReturnType<typeof startWorker> | undefined;
  afterEach(async () => {
    // Should the worker start after all, close it before its Redis goes away.
    await worker?.then(
      (app) => app.close(),
      () => undefined,
    );
    if (redis) await stop(redis);
  });

  it('refuses a Redis whose maxmemory-policy is not noeviction', async () => {
    const port = await freePort();
    redis = await startRedis(port, 'allkeys-lru');
    worker = startWorker(testConfig({ REDIS_URL: `redis://127.0.0.1:${port}` }));
    await expect(worker).rejects.toThrow(/maxmemory-policy is "allkeys-lru".*noeviction/);
  });

  it('restores the outbox relay schedule when Redis comes back empty', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const config = testConfig({ REDIS_URL: `redis://127.0.0.1:${port}`, WORKER_QUEUES: 'outbox' });
    worker = startWorker(config);
    await worker;
    const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const outbox = new Queue('outbox', { connection, prefix: config.REDIS_PREFIX });
    try {
      expect(await outbox.getJobScheduler(OUTBOX_RELAY_SCHEDULER)).toMatchObject({ key: OUTBOX_RELAY_SCHEDULER });
      await stop(redis);
      redis = await startRedis(port); // memory only: it comes back without any key
      await waitFor(() => outbox.getJobScheduler(OUTBOX_RELAY_SCHEDULER), {
        what: 'the outbox relay scheduler to be upserted again',
        timeoutMs: 20000,
      });
    } finally {
      await outbox.close();
      connection.disconnect();
    }
  }, 60000);
});

describe('api and the Redis eviction policy', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let api: TestApi | undefined;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await closeApi(api);
    api = undefined;
    if (redis) await stop(redis);
  });

  it('refuses to start on a Redis that evicts keys, in one line', async () => {
    port = await freePort();
    redis = await startRedis(port, 'allkeys-lru');
    const outcome = await runNode('dist/apps/api/src/main.js', {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      API_PORT: String(await freePort()),
    });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).not.toMatch(STACK_FRAME);
    expect(stderrLines(outcome)).toEqual([expect.stringMatching(/maxmemory-policy is "allkeys-lru".*noeviction/)]);
  });

  it('reports unhealthy when Redis comes back evicting keys, and healthy once it keeps them again', async () => {
    port = await freePort();
    redis = await startRedis(port);
    api = await startTestApi({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect((await health(api)).body.redisPolicy).toBe('noeviction');
    await stop(redis);
    redis = await startRedis(port, 'allkeys-lru');
    const evicting = await waitFor(() => health(api!), {
      until: (result) => result.body.redisPolicy === 'evicts',
      what: '/health to report the evicting Redis',
      timeoutMs: 20000,
      intervalMs: 250,
    });
    expect(evicting).toEqual({
      status: 503,
      body: { status: 'error', postgres: 'up', redis: 'up', redisPolicy: 'evicts' },
    });
    await stop(redis);
    redis = await startRedis(port);
    await waitFor(() => health(api!), {
      until: (result) => result.status === 200,
      what: '/health 200 once Redis keeps every key again',
      timeoutMs: 20000,
      intervalMs: 250,
    });
  }, 60000);
});

describe('api when Redis drops', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let api: TestApi | undefined;

  // While Redis is away, BullMQ's Queue objects of the api have no 'error' listener and print every
  // connection error with its stack through console.error; keep that out of the test output.
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    // Redis back first, so the api's clients can QUIT instead of waiting for a reconnect.
    if (api && (!redis || redis.exitCode !== null || redis.signalCode !== null)) {
      redis = await startRedis(port).catch(() => undefined);
    }
    await closeApi(api);
    if (redis) await stop(redis);
  });

  it('/health turns 503 (redis down) while Redis is gone and 200 again once it is back', async () => {
    port = await freePort();
    redis = await startRedis(port);
    api = await startTestApi({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(await health(api)).toEqual({
      status: 200,
      body: { status: 'ok', postgres: 'up', redis: 'up', redisPolicy: 'noeviction' },
    });

    await stop(redis);
    const down = await waitFor(() => health(api!), {
      until: (result) => result.status === 503,
      what: '/health 503',
      timeoutMs: 15000,
      intervalMs: 250,
    });
    expect(down.body).toEqual({ status: 'error', postgres: 'up', redis: 'down', redisPolicy: 'noeviction' });

    // PostgreSQL-only work keeps being served while Redis is away.
    const whileDown = await api.graphql<{ currentUser: { id: string } }>(
      '{ currentUser { id } }',
      {},
      { token: await tokenFor('admin') },
    );
    expect(whileDown.errors).toBeUndefined();
    expect(whileDown.data?.currentUser.id).toEqual(expect.any(String));

    redis = await startRedis(port);
    await waitFor(() => health(api!), {
      until: (result) => result.status === 200,
      what: '/health 200 after Redis restarted',
      timeoutMs: 20000,
      intervalMs: 250,
    });
    expect(await health(api)).toEqual({
      status: 200,
      body: { status: 'ok', postgres: 'up', redis: 'up', redisPolicy: 'noeviction' },
    });
  }, 60000);
});

describe('api when PostgreSQL drops its connections', () => {
  // A database of our own: terminating backends of the shared test database would break other files.
  const name = `case_management_resilience_${process.pid}`;
  const adminUrl = new URL(TEST_ENV.DATABASE_URL);
  adminUrl.pathname = '/postgres';
  const databaseUrl = new URL(TEST_ENV.DATABASE_URL);
  databaseUrl.pathname = `/${name}`;
  let admin: pg.Client;
  let api: TestApi | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const migrated = await runNode('dist/libs/database/migrate.js', { DATABASE_URL: databaseUrl.toString() }, 60000);
    if (migrated.code !== 0) throw new Error(`migrate.js failed (${migrated.code}): ${migrated.stderr}`);
    // The demo rows as run-seed.js writes them, but without its Auth emulator sync: that sync updates
    // each demo account's password, which revokes (in the emulator) the ID tokens other files hold.
    const dataSource = await createDataSource(
      testConfig({ DATABASE_URL: databaseUrl.toString() }),
      ENTITIES,
    ).initialize();
    try {
      expect(await seedDemoData(dataSource)).toBe(true);
    } finally {
      await dataSource.destroy();
    }
  }, 90000);

  afterAll(async () => {
    await closeApi(api);
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });

  it('the pool replaces terminated connections by itself: /health and an authenticated query recover', async () => {
    api = await startTestApi({ DATABASE_URL: databaseUrl.toString() });
    const token = await tokenFor('admin');
    // Concurrent requests, so the pool holds several connections to lose, not just one.
    const before = await Promise.all(Array.from({ length: 5 }, () => health(api!)));
    expect(before.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await api.graphql('{ currentUser { id } }', {}, { token })).errors).toBeUndefined();

    const terminated = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    expect(terminated.rowCount).toBeGreaterThan(0);

    await waitFor(() => health(api!), {
      until: (result) => result.status === 200,
      what: '/health 200 after the backends were terminated',
      timeoutMs: 20000,
      intervalMs: 250,
    });
    const afterwards = await api.graphql<{ currentUser: { id: string } }>('{ currentUser { id } }', {}, { token });
    expect(afterwards.errors).toBeUndefined();
    expect(afterwards.data?.currentUser.id).toEqual(expect.any(String));
  }, 60000);
});
