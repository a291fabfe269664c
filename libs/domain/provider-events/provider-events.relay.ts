import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { ProviderEventEntity } from './provider-event.entity.js';
import { ProviderEventsService } from './provider-events.service.js';

/**
 * Makes the inbox's promise good: every stored event's job runs at least once. Claims unprocessed rows
 * never enqueued after OUTBOX_RELAY_GRACE_MS (a crash or Redis outage between insert and enqueue) or enqueued
 * more than OUTBOX_REQUEUE_AFTER_MS ago (a Redis that lost the job), with SKIP LOCKED so workers share it.
 * Rows with an error (passed over, or failed for good) wait for ProviderEventsService.replayUnprocessed.
 */
@Injectable()
export class ProviderEventsRelay {
  private readonly logger = new Logger('ProviderEventsRelay');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ProviderEventsService) private readonly events: ProviderEventsService,
  ) {}

  async relayOnce(batchSize = 100): Promise<number> {
    const count = await this.dataSource.transaction(async (manager) => {
      const now = Date.now();
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
      await this.events.enqueue(
        lost.map((event) => event.id),
        manager,
      );
      return lost.length;
    });
    if (count > 0) this.logger.log(`Enqueued ${count} provider events again`);
    return count;
  }
}
