import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { ProviderEventClock } from './provider-event-clock.js';
import { ProviderEventHandlers } from './provider-event-handler.js';
import { ProviderEventProcessing } from './provider-event-processing.js';
import { ProviderEventsRelay } from './provider-events.relay.js';
import { ProviderEventsService } from './provider-events.service.js';

const providerEventsQueue = BullModule.registerQueue({ name: QueueName.providerEvents });
const providers = [
  ProviderEventsService,
  ProviderEventsRelay,
  ProviderEventHandlers,
  ProviderEventProcessing,
  ProviderEventClock,
];

/** The inbox of provider webhooks: stored once, processed by the worker through the handlers areas register. */
@Module({ imports: [providerEventsQueue], providers, exports: [...providers, providerEventsQueue] })
export class ProviderEventsModule {}
