import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { StatementBatches } from '#database';
import { addJob, addJobs, QueueName } from '#events';
import type { Provider } from './provider.js';
import { type ProviderEventPayload, ProviderEventEntity } from './provider-event.entity.js';

export interface NewProviderEvent {
  provider: Provider;
  providerEventId: string;
  payload: ProviderEventPayload;
}

export interface StoredProviderEvent {
  id: string;
  /** False for a replay of an event stored before: nothing was written or enqueued. */
  isNew: boolean;
}

/** How long a webhook's answer may wait for its jobs to reach Redis; the relay enqueues what did not. */
export const ENQUEUE_TIME_LIMIT_MS = 500;

/** Webhook calls stored by one statement at most, and statements at once (see StatementBatches). */
const STORE_BATCH_MAX = 100;
const STORES_IN_FLIGHT = 2;

// Row by row in the order given; a repeat of a stored event (or of one earlier in the batch) is skipped. Stored
// events are left out by a plain read first: a repeat left to ON CONFLICT alone would wait for a worker's
// transaction that holds the stored row (its claim writes a new version of it), and the calls of its batch with it.
const INSERT_ALL_ONCE = `WITH event AS (
    SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::text[])
      WITH ORDINALITY AS event(provider, provider_event_id, payload, n)
  )
  INSERT INTO provider_event (provider, provider_event_id, payload, enqueued_at)
  SELECT provider, provider_event_id, payload::jsonb, now() FROM event
   WHERE NOT EXISTS (
     SELECT 1 FROM provider_event stored
      WHERE stored.provider = event.provider AND stored.provider_event_id = event.provider_event_id)
   ORDER BY n
  ON CONFLICT (provider, provider_event_id) DO NOTHING
  RETURNING id, provider, provider_event_id AS "providerEventId"`;
const SELECT_STORED = `SELECT id, provider, provider_event_id AS "providerEventId" FROM provider_event
  WHERE (provider, provider_event_id) IN (SELECT * FROM unnest($1::varchar[], $2::varchar[]))`;

interface KeyedRow {
  id: string;
  provider: string;
  providerEventId: string;
}

const keyOf = (provider: string, providerEventId: string) => `${provider}\u0000${providerEventId}`;

/** The stored events of a batch handed back to the calls they came from, in order. */
function splitByCall(calls: NewProviderEvent[][], stored: StoredProviderEvent[]): StoredProviderEvent[][] {
  let next = 0;
  return calls.map((call) => stored.slice(next, (next += call.length)));
}

/**
 * The webhook inbox: stores each provider event once (by the provider's id) and enqueues its job with
 * jobId = the row id. The row is the outbox: a job lost to a crash or a Redis outage is enqueued again
 * by ProviderEventsRelay, and processing is keyed by the row, so running twice does the work once.
 */
