export { Provider } from './provider.js';
export { ProviderEventEntity, type ProviderEventPayload, ProviderEventResult } from './provider-event.entity.js';
export { PASSED_EVENT_RECHECK_AFTER_MS, ProviderEventClock } from './provider-event-clock.js';
export {
  ProviderEventHandlers,
  type ProviderEventHandler,
  type ProviderEventOutcome,
} from './provider-event-handler.js';
export { ProviderEventProcessing, type ProcessingOutcome, type ProcessingResult } from './provider-event-processing.js';
export { ProviderEventsRelay } from './provider-events.relay.js';
export {
  ENQUEUE_TIME_LIMIT_MS,
  ProviderEventsService,
  type NewProviderEvent,
  type StoredProviderEvent,
} from './provider-events.service.js';
export { ProviderEventsModule } from './provider-events.module.js';
