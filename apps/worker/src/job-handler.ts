import type { Job } from 'bullmq';
import type { JobName, JobPayloads, JobResults } from '#events';

/** The work of one job name; it must be safe to run twice for the same job (at-least-once delivery). */
export interface JobHandler<N extends JobName = JobName> {
  readonly jobName: N;
  /** Most jobs return nothing; a job whose producer awaits it returns its JobResults entry. */
  handle(payload: JobPayloads[N], job: Job<JobPayloads[N]>): Promise<N extends keyof JobResults ? JobResults[N] : void>;
}
