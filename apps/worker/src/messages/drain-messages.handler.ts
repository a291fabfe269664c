import { Inject, Injectable } from '@nestjs/common';
import type { JobHandler } from '../job-handler.js';
import { MessageDrain } from './message-drain.js';

/** A wake-up of the sender (a message was written) or its scheduled run: sends every message due. */
@Injectable()
export class DrainMessagesHandler implements JobHandler<'messages.drain'> {
  readonly jobName = 'messages.drain' as const;

  constructor(@Inject(MessageDrain) private readonly drain: MessageDrain) {}

  handle(): Promise<void> {
    return this.drain.sendAll();
  }
}
