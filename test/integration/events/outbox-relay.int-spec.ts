import { Test, type TestingModule } from '@nestjs/testing';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import {
  ActivityTransaction,
  CaseActivityEntity,
  CaseActivityType,
  caseTopic,
  EventsModule,
  LivePubSub,
  OutboxRelay,
  QueueName,
  QueueRegistry,
} from '#events';
import { DEMO_CASES, DEMO_ORGANIZATIONS } from '../../../libs/database/seed/demo-data.js';
import { testConfig } from '#test/test-env';

const demoCase = DEMO_CASES[0];

/** Publishing fails while `broken` is set: Redis pub/sub unreachable between commit and publish. */
class FlakyPubSub extends LivePubSub {
  broken = false;
  override async publish(topic: string, message: unknown): Promise<void> {
    if (this.broken) throw new Error('Redis pub/sub unreachable');
    return super.publish(topic, message);
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
      imports: [ConfigModule.forRoot(config), DatabaseModule, EventsModule],
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
  const workflowJob = (id: string) => moduleRef.get(QueueRegistry).queue(QueueName.workflow).getJob(id);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('dispatches after commit: published, job enqueued with the activity id, marked dispatched', async () => {
    const activity = await record();
    await settle();
    expect((await reload(activity.id)).dispatchedAt).not.toBeNull();
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
    expect(await relay.relayOnce()).toBeGreaterThanOrEqual(1);
    expect(await relay.relayOnce()).toBe(0);
    await settle();

    expect((await reload(activity.id)).dispatchedAt).not.toBeNull();
    expect(received.filter((id) => id === activity.id)).toHaveLength(1);
    const jobs = await moduleRef
      .get(QueueRegistry)
      .queue(QueueName.workflow)
      .getJobs(['waiting', 'delayed', 'active', 'completed']);
    expect(jobs.filter((job) => job.id === activity.id)).toHaveLength(1);
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
