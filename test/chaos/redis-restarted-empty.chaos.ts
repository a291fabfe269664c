// Fault: Redis restarts empty (no persistence) while workflow jobs wait in it and no worker runs. The jobs
// are gone with it; the outbox relay of the worker started afterwards enqueues again every activity whose
// job never completed, so every one still runs.
import { Queue } from 'bullmq';
import { QueueName } from '#events';
import { waitFor } from '#test/eventually';
import { tokenFor } from '#test/tokens';
import { allDispatched, type ChaosStack, createChaosStack } from './support/chaos-stack.js';
import { addComment, inParallel } from './support/comments.js';
import { printFigures } from './support/figures.js';
import { jobEventCounts } from './support/job-events.js';

const JOBS = 500;

describe('chaos: Redis restarted empty with workflow jobs waiting', () => {
  let stack: ChaosStack;
  let queue: Queue | undefined;
  beforeAll(async () => {
    // Jobs not completed 3 s after their dispatch are enqueued again (60 s by default).
    stack = await createChaosStack('redis_empty', { OUTBOX_REQUEUE_AFTER_MS: '3000' });
  }, 60000);
  afterAll(async () => {
    await queue?.close();
    await stack?.close();
  });

  it('runs every job lost with Redis, once', async () => {
    const api = await stack.startApi();
    const { caseId, firstEntryId } = await stack.createCase();
    const token = await tokenFor('caseworker');
    const answers = await inParallel(JOBS, 10, (index) => addComment(api.url, token, caseId, `Comment ${index}`));
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    const entries = await allDispatched(stack, caseId, firstEntryId);
    expect(entries.length).toBeGreaterThanOrEqual(JOBS);
    await api.service.kill();

    queue = new Queue(QueueName.workflow, { connection: stack.redisClient(), prefix: stack.prefix });
    queue.on('error', () => undefined); // its Redis is killed on purpose
    const waitingBefore = await queue.getWaitingCount();
    // No worker yet: every job waits in Redis.
    expect(waitingBefore).toBe(entries.length);

    await stack.killRedis();
    await stack.startRedis();
    const countsAfterRestart = await waitFor(() => queue!.getJobCounts(), {
      what: 'the queue to answer after the Redis restart',
      timeoutMs: 20000,
    });
    const jobsAfterRestart = Object.values(countsAfterRestart).reduce((sum, count) => sum + count, 0);
    expect(jobsAfterRestart).toBe(0);

    await stack.startWorker();
    const done = await waitFor(() => stack.entriesAfter(caseId, firstEntryId), {
      until: (rows) => rows.every((row) => row.done),
      what: 'every workflow job to complete after the restart',
      timeoutMs: 90000,
      intervalMs: 500,
    });

    const completions = await jobEventCounts(stack.redisClient(), stack.prefix, QueueName.workflow, 'completed');
    const ids = done.map((entry) => entry.id);
    const runs = ids.map((id) => completions.get(id) ?? 0);
    printFigures({
      fault: 'Redis restarted empty with jobs waiting',
      sent: ids.length,
      delivered: done.filter((entry) => entry.done).length,
      duplicated: runs.reduce((sum, count) => sum + Math.max(0, count - 1), 0),
      lost: done.filter((entry) => !entry.done).length,
      notes: { 'jobs waiting before the restart': waitingBefore, 'jobs in Redis after it': jobsAfterRestart },
    });
    // Each job ran to completion exactly once in the new Redis.
    expect(runs.filter((count) => count !== 1)).toEqual([]);
  }, 240000);
});
