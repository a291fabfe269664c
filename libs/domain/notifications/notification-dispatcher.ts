import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { addJob, LivePubSub, QueueName, userTopic } from '#events';
import { NOTICES_TO_DISPATCH } from './record-user-notifications.js';
import type { UserNotificationMessage } from './user-notification-message.js';

/** How long a commit may wait for its notices to reach Redis; the relay sends what did not. */
export const NOTICE_DISPATCH_TIME_LIMIT_MS = 500;

/** What dispatching needs of a notice. */
export interface NoticeToDispatch {
  id: string;
  userId: string;
  organizationId: string;
  inApp: boolean;
  /** An e-mail or SMS still to deliver. */
  hasDelivery: boolean;
}

const NOTICE_COLUMNS = `id, user_id AS "userId", organization_id AS "organizationId", in_app AS "inApp",
  (email_status = 'PENDING' OR sms_status = 'PENDING') IS TRUE AS "hasDelivery"`;

/**
 * After commit: publishes each new notice on its user's topic (the bell), enqueues its e-mail/SMS delivery
 * (jobId = notice id, so it runs once) and sets dispatched_at. It hears of the notices a transaction wrote
 * through that transaction's query runner (recordUserNotifications), so every area that records notices
 * gets them dispatched without calling it. Publishing twice (the relay racing a slow commit) is harmless:
 * clients ignore a notice they have, and the delivery job id is the notice's.
 */
@Injectable()
export class NotificationDispatcher implements EntitySubscriberInterface, OnModuleInit {
  private readonly logger = new Logger('NotificationDispatcher');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(LivePubSub) private readonly pubSub: LivePubSub,
    @InjectQueue(QueueName.notifications) private readonly queue: Queue,
  ) {}

  onModuleInit(): void {
    if (!this.dataSource.subscribers.includes(this)) this.dataSource.subscribers.push(this);
  }

  /** TypeORM calls this after every commit, also of a savepoint: only the outermost one is final. */
  afterTransactionCommit(event: TransactionCommitEvent): Promise<void> | void {
    const runner = event.queryRunner;
    if (runner.isTransactionActive) return;
    const ids = runner.data[NOTICES_TO_DISPATCH] as string[] | undefined;
    if (!ids || ids.length === 0) return;
    delete runner.data[NOTICES_TO_DISPATCH];
    return this.dispatchAfterCommit(ids);
  }

  /** A rolled-back transaction's notices do not exist: nothing to dispatch. */
  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) delete event.queryRunner.data[NOTICES_TO_DISPATCH];
  }

  /**
   * Dispatches the committed notices, waiting at most NOTICE_DISPATCH_TIME_LIMIT_MS so a change's answer
   * never waits on Redis; what fails or is late is the relay's.
   */
  async dispatchAfterCommit(ids: readonly string[]): Promise<void> {
    if (!this.pubSub.canPublish) return;
    const all = this.load(ids)
      .then((notices) => this.dispatchAll(notices))
      .catch((error: Error) =>
        this.logger.warn(`Notices not dispatched after commit, left to the relay: ${error.message}`),
      );
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, NOTICE_DISPATCH_TIME_LIMIT_MS)));
    await Promise.race([all, limit]);
    clearTimeout(timer);
  }

  private load(ids: readonly string[]): Promise<NoticeToDispatch[]> {
    return this.dataSource.query(
      `SELECT ${NOTICE_COLUMNS} FROM user_notification WHERE id = ANY($1::uuid[]) AND dispatched_at IS NULL
        ORDER BY created_at, id`,
      [ids],
    );
  }

  /** Claims undispatched notices for the relay (SKIP LOCKED: workers share the work), oldest first. */
  claimUndispatched(manager: EntityManager, createdBefore: Date, limit: number): Promise<NoticeToDispatch[]> {
    return manager.query(
      `SELECT ${NOTICE_COLUMNS} FROM user_notification
        WHERE dispatched_at IS NULL AND created_at < $1
        ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [createdBefore, limit],
    );
  }

  /** Publishes, enqueues, then marks the notices dispatched (those done, also when a later one fails). */
  async dispatchAll(notices: readonly NoticeToDispatch[], manager: EntityManager = this.dataSource.manager) {
    const done: string[] = [];
    try {
      for (const notice of notices) {
        if (notice.inApp) {
          const message: UserNotificationMessage = {
            type: 'USER_NOTIFICATION',
            id: notice.id,
            userId: notice.userId,
            organizationId: notice.organizationId,
          };
          await this.pubSub.publish(userTopic(notice.userId), message);
        }
        if (notice.hasDelivery) await this.enqueueDelivery(notice);
        done.push(notice.id);
      }
    } finally {
      if (done.length > 0)
        await manager.query(`UPDATE user_notification SET dispatched_at = now() WHERE id = ANY($1::uuid[])`, [done]);
    }
  }

  private async enqueueDelivery(notice: NoticeToDispatch): Promise<void> {
    await addJob(
      this.queue,
      'notifications.deliver',
      { organizationId: notice.organizationId, notificationId: notice.id },
      {
        jobId: notice.id,
        attempts: this.config.MESSAGE_SEND_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.config.MESSAGE_RETRY_DELAY_MS },
      },
    );
  }
}
