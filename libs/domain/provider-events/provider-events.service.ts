import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { addJob, QueueName } from '#events';
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

/**
 * The webhook inbox: stores each provider event once (by the provider's id) and enqueues its job with
 * jobId = the row id. The row is the outbox: a job lost to a crash or a Redis outage is enqueued again
 * by ProviderEventsRelay, and processing is keyed by the row, so running twice does the work once.
 */
@Injectable()
export class ProviderEventsService {
  private readonly logger = new Logger('ProviderEvents');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectQueue(QueueName.providerEvents) private readonly queue: Queue,
  ) {}

  async storeOnce(event: NewProviderEvent): Promise<StoredProviderEvent> {
    const [stored] = await this.storeAllOnce([event]);
    return stored;
  }

  /**
   * Stores a batch in one transaction (all or nothing; a single event in its one statement), then enqueues the
   * new ones. A row is written as enqueued (enqueued_at), which saves each webhook a statement after its job
   * was added; when the job does not reach Redis in time, the rows are marked not enqueued again, so the relay
   * takes them after its grace. Should the api die in between, the relay takes them once the requeue wait is over.
   */
  async storeAllOnce(events: NewProviderEvent[]): Promise<StoredProviderEvent[]> {
    const stored =
      events.length === 1
        ? [await this.insertOnce(this.dataSource.manager, events[0])]
        : await this.dataSource.transaction(async (manager) => {
            const results: StoredProviderEvent[] = [];
            for (const event of events) results.push(await this.insertOnce(manager, event));
            return results;
          });
    const fresh = stored.filter((event) => event.isNew).map((event) => event.id);
    if (!(await this.enqueueWithinLimit(fresh)))
      await this.dataSource.query(`UPDATE provider_event SET enqueued_at = NULL WHERE id = ANY($1::uuid[])`, [fresh]);
    return stored;
  }

  private async insertOnce(manager: EntityManager, event: NewProviderEvent): Promise<StoredProviderEvent> {
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO provider_event (provider, provider_event_id, payload, enqueued_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (provider, provider_event_id) DO NOTHING RETURNING id`,
      [event.provider, event.providerEventId, JSON.stringify(event.payload)],
    );
    if (inserted.length > 0) return { id: inserted[0].id, isNew: true };
    const existing = await manager.getRepository(ProviderEventEntity).findOneOrFail({
      where: { provider: event.provider, providerEventId: event.providerEventId },
      select: { id: true },
    });
    return { id: existing.id, isNew: false };
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
    const all = Promise.all(ids.map((id) => this.addProcessJob(id))).then(
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
