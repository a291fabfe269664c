import type { Job } from 'bullmq';
import type { JobName, JobPayloads } from '#events';

/** One processor per job name; a processor must be safe to run twice for the same job. */
export interface JobHandler<N extends JobName = JobName> {
  readonly jobName: N;
  handle(payload: JobPayloads[N], job: Job<JobPayloads[N]>): Promise<void>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
