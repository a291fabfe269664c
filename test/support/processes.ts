// Real processes for tests that break them: private redis-server instances, the built api and worker
// (`node dist/...`) with their settings in the environment, and SIGKILL. Every process started here is
// tracked, so a test file's afterAll can stop whatever is still running, also after a failure.
import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { waitFor } from './eventually.js';
import { TEST_ENV } from './test-env.js';

const running = new Set<ChildProcess>();

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Kills a child (SIGKILL) unless it already ended, and waits for it to be gone. */
export async function killProcess(child: ChildProcess): Promise<void> {
  try {
    if (!hasExited(child)) {
      child.kill('SIGKILL');
      await waitFor(() => hasExited(child), { what: `process ${child.pid} to exit after SIGKILL`, timeoutMs: 5000 });
    }
  } finally {
    running.delete(child);
  }
}

/** Kills every process started through this module that still runs (for afterAll). */
export async function killAllProcesses(): Promise<void> {
  await Promise.all([...running].map((child) => killProcess(child)));
}

/** A port nothing listens on right now: listen on 0, read the port, close. */
export function freePort(): Promise<number> {
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
export function processEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...TEST_ENV, ...overrides };
}

/** Sends PING over a raw socket; true when the server answers +PONG within a second. */
export function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const done = (answer: boolean) => (socket.destroy(), clearTimeout(timer), resolve(answer));
    const timer = setTimeout(() => done(false), 1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('error', () => done(false));
  });
}

/** A private, memory-only redis-server on the given port (empty at every start); resolves once it answers PING. */
export async function startRedis(port: number, maxmemoryPolicy = 'noeviction'): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...['--dir', tmpdir(), '--maxmemory-policy', maxmemoryPolicy],
    ],
    { stdio: 'ignore' },
  );
  running.add(child);
  try {
    const state = await waitFor(async () => (hasExited(child) ? 'exited' : (await redisAnswers(port)) && 'answers'), {
      what: `redis-server on port ${port} to answer PING`,
      timeoutMs: 10000,
      intervalMs: 100,
    });
    if (state === 'exited') throw new Error(`redis-server on port ${port} exited before answering`);
    return child;
  } catch (error) {
    await killProcess(child);
    throw error;
  }
}

/** A long-running node process (the api, the worker) and the tail of what it printed. */
export interface NodeService {
  child: ChildProcess;
  /** The last lines of stdout and stderr, for a failure's message. */
  output(): string;
  kill(): Promise<void>;
}

const KEPT_OUTPUT_LINES = 200;

/**
 * Starts `node <script>` and resolves once it prints `readyLine` (the api's "api ready", the worker's
 * "worker ready"); fails with its output when it exits or stays silent until the deadline.
 */
export async function startNodeService(
  script: string,
  env: Record<string, string>,
  readyLine: string,
  timeoutMs = 60000,
): Promise<NodeService> {
  const child = spawn(process.execPath, [script], { env: processEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const lines: string[] = [];
  let ready = false;
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.includes(readyLine)) ready = true;
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > KEPT_OUTPUT_LINES) lines.shift();
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const service: NodeService = { child, output: () => lines.join('\n'), kill: () => killProcess(child) };
  try {
    await waitFor(() => ready || hasExited(child), { what: `${script} to print "${readyLine}"`, timeoutMs });
    if (!ready) throw new Error(`${script} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    return service;
  } catch (error) {
    await killProcess(child);
    throw new Error(`${(error as Error).message}\n${service.output()}`, { cause: error });
  }
}

/** The built api (`npm run build`) on the given port. */
export const startApiProcess = (port: number, env: Record<string, string>) =>
  startNodeService('dist/apps/api/src/main.js', { ...env, API_PORT: String(port) }, 'api ready');

/** The built worker, consuming every queue unless env says otherwise. */
export const startWorkerProcess = (env: Record<string, string>) =>
  startNodeService('dist/apps/worker/src/main.js', env, 'worker ready');
