import { loadConfigOrExit } from '#config';
import { createDataSource } from './data-source.js';
import { ensureDatabaseExists } from './ensure-database.js';
import { describeConnectionError } from './connection-error.js';

/** `node dist/libs/database/migrate.js`: creates the database if needed and applies pending migrations. */
const config = loadConfigOrExit();
try {
  await ensureDatabaseExists(config.DATABASE_URL);
  const dataSource = await createDataSource(config).initialize();
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  process.stdout.write(`Migrations: ${applied.length} applied\n`);
  await dataSource.destroy();
} catch (error) {
  process.stderr.write(`Migrations failed: ${describeConnectionError(error, config.DATABASE_URL)}\n`);
  process.exit(1);
}
