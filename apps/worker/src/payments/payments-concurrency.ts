/**
 * Payments jobs one worker process runs at once; the payments benchmark's bare SDK baseline runs as many. A
 * charge mostly waits on Stripe (some 300 to 800 ms for real ones), so this, more than CPU, bounds how many
 * charges a worker makes a second. Each charge holds one database connection only while it claims and while it
 * settles, never across the Stripe call.
 */
export const PAYMENTS_CONCURRENCY = 20;
