// After a run that stopped half-way, jobs of the fixture's organization may still be queued; their
// activities are removed with the fixture, so they would only fail (and retry) under later work.
import type { Job, Queue } from 'bullmq';

const PAGE = 1000;

const belongsTo = (job: Job | undefined, organizationId: string) =>
  (job?.data as { organizationId?: string } | undefined)?.organizationId === organizationId;

/** Removes queued (not running) jobs whose payload names `organizationId`; returns how many. */
export async function removeQueuedJobsOf(queue: Queue, organizationId: string): Promise<number> {
  const ours: Job[] = [];
  for (let start = 0; ; start += PAGE) {
    const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized'], start, start + PAGE - 1);
    if (jobs.length === 0) break;
    ours.push(...jobs.filter((job) => belongsTo(job, organizationId)));
  }
  // A job may have started or finished meanwhile; that one is simply left alone.
  const results = await Promise.allSettled(ours.map((job) => job.remove()));
  return results.filter((result) => result.status === 'fulfilled').length;
}
