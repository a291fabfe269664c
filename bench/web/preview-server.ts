// Serves a production build with `vite preview`, which proxies the api paths (GraphQL and graphql-ws
// included) as nginx does in Docker and gzips what it sends, as nginx does too.
import { spawn } from 'node:child_process';
import { BENCH_ENV } from '../support/bench-env.js';
import { VITE_CLI, VITE_CONFIG } from './web-build.js';

export interface PreviewServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startPreview(outDir: string, port: number): Promise<PreviewServer> {
  const child = spawn(process.execPath, [VITE_CLI, 'preview', '--config', VITE_CONFIG, '--outDir', outDir], {
    env: {
      ...process.env,
      WEB_PORT: String(port),
      API_PROXY_TARGET: `http://127.0.0.1:${BENCH_ENV.API_PORT}`,
    },
    // Its log only matters when it fails to start: closing the browser resets proxied sockets, which it reports.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${origin}/login`).catch(() => undefined);
    if (response?.ok) break;
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) throw new Error('vite preview did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
