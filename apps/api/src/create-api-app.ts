import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type AppConfig, createLogger, PinoNestLogger } from '#config';
import { mountQueueBoard } from './admin/queue-board.js';
import { ApiModule } from './api.module.js';
import { proxyTrust } from './graphql/client-address.js';
import { requestLogging } from './request-logging.middleware.js';
import { mountWebhookBodies } from './webhooks/webhook-bodies.js';

export const SCHEMA_FILE = 'apps/api/schema.gql';

/** Builds the api (not listening yet); used by main.ts and by the integration tests. */
export async function createApiApp(
  config: AppConfig,
  schemaFile: string | true = SCHEMA_FILE,
): Promise<NestExpressApplication> {
  const logger = createLogger(config, 'api');
  const app = await NestFactory.create<NestExpressApplication>(ApiModule.forRoot({ config, schemaFile }), {
    logger: new PinoNestLogger(logger),
    bodyParser: true,
    // Start-up failures reach main.ts, which prints one line, instead of Nest exiting by itself.
    abortOnError: false,
  });
  // X-Forwarded-For names the client only when a trusted proxy set it; otherwise the socket's address counts.
  // Express's req.ip follows the same trust as the GraphQL context's client address (client-address.ts).
  app.set('trust proxy', proxyTrust(config.TRUSTED_PROXIES));
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  mountWebhookBodies(app);
  app.enableShutdownHooks();
  mountQueueBoard(app, config, logger);
  return app;
}
