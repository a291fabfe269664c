import type { Job } from 'bullmq';

/**
 * Whether this try of the job is its last one: a failure now is final (BullMQ counts the tries that failed
 * in attemptsMade; a try cut short by a crash does not count). A job run outside BullMQ gets one try.
 */
export const isLastAttempt = (job: Pick<Job, 'attemptsMade' | 'opts'> | undefined): boolean =>
  !job || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