@Injectable()
export class ProviderEventsService {
  private readonly logger = new Logger('ProviderEvents');
  private readonly stores = new StatementBatches<NewProviderEvent[], StoredProviderEvent[] | Error>(
    (calls) => this.storeCalls(calls),
    STORE_BATCH_MAX,
    STORES_IN_FLIGHT,
  );

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectQueue(QueueName.providerEvents) private readonly queue: Queue,
  ) {}

  async storeOnce(event: NewProviderEvent): Promise<StoredProviderEvent> {
    const [stored] = await this.storeAllOnce([event]);
    return stored;
  }

  /**
   * Stores the events of one webhook call, all or nothing, then enqueues the new ones. The calls answered
   * at once are stored together: one statement and one commit for all of them, and their jobs reach Redis in
   * one round trip. A row is written as enqueued (enqueued_at), which saves each webhook a statement after its
   * job was added; when the jobs do not reach Redis in time, the rows are marked not enqueued again, so the
   * relay takes them after its grace. Should the api die in between, the relay takes them once the requeue
   * wait is over.
   */
  async storeAllOnce(events: NewProviderEvent[]): Promise<StoredProviderEvent[]> {
    if (events.length === 0) return [];
    const stored = await this.stores.add(events);
    if (stored instanceof Error) throw stored;
    return stored;
  }

  /** One statement for the calls of a batch; should it fail (one call's bad event), each call is stored alone. */
  private async storeCalls(calls: NewProviderEvent[][]): Promise<(StoredProviderEvent[] | Error)[]> {
    let stored: (StoredProviderEvent[] | Error)[];
    try {
      stored = splitByCall(calls, await this.insertAllOnce(calls.flat()));
    } catch (error) {
      if (calls.length === 1) return [error as Error];
      stored = [];
      for (const call of calls) stored.push(await this.insertAllOnce(call).catch((failure: Error) => failure));
    }
    const fresh = stored.flatMap((call) => (call instanceof Error ? [] : call.filter((event) => event.isNew)));
    const ids = fresh.map((event) => event.id);
    if (!(await this.enqueueWithinLimit(ids)))
      await this.dataSource.query(`UPDATE provider_event SET enqueued_at = NULL WHERE id = ANY($1::uuid[])`, [ids]);
    return stored;
  }

  /**
   * Inserts the events in one statement, skipping those stored before (and a repeat within the batch): each
   * event's row id, new or not. Replays cost one more statement, which finds the rows they repeat.
   */
  private async insertAllOnce(events: NewProviderEvent[]): Promise<StoredProviderEvent[]> {
    const inserted: KeyedRow[] = await this.dataSource.query(INSERT_ALL_ONCE, [
      events.map((event) => event.provider),
      events.map((event) => event.providerEventId),
      events.map((event) => JSON.stringify(event.payload)),
    ]);
    const fresh = new Map(inserted.map((row) => [keyOf(row.provider, row.providerEventId), row.id]));
    const stored = new Map<string, string>(fresh);
    const others = events.filter((event) => !stored.has(keyOf(event.provider, event.providerEventId)));
    if (others.length > 0) {
      const existing: KeyedRow[] = await this.dataSource.query(SELECT_STORED, [
        others.map((event) => event.provider),
        others.map((event) => event.providerEventId),
      ]);
      for (const row of existing) stored.set(keyOf(row.provider, row.providerEventId), row.id);
    }
    return events.map((event) => {
      const key = keyOf(event.provider, event.providerEventId);
      const id = stored.get(key);
      if (id === undefined) throw new Error(`Provider event ${event.provider} ${event.providerEventId} not stored`);
      // Only the first of repeats within the batch is new.
      const isNew = fresh.delete(key);
      return { id, isNew };
    });
  }

  /** Enqueues (again) the processing job of each event, with its row id as job id, and records when. */
  async enqueue(ids: string[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    for (const id of ids) {
      await this.addProcessJob(id);
      await manager.getRepository(ProviderEventEntity).update({ id }, { enqueuedAt: new Date() });
    }
  }

  /**
   * Enqueues passed-over events once more when their wait is over (see ProviderEventsRelay), under a job id of
   * its own (the first job may still be kept by BullMQ), recording `now` as when.
   */
  async recheck(ids: string[], manager: EntityManager, now: Date): Promise<void> {
    for (const id of ids) {
      await addJob(
        this.queue,
        'provider-events.process',
        { organizationId: null, providerEventId: id },
        { jobId: `${id}-recheck` },
      );
      await manager.getRepository(ProviderEventEntity).update({ id }, { enqueuedAt: now });
    }
  }

  /**
   * Sends stored events that were passed over (no handler yet) or failed for good to the worker again, under a
   * new job id (the old job may still be kept by BullMQ). Returns how many.
   */
  async replayUnprocessed(provider: Provider): Promise<number> {
    const rows = await this.dataSource
      .getRepository(ProviderEventEntity)
      .createQueryBuilder('event')
      .update()
      .set({ error: null, enqueuedAt: () => 'clock_timestamp()' })
      .where('provider = :provider AND processed_at IS NULL AND error IS NOT NULL', { provider })
      .returning(['id'])
      .execute();
    const ids = (rows.raw as { id: string }[]).map((row) => row.id);
    const stamp = Date.now();
    for (const id of ids)
      await addJob(
        this.queue,
        'provider-events.process',
        { organizationId: null, providerEventId: id },
        { jobId: `${id}-replay-${stamp}` },
      );
    return ids.length;
  }

  /**
   * Sends the given events of a provider to the worker again if they are still unprocessed (a status that
   * came before its message's send was recorded), under a new job id. Returns how many.
   */
  async requeueUnprocessed(provider: Provider, providerEventIds: readonly string[]): Promise<number> {
    // TypeORM answers a raw UPDATE with [rows, affected count], not the rows alone.
    const [rows]: [{ id: string }[], number] = await this.dataSource.query(
      `UPDATE provider_event SET error = NULL, enqueued_at = clock_timestamp()
        WHERE provider = $1 AND provider_event_id = ANY($2) AND processed_at IS NULL RETURNING id`,
      [provider, providerEventIds],
    );
    for (const { id } of rows)
      await addJob(
        this.queue,
        'provider-events.process',
        { organizationId: null, providerEventId: id },
        { jobId: `${id}-requeued-${Date.now()}` },
      );
    return rows.length;
  }

  /**
   * The webhook is answered without waiting on Redis for long: what fails or is late is left to the relay
   * (an enqueue that completes later as well is harmless: same job id).
   */
  private async enqueueWithinLimit(ids: string[]): Promise<boolean> {
    if (ids.length === 0) return true;
    const all = addJobs(
      this.queue,
      'provider-events.process',
      ids.map((id) => ({ payload: { organizationId: null, providerEventId: id }, options: { jobId: id } })),
    ).then(
      () => 'done' as const,
      (error: Error) => {
        this.logger.warn(`Provider events not enqueued, the relay will retry: ${error.message}`);
        return 'failed' as const;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ENQUEUE_TIME_LIMIT_MS)));
    const outcome = await Promise.race([all, limit]);
    clearTimeout(timer);
    if (outcome === 'late')
      this.logger.warn(`Provider events not enqueued within ${ENQUEUE_TIME_LIMIT_MS} ms: left to the relay`);
    return outcome === 'done';
  }

  private addProcessJob(id: string): Promise<unknown> {
    return addJob(this.queue, 'provider-events.process', { organizationId: null, providerEventId: id }, { jobId: id });
  }
}
