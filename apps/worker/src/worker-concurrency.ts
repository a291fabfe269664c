/**
 * Jobs one worker process runs at once per queue: they mostly wait on PostgreSQL and providers. The
 * workflow queue has a setting of its own (WORKFLOW_CONCURRENCY).
 */
export const WORKER_CONCURRENCY = 5;
