import { WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { type JobName, QUEUE_OF_JOB, type QueueName } from '#events';
import type { JobHandler } from './job-handler.js';

/**
 * The `@Processor` of one queue hands each job to the handler of its name. Every job name the queue
 * carries must have a handler, checked when the worker starts rather than when such a job first arrives.
 */
export abstract class QueueProcessor extends WorkerHost {
  private readonly handlers: ReadonlyMap<JobName, JobHandler>;

  protected constructor(queue: QueueName, handlers: JobHandler[]) {
    super();
    this.handlers = new Map(handlers.map((handler) => [handler.jobName, handler]));
    for (const [jobName, queueOfJob] of Object.entries(QUEUE_OF_JOB)) {
      if (queueOfJob === queue && !this.handlers.has(jobName as JobName))
        throw new Error(`No handler for job ${jobName} (queue ${queue})`);
    }
  }

  /** Resolves to the handler's result: BullMQ keeps it as the job's return value (JobResults). */
  async process(job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name as JobName);
    if (!handler) throw new Error(`No handler for job ${job.name} on queue ${job.queueName}`);
    return handler.handle(job.data as never, job as never);
  }
}
