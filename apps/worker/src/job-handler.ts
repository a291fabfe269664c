import type { Job } from 'bullmq';
import type { JobName, JobPayloads } from '#events';

/** The work of one job name; it must be safe to run twice for the same job (at-least-once delivery). */
export interface JobHandler<N extends JobName = JobName> {
  readonly jobName: N;
  handle(payload: JobPayloads[N], job: Job<JobPayloads[N]>): Promise<void>;
}
