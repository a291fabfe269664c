import { Inject, Injectable } from '@nestjs/common';
import { type ProcessingOutcome, ProviderEventProcessing } from '#domain/provider-events';
import type { JobPayloads } from '#events';
import { StatementBatches } from '#database';
import type { JobHandler } from '../job-handler.js';
import { PROVIDER_EVENT_BATCH, PROVIDER_EVENT_BATCHES_IN_FLIGHT } from './provider-events-concurrency.js';

/**
 * How long a batch waits for more events. Nobody waits on an event's processing but its job: without it, webhooks
 * arriving a few milliseconds apart would each be processed alone, at several times the statements per event,
 * until the worker fell behind enough for batches to form.
 */
const BATCH_LINGER_MS = 25;

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
      PROVIDER_EVENT_BATCH,
      PROVIDER_EVENT_BATCHES_IN_FLIGHT,
      BATCH_LINGER_MS,
    );
  }

  async handle(payload: JobPayloads['provider-events.process']): Promise<void> {
    const outcome = await this.batches.add(payload.providerEventId);
    if ('error' in outcome) throw outcome.error;
  }
}
