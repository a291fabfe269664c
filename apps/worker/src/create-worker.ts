import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { type AppConfig, createLogger, PinoNestLogger } from '#config';
import { QueueName, QueueRegistry, RedisConnections } from '#events';
import { QueueWorkers, queuesToConsume } from './queue-workers.js';
import { assertNoEviction } from './redis-eviction-policy.js';
import { WorkerModule } from './worker.module.js';

/** The eviction policy check doubles as the first contact with Redis: say where it was expected. */
async function checkRedis(redis: Redis, url: string): Promise<void> {
  try {
    await assertNoEviction(redis);
  } catch (error) {
    if (redis.status !== 'ready')
      throw new Error(`nothing answers at ${new URL(url).host} (redis): is it running?`, { cause: error });
    throw error;
  }
}

/** Starts the worker: checks Redis, consumes the configured queues and schedules the outbox relay. */
export async function startWorker(config: AppConfig): Promise<INestApplicationContext> {
  const queues = queuesToConsume(config.WORKER_QUEUES);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new PinoNestLogger(createLogger(config, 'worker')),
    abortOnError: false,
  });
  app.enableShutdownHooks();
  try {
    await checkRedis(app.get(RedisConnections).create('policy-check', { maxRetriesPerRequest: 1 }), config.REDIS_URL);
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
