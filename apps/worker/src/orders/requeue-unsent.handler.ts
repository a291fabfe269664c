import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#config';
import { OrderSender } from '#domain/case-orders';
import type { JobHandler } from '../job-handler.js';

/** The orders' own outbox sweep: placed orders not accepted whose send job was lost get it again. */
@Injectable()
export class RequeueUnsentHandler implements JobHandler<'orders.requeue-unsent'> {
  readonly jobName = 'orders.requeue-unsent' as const;
  private readonly logger = new Logger('CaseOrders');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OrderSender) private readonly sender: OrderSender,
  ) {}

  async handle(): Promise<void> {
    const requeued = await this.sender.requeueUnsent(this.config.OUTBOX_REQUEUE_AFTER_MS);
    if (requeued > 0) this.logger.log(`Enqueued ${requeued} unsent orders again`);
  }
}
