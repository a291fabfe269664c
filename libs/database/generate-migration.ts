import { writeFile } from 'node:fs/promises';
import { loadConfigOrExit } from '#config';
import { createDataSource } from './data-source.js';
import { ensureDatabaseExists } from './ensure-database.js';

/**
 * `npm run migration:generate -- Name`: compares the entities with the database (after applying
 * the committed migrations) and writes the difference as a new migration class.
 */
const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  process.stderr.write('Usage: npm run migration:generate -- PascalCaseName\n');
  process.exit(1);
}
const config = loadConfigOrExit();
await ensureDatabaseExists(config.DATABASE_URL);
const dataSource = await createDataSource(config).initialize();
await dataSource.runMigrations();
const sql = await dataSource.driver.createSchemaBuilder().log();
await dataSource.destroy();
if (sql.upQueries.length === 0) {
  process.stdout.write('The schema is up to date: no migration written.\n');
  process.exit(0);
}
const timestamp = Date.now();
const quote = (query: string) => '`' + query.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';
const lines = (queries: { query: string }[]) =>
  queries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  async up(queryRunner: QueryRunner): Promise<void> {
${lines(sql.upQueries)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${lines([...sql.downQueries].reverse())}
  }
}
`;
const file = `libs/database/migrations/${timestamp}-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.ts`;
await writeFile(file, source);
process.stdout.write(`Wrote ${file}; add ${name}${timestamp} to libs/database/migrations/index.ts\n`);
