/**
 * Sends one worker process runs at once; the messages benchmark's bare SDK baseline runs as many. A send
 * mostly waits on the provider (some 100 to 500 ms for real ones), so this, more than CPU, bounds how many
 * messages a worker sends a second: 50 at 300 ms is some 160 a second, within SendGrid's and Twilio's
 * request limits (past Twilio's, a 429 is retried with back-off). Its loads and settles go to PostgreSQL in batches (DeliveryBatches), so more sends at once
 * take no more connections (two loads and three settles at most) and make fuller batches.
 */
export const MESSAGES_CONCURRENCY = 50;
