import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { PASSED_EVENT_RECHECK_AFTER_MS, ProviderEventClock } from './provider-event-clock.js';
import { ProviderEventEntity } from './provider-event.entity.js';
import { ProviderEventsService } from './provider-events.service.js';

/**
 * Makes the inbox's promise good: every stored event's job runs at least once. Claims unprocessed rows
 * never enqueued after OUTBOX_RELAY_GRACE_MS (a crash or Redis outage between insert and enqueue) or enqueued
 * more than OUTBOX_REQUEUE_AFTER_MS ago (a Redis that lost the job), with SKIP LOCKED so workers share it.
 * Rows with an error (passed over, or failed for good) wait for ProviderEventsService.replayUnprocessed, and
 * are enqueued once more PASSED_EVENT_RECHECK_AFTER_MS after they came: a handler that still cannot place an
 * event then closes it (a Twilio status for a SID we never recorded), so nothing waits without end.
 */
@Injectable()
export class ProviderEventsRelay {
  private readonly logger = new Logger('ProviderEventsRelay');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ProviderEventsService) private readonly events: ProviderEventsService,
    @Inject(ProviderEventClock) private readonly clock: ProviderEventClock,
  ) {}

  async relayOnce(batchSize = 100): Promise<number> {
    const count = await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now().getTime();
      const lost = await manager
        .getRepository(ProviderEventEntity)
        .createQueryBuilder('event')
        .select(['event.id'])
        .where('event.processedAt IS NULL AND event.error IS NULL')
        .andWhere(
          '((event.enqueuedAt IS NULL AND event.receivedAt < :graceBefore) OR event.enqueuedAt < :requeueBefore)',
          {
            graceBefore: new Date(now - this.config.OUTBOX_RELAY_GRACE_MS),
            requeueBefore: new Date(now - this.config.OUTBOX_REQUEUE_AFTER_MS),
          },
        )
        .orderBy('event.receivedAt', 'ASC')
        .limit(batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      // Passed over, and not enqueued since the wait ended: once, since the enqueue moves enqueued_at past it.
      const due = await manager
        .getRepository(ProviderEventEntity)
        .createQueryBuilder('event')
        .select(['event.id'])
        .where('event.processedAt IS NULL AND event.error IS NOT NULL')
        .andWhere('event.receivedAt <= :waitedSince', { waitedSince: new Date(now - PASSED_EVENT_RECHECK_AFTER_MS) })
        .andWhere(
          '(event.enqueuedAt IS NULL OR event.enqueuedAt < event.receivedAt + make_interval(secs => :waitSeconds))',
          { waitSeconds: PASSED_EVENT_RECHECK_AFTER_MS / 1000 },
        )
        .orderBy('event.receivedAt', 'ASC')
        .limit(batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      await this.events.enqueue(
        lost.map((event) => event.id),
        manager,
      );
      await this.events.recheck(
        due.map((event) => event.id),
        manager,
        this.clock.now(),
      );
      return lost.length + due.length;
    });
    if (count > 0) this.logger.log(`Enqueued ${count} provider events again`);
    return count;
  }
}
