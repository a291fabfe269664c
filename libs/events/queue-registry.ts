import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#config';
import { ALL_QUEUES, type JobName, type JobPayloads, QUEUE_OF_JOB, type QueueName } from './jobs.js';
import { RedisConnections } from './redis-connections.js';

/** Producer side of every queue, with typed job names and payloads. */
@Injectable()
export class QueueRegistry implements OnApplicationShutdown {
  private readonly logger = new Logger('Queues');
  private readonly queues = new Map<QueueName, Queue>();
  private readonly connection: Redis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) connections: RedisConnections,
  ) {
    this.connection = connections.create('queues');
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.config.REDIS_PREFIX,
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 2000 },
          // Completed jobs are kept a day so a repeated jobId within that time is not run twice.
          removeOnComplete: { age: 24 * 3600, count: 10000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      });
      // Without a listener BullMQ prints every connection error with its stack while Redis is away.
      queue.on('error', (error) => this.logger.warn(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  allQueues(): Queue[] {
    return ALL_QUEUES.map((name) => this.queue(name));
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: JobsOptions = {}): Promise<void> {
    await this.queue(QUEUE_OF_JOB[name]).add(name, payload, options);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
