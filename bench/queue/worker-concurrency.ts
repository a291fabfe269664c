/** The concurrency QueueWorkers gives every queue of the product's worker; the baseline uses the same. */
export const PRODUCT_WORKER_CONCURRENCY = 5;
