import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QueueName } from '#events';
import { QueueProcessor } from '../queue-processor.js';
import { ProcessProviderEventHandler } from './process-provider-event.handler.js';
import { PROVIDER_EVENTS_CONCURRENCY } from './provider-events-concurrency.js';
import { ProviderEventsRelayHandler } from './provider-events-relay.handler.js';

/** The provider-events queue: stored webhook events, and the inbox relay's recurring job. */
@Processor(QueueName.providerEvents, { concurrency: PROVIDER_EVENTS_CONCURRENCY })
export class ProviderEventsProcessor extends QueueProcessor {
  constructor(
    @Inject(ProcessProviderEventHandler) process: ProcessProviderEventHandler,
    @Inject(ProviderEventsRelayHandler) relay: ProviderEventsRelayHandler,
  ) {
    super(QueueName.providerEvents, [process, relay]);
  }
}
