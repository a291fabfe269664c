// Starts what a benchmark drives through the product: the Auth emulator, the built api (with the SQL
// statement counter loaded) and, when asked, the worker, all on the bench database and Redis prefix.
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { BENCH_ENV, BENCH_API_URL, SQL_COUNTER_PORT } from './bench-env.js';

const benchEnv = { ...process.env, ...BENCH_ENV, NO_UPDATE_NOTIFIER: '1' };

export interface ApiStack {
  /** Statements the api sent since the last reset. */
  sqlStatements(options?: { reset?: boolean }): Promise<number>;
  stop(): Promise<void>;
}

export interface ApiStackOptions {
  /** Also start the worker (the workflow queue's consumer). */
  worker?: boolean;
  /** Extra modules loaded into the api with `node --import` (probes such as an event-loop monitor). */
  apiImports?: string[];
}

export async function startApiStack(options: ApiStackOptions = {}): Promise<ApiStack> {
  const children: ChildProcess[] = [];
  const imports = ['./dist/bench/support/sql-counter.js', ...(options.apiImports ?? [])];
  const emulator = await startAuthEmulator();
  if (emulator) children.push(emulator);
  children.push(
    spawn(
      'node',
      [
        // Node or V8 flags to try on the api alone, e.g. BENCH_API_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/api".
        ...(process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean),
        ...imports.flatMap((module) => ['--import', module]),
        'dist/apps/api/src/main.js',
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        // Its connections named in pg_stat_activity (node-postgres reads PGAPPNAME).
        env: { ...benchEnv, PGAPPNAME: 'api' },
      },
    ),
  );
  if (options.worker) {
    children.push(
      spawn('node', ['dist/apps/worker/src/main.js'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...benchEnv, PGAPPNAME: 'worker' },
      }),
    );
  }
  await waitFor(async () => {
    const response = await fetch(BENCH_API_URL.replace('/graphql', '/health')).catch(() => undefined);
    return response?.ok === true;
  }, 'The api');

  return {
    async sqlStatements({ reset = false } = {}) {
      const response = await fetch(`http://127.0.0.1:${SQL_COUNTER_PORT}/`, { method: reset ? 'POST' : 'GET' });
      return ((await response.json()) as { statements: number }).statements;
    },
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/**
 * Starts the bench Auth emulator unless one already answers on its port; returns the process it started (to
 * stop once done), or null.
 */
export async function startAuthEmulator(): Promise<ChildProcess | null> {
  const emulatorPort = Number(BENCH_ENV.FIREBASE_AUTH_EMULATOR_HOST.split(':')[1]);
  if (await isPortOpen(emulatorPort)) return null;
  const child = spawn(
    'firebase',
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      BENCH_ENV.FIREBASE_PROJECT_ID,
      '--config',
      'bench/support/firebase.bench.json',
    ],
    { stdio: 'ignore', env: benchEnv },
  );
  // The port opens before the emulator answers (it resets connections meanwhile): wait for its ready flag.
  await waitFor(() => isEmulatorReady(BENCH_ENV.FIREBASE_AUTH_EMULATOR_HOST), 'The Auth emulator');
  return child;
}

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function isEmulatorReady(host: string): Promise<boolean> {
  const response = await fetch(`http://${host}/`).catch(() => undefined);
  if (!response?.ok) return false;
  const body = (await response.json().catch(() => ({}))) as { authEmulator?: { ready?: boolean } };
  return body.authEmulator?.ready === true;
}

async function waitFor(ready: () => Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}
