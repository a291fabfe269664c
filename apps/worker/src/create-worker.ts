import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { type AppConfig, createLogger, PinoNestLogger } from '#config';
import { checkRedisAtStart } from '#events';
import { queuesToConsume } from './consumed-queues.js';
import { WorkerModule } from './worker.module.js';

/** Starts the worker: checks Redis, then runs the processors of the configured queues (and the relay's schedule). */
export async function startWorker(config: AppConfig): Promise<INestApplicationContext> {
  const queues = queuesToConsume(config.WORKER_QUEUES);
  await checkRedisAtStart(config.REDIS_URL);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new PinoNestLogger(createLogger(config, 'worker')),
    abortOnError: false,
  });
  app.enableShutdownHooks();
  new Logger('Worker').log(`Consuming queues: ${queues.join(', ')}`);
  return app;
}
