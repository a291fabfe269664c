import { configSchema } from '../../libs/config/config.schema.js';

/**
 * The concurrency the product's workflow processor runs with (WORKFLOW_CONCURRENCY, its default; the
 * benchmark sets it on the product's worker so a value in the environment cannot skew the comparison).
 * The baseline uses the same.
 */
export const PRODUCT_WORKER_CONCURRENCY: number = configSchema.shape.WORKFLOW_CONCURRENCY.parse(undefined);
