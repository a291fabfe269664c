import { loadConfigOrExit } from '#config';
import { describeConnectionError } from '#database/runtime';
import { startWorker } from './create-worker.js';

const config = loadConfigOrExit();
try {
  await startWorker(config);
  process.stdout.write('worker ready\n');
} catch (error) {
  process.stderr.write(`worker failed to start: ${describeConnectionError(error, config.DATABASE_URL)}\n`);
  process.exit(1);
}
