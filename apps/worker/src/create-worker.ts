import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { type AppConfig, createLogger, PinoNestLogger } from '#config';
import { QueueName, QueueRegistry, RedisConnections } from '#events';
import { QueueWorkers, queuesToConsume } from './queue-workers.js';
import { assertNoEviction } from './redis-eviction-policy.js';
import { WorkerModule } from './worker.module.js';

/** Starts the worker: checks Redis, consumes the configured queues and schedules the outbox relay. */
export async function startWorker(config: AppConfig): Promise<INestApplicationContext> {
  const queues = queuesToConsume(config.WORKER_QUEUES);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new PinoNestLogger(createLogger(config, 'worker')),
  });
  app.enableShutdownHooks();
  try {
    await assertNoEviction(app.get(RedisConnections).create('policy-check', { maxRetriesPerRequest: 1 }));
    if (queues.includes(QueueName.outbox)) {
      await app
        .get(QueueRegistry)
        .queue(QueueName.outbox)
        .upsertJobScheduler(
          'outbox-relay',
          { every: config.OUTBOX_RELAY_INTERVAL_MS },
          { name: 'outbox.relay', data: { organizationId: null } },
        );
    }
    app.get(QueueWorkers).start(queues);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
