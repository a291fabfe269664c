import { loadConfigOrExit } from '#config';
import { describeConnectionError } from '#database/runtime';
import { checkRedisAtStart } from '#events';
import { createApiApp, SCHEMA_FILE } from './create-api-app.js';

const config = loadConfigOrExit();
try {
  await checkRedisAtStart(config.REDIS_URL);
  const app = await createApiApp(config, config.NODE_ENV === 'production' ? true : SCHEMA_FILE);
  await app.listen(config.API_PORT, '0.0.0.0');
  process.stdout.write(`api ready on ${config.API_PUBLIC_URL}/graphql\n`);
} catch (error) {
  process.stderr.write(`api failed to start: ${describeConnectionError(error, config.DATABASE_URL)}\n`);
  process.exit(1);
}
