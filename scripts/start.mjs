// `npm start`: builds, starts the Auth emulator, migrates, seeds demo data, then runs the provider stand-ins
// (unless real providers are configured), api, worker and web.
import { run, startService, isPortOpen, waitForHttp, waitForPort } from './process-tools.mjs';
import { chooseProviders } from './provider-mode.mjs';

const started = Date.now();
const env = { ...process.env, NO_UPDATE_NOTIFIER: '1' };
const apiPort = Number(env.API_PORT ?? 4000);
const webPort = Number(env.WEB_PORT ?? 5173);
// Browsers reach the api through the web app's proxy (as behind nginx in Docker), so the links the api signs
// (uploads, downloads) point at the web origin and stay same-origin.
env.API_PUBLIC_URL ??= `http://localhost:${webPort}`;
env.API_PROXY_TARGET ??= `http://127.0.0.1:${apiPort}`;
const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const emulatorPort = Number(emulatorHost.split(':')[1]);
const children = [];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function supervise(name, child) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (signal === 'SIGTERM') return;
    process.stderr.write(`\n${name} stopped (exit ${code ?? signal}); stopping everything.\n`);
    stopAll(1);
  });
  return child;
}

try {
  process.stdout.write('Building…\n');
  await run('tsc', ['-p', 'tsconfig.build.json'], { env });

  if (await isPortOpen(emulatorPort)) {
    process.stdout.write(`Auth emulator already running on ${emulatorHost}\n`);
  } else {
    process.stdout.write('Starting the Auth emulator…\n');
    supervise(
      'auth',
      startService(
        'auth',
        'firebase',
        ['emulators:start', '--only', 'auth', '--project', env.FIREBASE_PROJECT_ID ?? 'demo-case-management'],
        { env },
      ),
    );
    await waitForPort(emulatorPort, { what: 'The Auth emulator' });
  }

  await run('node', ['dist/libs/database/migrate.js'], { env });
  // The providers are chosen first: where the stand-ins run, the demo pharmacies are pointed at them.
  const providers = await chooseProviders(env);
  await run('node', ['dist/libs/demo-data/run-seed.js'], {
    env: providers.standInsUrl ? { ...env, STAND_INS_URL: providers.standInsUrl } : env,
  });
  process.stdout.write(`${providers.lines.join('\n')}\n`);
  if (providers.standInsUrl) {
    supervise('stand-ins', startService('stand-ins', 'node', ['dist/libs/provider-stand-ins/main.js'], { env }));
    await waitForPort(Number(env.STAND_INS_PORT), { what: 'The provider stand-ins' });
  }

  supervise('api', startService('api', 'node', ['dist/apps/api/src/main.js'], { env }));
  supervise('worker', startService('worker', 'node', ['dist/apps/worker/src/main.js'], { env }));
  supervise('web', startService('web', 'vite', ['--config', 'apps/web/vite.config.ts'], { env }));

  await waitForHttp(`http://127.0.0.1:${apiPort}/health`);
  await waitForPort(webPort, { what: 'The web app' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `\nReady in ${seconds} s\n  App:         http://localhost:${webPort}\n  GraphQL:     http://localhost:${apiPort}/graphql\n` +
      '  Job queues:  menu "Job queues" of a CV Admin (a single-use link to /admin/queues)\n' +
      (providers.standInsUrl
        ? `  Messages:    ${providers.standInsUrl} (e-mail and SMS sent; reply as the employee)\n` +
          `  Pharmacy:    ${providers.standInsUrl}/pharmacy (orders the demo pharmacies took; report them shipped)\n`
        : '') +
      '  Logins are listed above. Ctrl+C stops everything.\n\n',
  );
} catch (error) {
  process.stderr.write(`\nStart failed: ${error.message}\n`);
  stopAll(1);
}
