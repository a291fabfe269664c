/** Jobs one worker process runs at once per queue: they mostly wait on PostgreSQL and providers. */
export const WORKER_CONCURRENCY = 5;
