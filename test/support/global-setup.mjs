// Integration test setup: a fresh test database migrated and seeded by the same scripts `npm start`
// runs, and the Auth emulator (started here unless one already listens on the test port).
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { recreateDatabase } from '../../scripts/test-database.mjs';
import { isPortOpen, waitForPort } from '../../scripts/process-tools.mjs';

const testEnv = JSON.parse(readFileSync(new URL('./test-env.json', import.meta.url), 'utf8'));

async function startEmulator() {
  const port = Number(testEnv.FIREBASE_AUTH_EMULATOR_HOST.split(':')[1]);
  if (await isPortOpen(port)) return undefined;
  const child = spawn(
    'firebase',
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      testEnv.FIREBASE_PROJECT_ID,
      '--config',
      'test/support/firebase.test.json',
    ],
    { stdio: 'ignore', detached: true, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
  );
  await waitForPort(port, { what: 'The Auth emulator', timeoutMs: 90000 });
  return child.pid;
}

export default async function globalSetup() {
  const env = { ...process.env, ...testEnv };
  const [emulatorPid] = await Promise.all([
    startEmulator(),
    (async () => {
      execFileSync('tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
      await recreateDatabase(testEnv.DATABASE_URL);
    })(),
  ]);
  execFileSync('node', ['dist/libs/database/migrate.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('node', ['dist/libs/demo-data/run-seed.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  globalThis.__emulatorPid = emulatorPid;
}
