import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { QueueName } from '#events';
import { Provider, ProviderEventsRelay, ProviderEventsService } from '#domain/provider-events';
import { queueOf } from '#test/queues';
import { startWebhookHarness, type WebhookHarness } from './webhook-harness.js';

describe('provider events relay', () => {
  let harness: WebhookHarness;
  beforeAll(async () => {
    harness = await startWebhookHarness();
  });
  afterAll(() => harness.close());

  it('enqueues again an event whose job was lost, and leaves processed and passed-over events alone', async () => {
    const events = harness.worker.get(ProviderEventsService);
    const queue = queueOf(harness.worker, QueueName.providerEvents);
    const lost = await events.storeOnce({
      provider: Provider.TWILIO_STATUS,
      providerEventId: randomUUID(),
      payload: {},
    });
    const done = await events.storeOnce({
      provider: Provider.TWILIO_STATUS,
      providerEventId: randomUUID(),
      payload: {},
    });
    const passed = await events.storeOnce({
      provider: Provider.TWILIO_STATUS,
      providerEventId: randomUUID(),
      payload: {},
    });
    // A crash before the enqueue, or a Redis that restarted empty: no job, never marked enqueued.
    for (const id of [lost.id, done.id, passed.id]) await (await queue.getJob(id))?.remove();
    const dataSource = harness.worker.get(DataSource);
    await dataSource.query(
      `UPDATE provider_event SET enqueued_at = NULL, received_at = now() - interval '1 minute' WHERE id = ANY($1)`,
      [[lost.id, done.id, passed.id]],
    );
    await dataSource.query(`UPDATE provider_event SET processed_at = now() WHERE id = $1`, [done.id]);
    await dataSource.query(`UPDATE provider_event SET error = 'no handler' WHERE id = $1`, [passed.id]);

    await harness.worker.get(ProviderEventsRelay).relayOnce();
    expect((await queue.getJob(lost.id))?.data).toEqual({ organizationId: null, providerEventId: lost.id });
    expect(await queue.getJob(done.id)).toBeUndefined();
    expect(await queue.getJob(passed.id)).toBeUndefined();
    expect(await harness.runJob(lost.id)).toBe('passed');

    // A replay sends passed-over events back to the worker, under a new job id.
    expect(await events.replayUnprocessed(Provider.TWILIO_STATUS)).toBeGreaterThanOrEqual(2);
    const [row] = await dataSource.query(`SELECT error FROM provider_event WHERE id = $1`, [passed.id]);
    expect(row.error).toBeNull();
  });

  it('stores an event as enqueued in its one statement, and as not enqueued when its job did not reach Redis', async () => {
    const events = harness.worker.get(ProviderEventsService);
    const queue = queueOf(harness.worker, QueueName.providerEvents);
    const dataSource = harness.worker.get(DataSource);
    const enqueuedAt = async (id: string) =>
      (await dataSource.query(`SELECT enqueued_at FROM provider_event WHERE id = $1`, [id]))[0].enqueued_at;

    const stored = await events.storeOnce({
      provider: Provider.TWILIO_STATUS,
      providerEventId: randomUUID(),
      payload: {},
    });
    expect(await enqueuedAt(stored.id)).toBeInstanceOf(Date);
    expect(await queue.getJob(stored.id)).toBeDefined();

    const add = jest.spyOn(queue, 'addBulk').mockRejectedValue(new Error('Redis is down'));
    let unsent: { id: string };
    try {
      unsent = await events.storeOnce({ provider: Provider.TWILIO_STATUS, providerEventId: randomUUID(), payload: {} });
    } finally {
      add.mockRestore();
    }
    // Never enqueued: the relay takes it once its grace is over.
    expect(await enqueuedAt(unsent.id)).toBeNull();
    await dataSource.query(`UPDATE provider_event SET received_at = now() - interval '1 minute' WHERE id = $1`, [
      unsent.id,
    ]);
    await harness.worker.get(ProviderEventsRelay).relayOnce();
    expect((await queue.getJob(unsent.id))?.data).toEqual({ organizationId: null, providerEventId: unsent.id });
  });

  it('stores webhooks answered at once together: each once, a repeat not new, a bad one failing alone', async () => {
    const events = harness.worker.get(ProviderEventsService);
    const queue = queueOf(harness.worker, QueueName.providerEvents);
    const dataSource = harness.worker.get(DataSource);
    const status = (providerEventId: string) => ({ provider: Provider.TWILIO_STATUS, providerEventId, payload: {} });
    const replayedId = randomUUID();
    const replayed = await events.storeOnce(status(replayedId));
    const ids = Array.from({ length: 12 }, () => randomUUID());
    const twice = randomUUID();

    // All in one statement: a repeat within the batch and a replay of an earlier event are not new.
    const together = await Promise.all([
      ...ids.slice(0, 6).map((id) => events.storeOnce(status(id))),
      events.storeOnce(status(twice)),
      events.storeOnce(status(twice)),
      events.storeOnce(status(replayedId)),
    ]);
    expect(together.slice(0, 6)).toEqual(ids.slice(0, 6).map(() => ({ id: expect.any(String), isNew: true })));
    expect(together.slice(6)).toEqual([
      { id: expect.any(String), isNew: true },
      { id: together[6].id, isNew: false },
      { id: replayed.id, isNew: false },
    ]);

    const calls = await Promise.allSettled([
      ...ids.slice(6).map((id) => events.storeOnce(status(id))),
      // Longer than the column: the batch's statement fails, so each call is stored alone and this one fails alone.
      events.storeOnce(status('x'.repeat(600))),
      // One call's events are all or nothing.
      events.storeAllOnce([status(randomUUID()), status('y'.repeat(600))]),
    ]);
    const answers = calls.map((call) => (call.status === 'fulfilled' ? call.value : 'refused'));
    expect(answers).toEqual([
      ...ids.slice(6).map(() => ({ id: expect.any(String), isNew: true })),
      'refused',
      'refused',
    ]);

    const stored = await dataSource.query(
      `SELECT provider_event_id, enqueued_at IS NOT NULL AS enqueued FROM provider_event
        WHERE provider = $1 AND provider_event_id = ANY($2)`,
      [Provider.TWILIO_STATUS, [...ids, twice, 'x'.repeat(600)]],
    );
    expect(stored).toHaveLength(ids.length + 1);
    expect(stored.every((row: { enqueued: boolean }) => row.enqueued)).toBe(true);
    for (const answer of [...together.slice(0, 7), ...(answers.slice(0, 6) as { id: string }[])])
      expect((await queue.getJob(answer.id))?.data).toEqual({ organizationId: null, providerEventId: answer.id });
  });

  it("answers a replay without waiting for the worker's transaction that holds its stored event", async () => {
    const events = harness.worker.get(ProviderEventsService);
    const dataSource = harness.worker.get(DataSource);
    const event = { provider: Provider.TWILIO_STATUS, providerEventId: randomUUID(), payload: {} };
    const stored = await events.storeOnce(event);
    // As a worker's batch does: the claim writes a new version of the row and holds it until the batch commits.
    const worker = dataSource.createQueryRunner();
    await worker.connect();
    await worker.startTransaction();
    try {
      await worker.query(`UPDATE provider_event SET processed_at = now() WHERE id = $1`, [stored.id]);
      // Were the replay to wait for that transaction, this would never answer (the test ends it only after).
      expect(await events.storeOnce(event)).toEqual({ id: stored.id, isNew: false });
    } finally {
      await worker.rollbackTransaction();
      await worker.release();
    }
  });
});
