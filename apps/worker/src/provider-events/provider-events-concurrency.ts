/** Events one batch carries at most (see ProcessProviderEventHandler). */
export const PROVIDER_EVENT_BATCH = 50;
/**
 * One batch at a time per worker process: the process and its database session then take about one core at
 * most during a burst, and the api's webhook answers keep the rest. Two at once processed a burst faster
 * (about 200 events/s against 150 on two cores) but left the api keeping only 385 to 423 of 500 webhooks/s
 * (bench/README.md, "Provider events in batches"). More throughput comes from more worker processes.
 */
export const PROVIDER_EVENT_BATCHES_IN_FLIGHT = 1;

/** Provider-event jobs one worker process runs at once: a job mostly waits for its event's batch. */
export const PROVIDER_EVENTS_CONCURRENCY = PROVIDER_EVENT_BATCH * PROVIDER_EVENT_BATCHES_IN_FLIGHT;
