import { WorkflowRunner, WorkflowRunsModule } from '#domain/workflow-runs';
import { randomUUID } from 'node:crypto';
import { Test, type TestingModule } from '@nestjs/testing';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig, ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import { ENTITIES } from '#entities';
import {
  ACTIVITY_RETURNING,
  ActivityTransaction,
  CaseActivityDispatcher,
  CaseActivityEntity,
  CaseActivityType,
  caseTopic,
  EventsModule,
  LivePubSub,
  OutboxRelay,
  QueueName,
} from '#events';
import { ActivityRecordedHandler } from '../../../apps/worker/src/workflow/activity-recorded.handler.js';
import { WorkflowDoneMarks } from '../../../apps/worker/src/workflow/workflow-done-marks.js';
import { queueOf } from '#test/queues';
import { DEMO_CASES, DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { waitFor } from '#test/eventually';
import { testConfig } from '#test/test-env';

const demoCase = DEMO_CASES[0];

/** Publishing fails while `broken` is set: Redis pub/sub unreachable between commit and publish. */
class FlakyPubSub extends LivePubSub {
  broken = false;
  override async publish(topic: string, message: unknown): Promise<void> {
    if (this.broken) throw new Error('Redis pub/sub unreachable');
    return super.publish(topic, message);
  }
  /** When set, that many more publishes succeed and the rest fail: Redis lost in the middle of a change's. */
  publishesBeforeFailure: number | undefined;
  override async publishToAll(topics: readonly string[], message: unknown): Promise<void> {
    if (this.broken) throw new Error('Redis pub/sub unreachable');
    if (this.publishesBeforeFailure !== undefined && this.publishesBeforeFailure-- <= 0)
      throw new Error('Redis pub/sub lost');
    return super.publishToAll(topics, message);
  }
}

describe('activity outbox', () => {
  let moduleRef: TestingModule;
  let pubSub: FlakyPubSub;
  let listener: Redis;
  const received: string[] = [];

  beforeAll(async () => {
    const config = testConfig();
    moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(ENTITIES), EventsModule, WorkflowRunsModule],
    })
      .overrideProvider(LivePubSub)
      .useClass(FlakyPubSub)
      .compile();
    await moduleRef.init();
    pubSub = moduleRef.get(LivePubSub);
    listener = new Redis(config.REDIS_URL);
    await listener.subscribe(pubSub.channel(caseTopic(demoCase.id)));
    listener.on('message', (_channel, message: string) => received.push(JSON.parse(message).id));
  });
  afterAll(async () => {
    await listener.quit();
    await moduleRef.close();
  });

  const record = () =>
    moduleRef.get(ActivityTransaction).run((_manager, recordActivity) =>
      recordActivity({
        organizationId: DEMO_ORGANIZATIONS[demoCase.organization].id,
        caseId: demoCase.id,
        type: CaseActivityType.TEXT_INFO,
        actorUserId: null,
        payload: { source: 'test' },
      }),
    );
  const reload = (id: string) => moduleRef.get(DataSource).getRepository(CaseActivityEntity).findOneByOrFail({ id });
  const workflowJob = (id: string) => queueOf(moduleRef, QueueName.workflow).getJob(id);
  const dispatched = (id: string) =>
    waitFor(async () => (await reload(id)).dispatchedAt, { what: `activity ${id} to be marked dispatched` });
  /**
   * Publishes a marker on the case's topic and waits for the listener to hear it: one channel's messages
   * arrive in the order they were published, so whatever was published before it has arrived too.
   */
  const heardEverythingSoFar = async () => {
    const marker = randomUUID();
    await pubSub.publish(caseTopic(demoCase.id), { id: marker });
    await waitFor(() => received.includes(marker), { what: `marker ${marker} to reach the listener` });
  };

  it('dispatches after commit: published, job enqueued with the activity id, marked dispatched', async () => {
    const activity = await record();
    await dispatched(activity.id);
    await heardEverythingSoFar();
    expect((await workflowJob(activity.id))?.data).toMatchObject({ activityId: activity.id, caseId: demoCase.id });
    expect(received.filter((id) => id === activity.id)).toHaveLength(1);
  });

  it('re-dispatches an activity whose publish failed, exactly once', async () => {
    pubSub.broken = true;
    const activity = await record();
    pubSub.broken = false;
    expect((await reload(activity.id)).dispatchedAt).toBeNull();
    expect(await workflowJob(activity.id)).toBeUndefined();

    const relay = moduleRef.get(OutboxRelay);
    expect((await relay.relayOnce()).dispatched).toBeGreaterThanOrEqual(1);
    expect((await relay.relayOnce()).dispatched).toBe(0);
    await heardEverythingSoFar();

    expect((await reload(activity.id)).dispatchedAt).not.toBeNull();
    expect(received.filter((id) => id === activity.id)).toHaveLength(1);
    const jobs = await queueOf(moduleRef, QueueName.workflow).getJobs(['waiting', 'delayed', 'active', 'completed']);
    expect(jobs.filter((job) => job.id === activity.id)).toHaveLength(1);
  });

  it('marks dispatched what a change published before a publish failed, and leaves the rest to the relay', async () => {
    const organizationId = DEMO_ORGANIZATIONS[demoCase.organization].id;
    const entry = { organizationId, caseId: demoCase.id, type: CaseActivityType.TEXT_INFO, actorUserId: null };
    pubSub.publishesBeforeFailure = 1;
    const [first, second] = await moduleRef
      .get(ActivityTransaction)
      .run(async (_manager, recordActivity) => [await recordActivity(entry), await recordActivity(entry)]);
    // Both outcomes are written by one UPDATE once the second publish failed.
    await dispatched(first.id);
    pubSub.publishesBeforeFailure = undefined;
    expect((await workflowJob(first.id))?.data).toMatchObject({ activityId: first.id });
    expect((await reload(second.id)).dispatchedAt).toBeNull();
    expect(await workflowJob(second.id)).toBeUndefined();

    expect((await moduleRef.get(OutboxRelay).relayOnce()).dispatched).toBeGreaterThanOrEqual(1);
    expect((await reload(second.id)).dispatchedAt).not.toBeNull();
    await heardEverythingSoFar();
    expect(received.filter((id) => id === first.id)).toHaveLength(1);
    expect(received.filter((id) => id === second.id)).toHaveLength(1);
  });

  it('publishes activities recorded done for the workflow without a workflow job; a failed publish is left to the relay', async () => {
    const organizationId = DEMO_ORGANIZATIONS[demoCase.organization].id;
    pubSub.publishesBeforeFailure = 1;
    const [first, second, third] = await moduleRef.get(ActivityTransaction).runStatement(
      `INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, workflow_done_at)
       SELECT $1, $2, $3, NULL, jsonb_build_object('n', n), clock_timestamp() FROM generate_series(1, 3) AS n
       RETURNING ${ACTIVITY_RETURNING}`,
      [organizationId, demoCase.id, CaseActivityType.TEXT_INFO],
    );
    await dispatched(first.id);
    pubSub.publishesBeforeFailure = undefined;
    expect((await reload(second.id)).dispatchedAt).toBeNull();
    expect((await reload(third.id)).dispatchedAt).toBeNull();

    expect((await moduleRef.get(OutboxRelay).relayOnce()).dispatched).toBeGreaterThanOrEqual(2);
    for (const activity of [first, second, third]) {
      expect((await reload(activity.id)).dispatchedAt).not.toBeNull();
      expect(await workflowJob(activity.id)).toBeUndefined();
    }
    await heardEverythingSoFar();
    expect(received.filter((id) => id === first.id)).toHaveLength(1);
    expect(received).toContain(second.id);
    expect(received).toContain(third.id);
  });

  it('enqueues again a workflow job Redis lost, until the worker completes it, and then never', async () => {
    const activity = await record();
    await dispatched(activity.id);
    await (await workflowJob(activity.id))?.remove(); // as a Redis that restarted empty would
    expect(await workflowJob(activity.id)).toBeUndefined();

    // A relay that considers every unfinished job lost at once (OUTBOX_REQUEUE_AFTER_MS 0). Older
    // unfinished activities of other files come first: each run moves those it enqueued to the back.
    const config = { ...moduleRef.get<AppConfig>(APP_CONFIG), OUTBOX_REQUEUE_AFTER_MS: 0 };
    const relay = new OutboxRelay(config, moduleRef.get(DataSource), moduleRef.get(CaseActivityDispatcher));
    await waitFor(async () => (await relay.relayOnce(), await workflowJob(activity.id)), {
      what: `the workflow job of ${activity.id} to be enqueued again`,
    });
    expect((await workflowJob(activity.id))?.data).toMatchObject({ activityId: activity.id });

    const dataSource = moduleRef.get(DataSource);
    await new ActivityRecordedHandler(
      dataSource,
      new WorkflowDoneMarks(dataSource, { maxBatch: 1, maxWaitMs: 0 }),
      moduleRef.get(WorkflowRunner),
    ).handle({
      organizationId: DEMO_ORGANIZATIONS[demoCase.organization].id,
      caseId: demoCase.id,
      activityId: activity.id,
      actorUserId: null,
    });
    expect((await reload(activity.id)).workflowDoneAt).not.toBeNull();
    await (await workflowJob(activity.id))?.remove();
    await relay.relayOnce();
    expect(await workflowJob(activity.id)).toBeUndefined();
  });

  it('rolls the activity back with the change when the transaction fails', async () => {
    const before = await moduleRef.get(DataSource).getRepository(CaseActivityEntity).count();
    await expect(
      moduleRef.get(ActivityTransaction).run(async (_manager, recordActivity) => {
        await recordActivity({
          organizationId: DEMO_ORGANIZATIONS.acme.id,
          caseId: demoCase.id,
          type: CaseActivityType.TEXT_INFO,
          actorUserId: null,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await moduleRef.get(DataSource).getRepository(CaseActivityEntity).count()).toBe(before);
  });
});
