// Starts the bare Apollo baseline in a process of its own (as the api runs in its own), on the bench
// database, and stops it.
import { spawn } from 'node:child_process';
import { BENCH_ENV } from '../../support/bench-env.js';
import { BARE_APOLLO_PORT } from '../ports.js';

export interface BareApollo {
  url: string;
  /** Records the statements sent between a POST and a GET (see sql-statements.ts). */
  statementRecorder: string;
  /** Statements the baseline sent since the last reset. */
  sqlStatements(options?: { reset?: boolean }): Promise<number>;
  /** The baseline process's `/usage` endpoint. */
  usageUrl: string;
  stop(): Promise<void>;
}

export async function startBareApollo(): Promise<BareApollo> {
  const origin = `http://127.0.0.1:${BARE_APOLLO_PORT}`;
  const child = spawn('node', ['dist/bench/case-detail/bare-apollo/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...BENCH_ENV },
  });
  const sqlStatements = async ({ reset = false } = {}) => {
    const response = await fetch(`${origin}/sql-statements`, { method: reset ? 'POST' : 'GET' });
    return ((await response.json()) as { statements: number }).statements;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The bare Apollo baseline exited with ${child.exitCode}`);
    if (
      await sqlStatements().then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('The bare Apollo baseline did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `${origin}/graphql`,
    statementRecorder: `${origin}/sql`,
    sqlStatements,
    usageUrl: `${origin}/usage`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
