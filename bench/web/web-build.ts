// The production build of the web app, made the way the browser tests make it, into a directory of its own
// so apps/web/dist (which the browser tests serve) is left alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ENV } from '../support/bench-env.js';
import { elapsedMs } from '../support/stats.js';

export const VITE_CLI = 'node_modules/vite/bin/vite.js';
export const VITE_CONFIG = 'apps/web/vite.config.ts';

export interface WebBuild {
  outDir: string;
  buildMs: number;
  remove(): void;
}

export async function buildWeb(): Promise<WebBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-web-build-'));
  const started = performance.now();
  const args = [VITE_CLI, 'build', '--config', VITE_CONFIG, '--outDir', outDir, '--manifest', '--logLevel', 'error'];
  await run(process.execPath, args, {
    ...process.env,
    // A production bundle even when the caller's NODE_ENV says otherwise.
    NODE_ENV: 'production',
    // The app signs in on the bench Auth emulator (an empty URL would mean the real Firebase Auth).
    VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${BENCH_ENV.FIREBASE_AUTH_EMULATOR_HOST}`,
    VITE_FIREBASE_PROJECT_ID: BENCH_ENV.FIREBASE_PROJECT_ID,
  });
  return { outDir, buildMs: elapsedMs(started), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The web build failed (exit ${code}): ${stderr}`)),
    );
  });
}
