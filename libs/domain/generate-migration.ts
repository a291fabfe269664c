import { readFile, writeFile } from 'node:fs/promises';
import { loadConfigOrExit } from '#config';
import { createDataSource, ensureDatabaseExists } from '#database/runtime';
import { ENTITIES } from '#entities';

/**
 * `npm run migration:generate -- Name`: compares the entities with the database (after applying
 * the committed migrations), writes the difference as a new migration class and lists it in the
 * migrations index.
 */
const MIGRATION_INDEX = 'libs/database/migrations/index.ts';
const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  process.stderr.write('Usage: npm run migration:generate -- PascalCaseName\n');
  process.exit(1);
}
const config = loadConfigOrExit();
await ensureDatabaseExists(config.DATABASE_URL);
const dataSource = await createDataSource(config, ENTITIES).initialize();
// As the app applies them (libs/database/migrate.ts): one that builds indexes concurrently runs outside a transaction.
await dataSource.runMigrations({ transaction: 'each' });
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
const base = `${timestamp}-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
const file = `libs/database/migrations/${base}.ts`;
await writeFile(file, source);
await listMigration(`${name}${timestamp}`, base);
process.stdout.write(`Wrote ${file} and listed it in ${MIGRATION_INDEX}\n`);

/** Adds the new class to the ordered list the data source applies, after the last one. */
async function listMigration(className: string, fileBase: string): Promise<void> {
  const index = await readFile(MIGRATION_INDEX, 'utf8');
  const withImport = index.replace(/\n\n\/\*\*/, `\nimport { ${className} } from './${fileBase}.js';\n\n/**`);
  const withEntry = withImport.replace(/\n\];\s*$/, `\n  ${className},\n];\n`);
  if (withEntry === index || !withEntry.includes(`  ${className},`))
    throw new Error(`Could not list ${className} in ${MIGRATION_INDEX}: add it by hand`);
  await writeFile(MIGRATION_INDEX, withEntry);
}
