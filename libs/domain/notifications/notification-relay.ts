import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { NotificationDispatcher } from './notification-dispatcher.js';

/**
 * Dispatches notices left undispatched after OUTBOX_RELAY_GRACE_MS: a crash or a Redis outage after commit,
 * or an area that only inserted them (a worker job that wrote them outside a transaction, SQL). Rows are
 * claimed with SKIP LOCKED, so several workers share the work without doing a notice twice at once.
 */
@Injectable()
export class NotificationRelay {
  private readonly logger = new Logger('NotificationRelay');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(NotificationDispatcher) private readonly dispatcher: NotificationDispatcher,
  ) {}

  async relayOnce(batchSize = 200): Promise<number> {
    const count = await this.dataSource.transaction(async (manager) => {
      const before = new Date(Date.now() - this.config.OUTBOX_RELAY_GRACE_MS);
      const notices = await this.dispatcher.claimUndispatched(manager, before, batchSize);
      await this.dispatcher.dispatchAll(notices, manager);
      return notices.length;
    });
    if (count > 0) this.logger.log(`Dispatched ${count} notices left undispatched`);
    return count;
  }
}
