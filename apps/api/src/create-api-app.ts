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
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

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
  // Idle kept-alive connections are kept longer than the proxies and clients in front keep theirs (load
  // balancers about 60 s), so none of them reuses a connection just as the api closes it: the request would be
  // lost to a reset (a 502 at a load balancer). Node's 5 s let a briefly stalled client hit that race.
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
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
