/**
 * Sends one worker process runs at once; the messages benchmark's bare SDK baseline runs as many. A send
 * mostly waits on the provider (some 100 to 500 ms for real ones), so this, more than CPU, bounds how many
 * messages a worker sends a second. Its loads and settles go to PostgreSQL in batches (DeliveryBatches), so
 * more sends at once take few more connections.
 */
export const MESSAGES_CONCURRENCY = 20;
