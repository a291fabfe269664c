/**
 * Provider-event jobs one worker process runs at once. A job mostly waits for its event's batch (see
 * ProcessProviderEventHandler), so this is also how many events a batch may carry.
 */
export const PROVIDER_EVENTS_CONCURRENCY = 50;
