/**
 * Messages one worker process sends at once (the drain's lanes); the messages benchmark's bare SDK baseline
 * runs as many. A send mostly waits on the provider (some 100 to 500 ms for real ones), so this, more than CPU,
 * bounds how many messages a worker sends a second: 50 at 300 ms is some 160 a second, within SendGrid's and
 * Twilio's request limits (past Twilio's, a 429 is retried with back-off). Claims and outcomes go to
 * PostgreSQL in batches, so more sends at once take no more connections.
 */
export const MESSAGES_CONCURRENCY = 50;
