/** What processes need to reach PostgreSQL: the data source and its Nest module, apart from the entity helpers of `#database`. */
export { createDataSource, dataSourceOptions } from './data-source.js';
export { DatabaseModule } from './database.module.js';
export { ensureDatabaseExists } from './ensure-database.js';
export { describeConnectionError } from './connection-error.js';
