import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { CaseActivityEntity } from './case-activity.entity.js';
import { CaseActivityDispatcher } from './case-activity-dispatcher.js';

export interface RelayRun {
  /** Activities published and enqueued that had not been (a crash or a Redis outage after commit). */
  dispatched: number;
  /** Dispatched activities whose workflow job never completed, enqueued again (a Redis that lost it). */
  requeued: number;
}

/**
 * Makes the outbox's promise good: every activity is published and its workflow job completes at least
 * once. Rows are claimed with SKIP LOCKED so several workers never handle the same activity at once.
 */
@Injectable()
export class OutboxRelay {
  private readonly logger = new Logger('OutboxRelay');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseActivityDispatcher) private readonly dispatcher: CaseActivityDispatcher,
  ) {}

  async relayOnce(batchSize = 100): Promise<RelayRun> {
    const dispatched = await this.dataSource.transaction(async (manager) => {
      const pending = await this.claim(manager, batchSize, 'activity.dispatchedAt IS NULL', {
        column: 'activity.createdAt',
        olderThanMs: this.config.OUTBOX_RELAY_GRACE_MS,
      });
      await this.dispatcher.dispatchAll(pending, manager);
      return pending.length;
    });
    const requeued = await this.dataSource.transaction(async (manager) => {
      const lost = await this.claim(
        manager,
        batchSize,
        'activity.dispatchedAt IS NOT NULL AND activity.workflowDoneAt IS NULL',
        { column: 'activity.dispatchedAt', olderThanMs: this.config.OUTBOX_REQUEUE_AFTER_MS },
      );
      // Enqueued again with the same job id: a job still waiting or running in Redis is not doubled. The
      // dispatched mark moves on, so a job that keeps failing is retried once per period, not every run.
      for (const activity of lost) await this.dispatcher.enqueueWorkflow(activity, manager);
      return lost.length;
    });
    if (dispatched + requeued > 0)
      this.logger.log(`Re-dispatched ${dispatched} activities, enqueued ${requeued} workflow jobs again`);
    return { dispatched, requeued };
  }

  private claim(
    manager: EntityManager,
    batchSize: number,
    condition: string,
    age: { column: string; olderThanMs: number },
  ): Promise<CaseActivityEntity[]> {
    return manager
      .getRepository(CaseActivityEntity)
      .createQueryBuilder('activity')
      .where(condition)
      .andWhere(`${age.column} < :before`, { before: new Date(Date.now() - age.olderThanMs) })
      .orderBy(age.column, 'ASC')
      .limit(batchSize)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }
}
