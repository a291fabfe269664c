/** The concurrency the product's workflow processor runs with; the baseline uses the same. */
export { WORKER_CONCURRENCY as PRODUCT_WORKER_CONCURRENCY } from '../../apps/worker/src/worker-concurrency.js';
