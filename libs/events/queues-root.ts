import { BullModule } from '@nestjs/bullmq';
import type { JobsOptions } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { LoggedQueue, LoggedWorker } from './logged-queue-classes.js';
import { RedisConnections } from './redis-connections.js';
import { RedisModule } from './redis.module.js';

/** Every queue's defaults: retries with back-off, completed jobs kept a day so a repeated jobId is not run twice. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 10000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

BullModule.queueClass = LoggedQueue;
BullModule.workerClass = LoggedWorker;

/**
 * The shared BullMQ settings of the api and the worker: one Redis connection for every queue's
 * commands (workers open their own blocking connection from it), the stack's key prefix, job defaults.
 */
export const queuesRoot = BullModule.forRootAsync({
  imports: [RedisModule],
  inject: [APP_CONFIG, RedisConnections],
  useFactory: (config: AppConfig, connections: RedisConnections) => ({
    connection: connections.create('queues'),
    prefix: config.REDIS_PREFIX,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  }),
});
