// Browser test setup: the whole stack on its own ports, database, Redis prefix and Auth emulator,
// with the production build of the web app served by `vite preview` (proxying the api like nginx).
// The ports are fixed (e2e-env.json, firebase.e2e.json; the web build and the tests read them), so every
// process started is recorded (stack-record.mjs) and a stack an earlier run left behind is stopped first.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chooseProviders } from '../../../scripts/provider-mode.mjs';
import { recreateDatabase } from '../../../scripts/test-database.mjs';
import { isPortOpen, waitForHttp, waitForPort } from '../../../scripts/process-tools.mjs';
import { recordProcess, stopStaleStack } from './stack-record.mjs';

const env = { ...process.env, ...JSON.parse(readFileSync(new URL('./e2e-env.json', import.meta.url), 'utf8')) };

function start(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.on('exit', (code) => {
    if (code && code !== 0 && !globalThis.__e2eStopping)
      process.stderr.write(`[e2e] ${name} exited with ${code}: ${stderr}\n`);
  });
  recordProcess(name, child.pid, args.join(' '));
  return child;
}

/** A port the stack needs must be free (one a stopped process held is given a few seconds to close). */
async function requireFreePort(port, name) {
  const deadline = Date.now() + 5000;
  while (await isPortOpen(port)) {
    if (Date.now() > deadline)
      throw new Error(
        `[e2e] Port ${port} (${name}) is taken by a process this setup did not start; stop it ` +
          `(ss -ltnp 'sport = :${port}' names it) and run again`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The outside providers as `npm start` runs them without keys: the provider stand-ins process (SendGrid and
 * Twilio and Stripe APIs, signed delivery callbacks, the development page with its reply forms), never a real provider.
 * Returns the settings the api and worker need to reach it and verify its callbacks.
 */
async function startProviderStandIns() {
  const providerEnv = { ...env };
  for (const name of [
    'SENDGRID_API_KEY',
    'SENDGRID_BASE_URL',
    'TWILIO_ACCOUNT_SID',
    'TWILIO_BASE_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_BASE_URL',
  ]) {
    delete providerEnv[name];
  }
  const { standInsUrl } = await chooseProviders(providerEnv);
  if (!standInsUrl) throw new Error('The browser tests need the provider stand-ins');
  const port = Number(providerEnv.STAND_INS_PORT);
  const forApiAndWorker = {
    SENDGRID_BASE_URL: providerEnv.SENDGRID_BASE_URL,
    SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY: providerEnv.SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY,
    TWILIO_BASE_URL: providerEnv.TWILIO_BASE_URL,
    STRIPE_BASE_URL: providerEnv.STRIPE_BASE_URL,
  };
  start('stand-ins', 'node', ['dist/libs/provider-stand-ins/main.js'], {
    ...forApiAndWorker,
    STAND_INS_PORT: providerEnv.STAND_INS_PORT,
    STAND_INS_SENDGRID_EVENT_KEY: providerEnv.STAND_INS_SENDGRID_EVENT_KEY,
  });
  await waitForPort(port, { what: 'The provider stand-ins' });
  return forApiAndWorker;
}

export default async function globalSetup() {
  const stale = await stopStaleStack();
  if (stale.length > 0)
    process.stderr.write(
      `\n[e2e] An earlier run left its stack running; stopped ${stale.map(({ name, pid }) => `${name} (pid ${pid})`).join(', ')}\n`,
    );
  for (const name of ['API_PORT', 'STAND_INS_PORT', 'WEB_PORT']) await requireFreePort(Number(env[name]), name);
  // An Auth emulator this setup did not start (one a developer keeps running on this port) is used as it is.
  const emulatorPort = Number(env.FIREBASE_AUTH_EMULATOR_HOST.split(':')[1]);
  if (!(await isPortOpen(emulatorPort))) {
    start(
      'auth',
      'firebase',
      [
        'emulators:start',
        '--only',
        'auth',
        '--project',
        env.FIREBASE_PROJECT_ID,
        '--config',
        'test/e2e/support/firebase.e2e.json',
      ],
      { NO_UPDATE_NOTIFIER: '1' },
    );
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
  execFileSync('node', ['dist/libs/demo-data/run-seed.js'], {
    // The demo pharmacies take their orders at the stand-in pharmacy started below.
    env: { ...env, STAND_INS_URL: `http://127.0.0.1:${env.STAND_INS_PORT}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const providers = await startProviderStandIns();
  start('api', 'node', ['dist/apps/api/src/main.js'], providers);
  start('worker', 'node', ['dist/apps/worker/src/main.js'], providers);
  // The browser reaches the api through the web proxy (API_PUBLIC_URL is the web origin, as in production).
  const apiUrl = `http://127.0.0.1:${env.API_PORT}`;
  start('web', 'vite', ['preview', '--config', 'apps/web/vite.config.ts'], { API_PROXY_TARGET: apiUrl });
  await waitForHttp(`${apiUrl}/health`);
  await waitForHttp(`${env.WEB_PUBLIC_URL}/login`);
}
