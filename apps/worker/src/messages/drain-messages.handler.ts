import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobHandler } from '../job-handler.js';
import { MessageDrain } from './message-drain.js';

/**
 * A wake-up of the sender (a message was written) or its scheduled run: sends every message due. The
 * scheduled run first marks overdue messages due again; a wake-up only sends.
 */
@Injectable()
export class DrainMessagesHandler implements JobHandler<'messages.drain'> {
  readonly jobName = 'messages.drain' as const;
  private readonly logger = new Logger('Messages');

  constructor(@Inject(MessageDrain) private readonly drain: MessageDrain) {}

  async handle(_payload: unknown, job?: Pick<Job, 'repeatJobKey'>): Promise<void> {
    const overdue = job?.repeatJobKey ? await this.drain.markOverdueDue() : 0;
    const tally = await this.drain.sendAll();
    if (overdue + tally.sent + tally.failed + tally.retried > 0)
      this.logger.log(
        `messages overdue marked due: ${overdue}, sent: ${tally.sent}, failed: ${tally.failed}, to retry: ${tally.retried}`,
      );
  }
}
