import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#config';
import { CaseMessagesService } from '#domain/case-messages';
import type { JobHandler } from '../job-handler.js';

/** The messages' own outbox sweep: pending messages whose send job was lost get it again. */
@Injectable()
export class RequeuePendingHandler implements JobHandler<'messages.requeue-pending'> {
  readonly jobName = 'messages.requeue-pending' as const;
  private readonly logger = new Logger('Messages');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CaseMessagesService) private readonly messages: CaseMessagesService,
  ) {}

  async handle(): Promise<void> {
    const requeued = await this.messages.requeuePending(this.config.OUTBOX_REQUEUE_AFTER_MS);
    if (requeued > 0) this.logger.log(`Enqueued ${requeued} pending messages again`);
  }
}
