import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { CaseActivityEntity } from './case-activity.entity.js';
import { CaseActivityDispatcher } from './case-activity-dispatcher.js';

/**
 * Re-dispatches activities left undispatched (a crash or a Redis outage between commit and publish).
 * Rows are claimed with SKIP LOCKED so several workers never dispatch the same activity at once.
 */
@Injectable()
export class OutboxRelay {
  private readonly logger = new Logger('OutboxRelay');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseActivityDispatcher) private readonly dispatcher: CaseActivityDispatcher,
  ) {}

  /** Returns how many activities were dispatched. */
  async relayOnce(batchSize = 100): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const pending = await manager
        .getRepository(CaseActivityEntity)
        .createQueryBuilder('activity')
        .where('activity.dispatchedAt IS NULL')
        .andWhere('activity.createdAt < :before', { before: new Date(Date.now() - this.config.OUTBOX_RELAY_GRACE_MS) })
        .orderBy('activity.createdAt', 'ASC')
        .limit(batchSize)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const activity of pending) {
        await this.dispatcher.dispatch(activity, manager);
      }
      if (pending.length > 0) this.logger.log(`Re-dispatched ${pending.length} activities`);
      return pending.length;
    });
  }
}
