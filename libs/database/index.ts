export { BaseEntity } from './base.entity.js';
export { SnakeNamingStrategy } from './snake-naming.strategy.js';
export * from './cursor.js';
export { StatementBatches } from './statement-batches.js';
