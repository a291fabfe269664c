import { Inject, Injectable } from '@nestjs/common';
import { OutboxRelay } from '#events';
import type { JobHandler } from '../job-handler.js';

/** Runs on a job scheduler every OUTBOX_RELAY_INTERVAL_MS; SKIP LOCKED lets several workers share it. */
@Injectable()
export class OutboxRelayHandler implements JobHandler<'outbox.relay'> {
  readonly jobName = 'outbox.relay' as const;

  constructor(@Inject(OutboxRelay) private readonly relay: OutboxRelay) {}

  async handle(): Promise<void> {
    await this.relay.relayOnce();
  }
}
