/** What processes need to reach PostgreSQL; kept apart from `#database` because it imports every entity. */
export { createDataSource, dataSourceOptions } from './data-source.js';
export { DatabaseModule } from './database.module.js';
export { ensureDatabaseExists } from './ensure-database.js';
export { describeConnectionError } from './connection-error.js';
