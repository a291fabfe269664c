import type { Job, JobsOptions, Queue } from 'bullmq';
import { type JobName, type JobPayloads, QUEUE_OF_JOB } from './jobs.js';

/**
 * Adds a job with its typed payload to the queue injected with `@InjectQueue(QUEUE_OF_JOB[name])`.
 * A job given to another queue would never meet its processor, so that is refused at once.
 */
export function addJob<N extends JobName>(
  queue: Queue,
  name: N,
  payload: JobPayloads[N],
  options?: JobsOptions,
): Promise<Job<JobPayloads[N]>> {
  const expected = QUEUE_OF_JOB[name];
  if (queue.name !== expected) throw new Error(`Job ${name} belongs to queue ${expected}, not ${queue.name}`);
  return queue.add(name, payload, options) as Promise<Job<JobPayloads[N]>>;
}

/** Adds several jobs of one name in one round trip to Redis (see addJob). */
export function addJobs<N extends JobName>(
  queue: Queue,
  name: N,
  jobs: readonly { payload: JobPayloads[N]; options?: JobsOptions }[],
): Promise<Job<JobPayloads[N]>[]> {
  const expected = QUEUE_OF_JOB[name];
  if (queue.name !== expected) throw new Error(`Job ${name} belongs to queue ${expected}, not ${queue.name}`);
  return queue.addBulk(jobs.map((job) => ({ name, data: job.payload, opts: job.options }))) as Promise<
    Job<JobPayloads[N]>[]
  >;
}
