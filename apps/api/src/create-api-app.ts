import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PRINCIPAL_RESOLVER, type PrincipalResolver } from '#access';
import { type AppConfig, createLogger, PinoNestLogger } from '#config';
import { QueueRegistry } from '#events';
import { mountQueueBoard } from './admin/queue-board.js';
import { ApiModule } from './api.module.js';
import { requestLogging } from './request-logging.middleware.js';

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
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  app.enableShutdownHooks();
  mountQueueBoard(app, config, app.get(QueueRegistry), app.get<PrincipalResolver>(PRINCIPAL_RESOLVER));
  return app;
}
