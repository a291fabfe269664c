import { Inject, Injectable } from '@nestjs/common';
import { type ProcessingOutcome, ProviderEventProcessing } from '#domain/provider-events';
import type { JobPayloads } from '#events';
import type { JobHandler } from '../job-handler.js';
import { StatementBatches } from '#database';
import { PROVIDER_EVENTS_CONCURRENCY } from './provider-events-concurrency.js';

/** Batches at once: the next one is claimed while the one before dispatches what it recorded. */
const BATCHES_IN_FLIGHT = 2;

/**
 * Hands a stored provider event to the handlers its provider has (see ProviderEventProcessing). The events
 * whose jobs run at once are processed together, in one transaction (ProviderEventProcessing.processAll):
 * a burst of webhooks costs a claim, a commit and a dispatch per batch rather than per event. A job ends once
 * its event's batch committed; one whose event failed throws, so the queue retries it.
 */
@Injectable()
export class ProcessProviderEventHandler implements JobHandler<'provider-events.process'> {
  readonly jobName = 'provider-events.process' as const;
  private readonly batches: StatementBatches<string, ProcessingOutcome>;

  constructor(@Inject(ProviderEventProcessing) processing: ProviderEventProcessing) {
    this.batches = new StatementBatches(
      (ids) => processing.processAll(ids),
      PROVIDER_EVENTS_CONCURRENCY,
      BATCHES_IN_FLIGHT,
    );
  }

  async handle(payload: JobPayloads['provider-events.process']): Promise<void> {
    const outcome = await this.batches.add(payload.providerEventId);
    if ('error' in outcome) throw outcome.error;
  }
}
