import { Inject, Injectable } from '@nestjs/common';
import { ProviderEventsRelay } from '#domain/provider-events';
import type { JobHandler } from '../job-handler.js';

/** Runs on a job scheduler every OUTBOX_RELAY_INTERVAL_MS; SKIP LOCKED lets several workers share it. */
@Injectable()
export class ProviderEventsRelayHandler implements JobHandler<'provider-events.relay'> {
  readonly jobName = 'provider-events.relay' as const;

  constructor(@Inject(ProviderEventsRelay) private readonly relay: ProviderEventsRelay) {}

  async handle(): Promise<void> {
    await this.relay.relayOnce();
  }
}
