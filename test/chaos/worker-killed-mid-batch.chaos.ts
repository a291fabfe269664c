// Fault: the worker is killed (SIGKILL) while it runs a batch of workflow jobs. The jobs it held are
// stalled; a new worker runs them again (at least once), and the effect of a job, the activity's
// workflow_done_at, is keyed by the activity: set once and never overwritten by a second run.
import { QueueName } from '#events';
import { waitFor } from '#test/eventually';
import { tokenFor } from '#test/tokens';
import { allDispatched, type ChaosStack, createChaosStack } from './support/chaos-stack.js';
import { addComment, inParallel } from './support/comments.js';
import { printFigures } from './support/figures.js';
import { jobEventCounts } from './support/job-events.js';

const ACTIVITIES = 600;

describe('chaos: worker killed mid-batch', () => {
  let stack: ChaosStack;
  beforeAll(async () => {
    // The relay also enqueues again what has not completed after 5 s: it must not double a job either.
    stack = await createChaosStack('worker_kill', { OUTBOX_REQUEUE_AFTER_MS: '5000' });
  }, 60000);
  afterAll(async () => {
    await stack?.close();
  });

  it('completes every job once in the queue, its effect set once and never overwritten', async () => {
    const api = await stack.startApi();
    const { caseId, firstEntryId } = await stack.createCase();
    const token = await tokenFor('caseworker');
    const answers = await inParallel(ACTIVITIES, 10, (index) => addComment(api.url, token, caseId, `Comment ${index}`));
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    const entries = await allDispatched(stack, caseId, firstEntryId);
    const ids = entries.map((entry) => entry.id);
    await api.service.kill();

    const effects = async () =>
      new Map(
        (
          await stack.db.query<{ id: string; done: string }>(
            `SELECT id, workflow_done_at::text AS done FROM case_activity WHERE id = ANY($1) AND workflow_done_at IS NOT NULL`,
            [ids],
          )
        ).map((row) => [row.id, row.done]),
      );
    const worker = await stack.startWorker();
    await waitFor(() => effects(), {
      until: (done) => done.size >= ids.length / 10,
      what: 'the worker to be under way with the batch',
      timeoutMs: 60000,
      intervalMs: 20,
    });
    await worker.kill();
    const redis = stack.redisClient();
    const activeAtKill = await redis.llen(`${stack.prefix}:${QueueName.workflow}:active`);
    const doneAtKill = await effects();
    // Killed mid-batch: jobs were running, and not all were done.
    expect(activeAtKill).toBeGreaterThan(0);
    expect(doneAtKill.size).toBeLessThan(ids.length);

    await stack.startWorker();
    // A killed worker's jobs wait for their lock to expire (30 s) before another worker takes them. A job
    // may have set its effect and died before completing, so the queue's completions are what is waited on.
    const completions = await waitFor(() => jobEventCounts(redis, stack.prefix, QueueName.workflow, 'completed'), {
      until: (completed) => ids.every((id) => completed.has(id)),
      what: 'every workflow job to complete after the worker was replaced',
      timeoutMs: 150000,
      intervalMs: 500,
    });
    const doneAtEnd = await effects();
    expect(doneAtEnd.size).toBe(ids.length);
    const stalled = await jobEventCounts(redis, stack.prefix, QueueName.workflow, 'stalled');
    const runs = ids.map((id) => completions.get(id) ?? 0);
    const overwritten = [...doneAtKill].filter(([id, done]) => doneAtEnd.get(id) !== done);
    const rerunAfterEffect = [...stalled.keys()].filter((id) => doneAtKill.has(id));
    printFigures({
      fault: 'worker killed (SIGKILL) mid-batch',
      sent: ids.length,
      delivered: doneAtEnd.size,
      duplicated: rerunAfterEffect.length,
      lost: ids.length - doneAtEnd.size,
      notes: {
        'jobs active at the kill': activeAtKill,
        'done at the kill': doneAtKill.size,
        'jobs run again after the kill (stalled)': stalled.size,
        'completed more than once': runs.filter((count) => count > 1).length,
        'effects overwritten': overwritten.length,
      },
    });
    expect(stalled.size).toBeGreaterThan(0);
    expect(runs.filter((count) => count !== 1)).toEqual([]);
    expect(overwritten).toEqual([]);
  }, 240000);
});
