import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { ALL_QUEUES, type JobName, QUEUE_OF_JOB, type QueueName, RedisConnections } from '#events';
import { JOB_HANDLERS, type JobHandler } from './job-handler.js';

/** Parses WORKER_QUEUES; empty means every queue. */
export function queuesToConsume(setting: string): QueueName[] {
  const names = setting
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [...ALL_QUEUES];
  const unknown = names.filter((name) => !ALL_QUEUES.includes(name as QueueName));
  if (unknown.length > 0) throw new Error(`WORKER_QUEUES names unknown queues: ${unknown.join(', ')}`);
  return [...new Set(names)] as QueueName[];
}

/** One BullMQ Worker per consumed queue, dispatching each job to the handler of its name. */
@Injectable()
export class QueueWorkers implements OnApplicationShutdown {
  private readonly logger = new Logger('QueueWorkers');
  private readonly workers: Worker[] = [];
  private readonly handlers: Map<JobName, JobHandler>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
    @Inject(JOB_HANDLERS) handlers: JobHandler[],
  ) {
    this.handlers = new Map(handlers.map((handler) => [handler.jobName, handler]));
  }

  start(queues: QueueName[]): void {
    for (const [jobName, queue] of Object.entries(QUEUE_OF_JOB)) {
      if (!this.handlers.has(jobName as JobName)) throw new Error(`No processor for job ${jobName} (queue ${queue})`);
    }
    for (const queue of queues) {
      const worker = new Worker(queue, (job: Job) => this.process(job), {
        connection: this.connections.create(`worker-${queue}`),
        prefix: this.config.REDIS_PREFIX,
        concurrency: 5,
      });
      worker.on('failed', (job, error) =>
        this.logger.warn(
          `${queue} job ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`,
        ),
      );
      worker.on('error', (error) => this.logger.warn(`${queue} worker: ${error.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`Consuming queues: ${queues.join(', ')}`);
  }

  private async process(job: Job): Promise<void> {
    const handler = this.handlers.get(job.name as JobName);
    if (!handler) throw new Error(`No processor for job ${job.name}`);
    await handler.handle(job.data as never, job as never);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
