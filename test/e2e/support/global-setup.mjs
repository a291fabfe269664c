// Browser test setup: the whole stack on its own ports, database, Redis prefix and Auth emulator,
// with the production build of the web app served by `vite preview` (proxying the api like nginx).
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { recreateDatabase } from '../../../scripts/test-database.mjs';
import { isPortOpen, waitForHttp, waitForPort } from '../../../scripts/process-tools.mjs';

const env = { ...process.env, ...JSON.parse(readFileSync(new URL('./e2e-env.json', import.meta.url), 'utf8')) };
const children = [];

function start(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.on('exit', (code) => {
    if (code && code !== 0 && !globalThis.__e2eStopping) process.stderr.write(`[e2e] ${name} exited with ${code}: ${stderr}\n`);
  });
  children.push(child.pid);
  return child;
}

/** Stands in for SendGrid's API so the worker's mail goes nowhere outside this machine. */
async function startMailSink() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(202, { 'x-message-id': 'e2e' }).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Stands in for Twilio's Messages API: accepts each text message as Twilio does (201, a message sid). */
async function startSmsSink() {
  let count = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !path) return response.writeHead(404).end();
      count += 1;
      const sid = `SM${String(count).padStart(32, '0')}`;
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid, account_sid: path[1], status: 'queued' }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export default async function globalSetup() {
  const emulatorPort = Number(env.FIREBASE_AUTH_EMULATOR_HOST.split(':')[1]);
  if (!(await isPortOpen(emulatorPort))) {
    start('auth', 'firebase', ['emulators:start', '--only', 'auth', '--project', env.FIREBASE_PROJECT_ID, '--config', 'test/e2e/support/firebase.e2e.json'], { NO_UPDATE_NOTIFIER: '1' });
  }
  execFileSync('tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  execFileSync('vite', ['build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      // Jest sets NODE_ENV=test, which would make Vite bundle React's development build.
      NODE_ENV: 'production',
      VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`,
      VITE_FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID,
    },
  });
  await recreateDatabase(env.DATABASE_URL);
  await waitForPort(emulatorPort, { what: 'The Auth emulator', timeoutMs: 90000 });
  execFileSync('node', ['dist/libs/database/migrate.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('node', ['dist/libs/demo-data/run-seed.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });

  const mailSink = await startMailSink();
  const smsSink = await startSmsSink();
  const providers = {
    SENDGRID_BASE_URL: `http://127.0.0.1:${mailSink.address().port}`,
    TWILIO_BASE_URL: `http://127.0.0.1:${smsSink.address().port}`,
  };
  start('api', 'node', ['dist/apps/api/src/main.js'], providers);
  start('worker', 'node', ['dist/apps/worker/src/main.js'], providers);
  // The browser reaches the api through the web proxy (API_PUBLIC_URL is the web origin, as in production).
  const apiUrl = `http://127.0.0.1:${env.API_PORT}`;
  start('web', 'vite', ['preview', '--config', 'apps/web/vite.config.ts'], { API_PROXY_TARGET: apiUrl });
  await waitForHttp(`${apiUrl}/health`);
  await waitForHttp(`${env.WEB_PUBLIC_URL}/login`);
  globalThis.__e2eChildren = children;
  globalThis.__e2eMailSink = mailSink;
  globalThis.__e2eSmsSink = smsSink;
}
