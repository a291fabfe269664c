// Import benchmark: a CSV of N case rows (100,000 by default, the import's limit) imported by the product's
// worker (every row checked, its case, new employee and "import case" activity written, progress published)
// against a plain COPY of the same rows into the same tables in the same run. `--quick` for 10,000 rows,
// `--count=N` for another size. Target: the product at ≥ 0.2 of COPY's rows a second.
import { benchPool, ensureBenchDatabase } from '../support/bench-database.js';
import { startAuthEmulator } from '../support/api-stack.js';
import { printTable, writeResult } from '../support/results.js';
import { everyRowWritten, importRecord, written } from './check.js';
import { copyRows } from './copy-side.js';
import { benchRows, importCsv } from './file-rows.js';
import { CASE_WORKERS, createImportFixture, removeImportFixture } from './fixture.js';
import { parseOptions } from './options.js';
import { ProductSide } from './product-side.js';

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const TARGET_RATIO = 0.2;
const options = parseOptions();
const say = (text: string) => process.stdout.write(`${new Date().toISOString()} ${text}\n`);

await ensureBenchDatabase();
const emulator = await startAuthEmulator();
const pool = benchPool(4);
const fixture = await createImportFixture(pool, options.count);
let product: ProductSide | undefined;
try {
  const rows = benchRows(fixture, options.count);
  const newEmployees = new Set(rows.filter((row) => row.isNewEmployee).map((row) => row.employee)).size;
  const csv = importCsv(fixture, rows);
  say(`${options.count} rows, ${fixture.employees} employees (${newEmployees} new), ${CASE_WORKERS} case workers`);

  say('baseline: COPY of the same rows');
  const copyMs = await copyRows(pool, fixture, rows);
  const copyWritten = await written(pool, fixture.copy.organizationId, fixture.existingEmployees);

  say('product: the worker imports the file');
  product = await ProductSide.start();
  const run = await product.importFile(pool, fixture, csv, options.count);
  const record = await importRecord(pool, run.caseImportId, fixture.product.organizationId);
  const productWritten = await written(pool, fixture.product.organizationId, fixture.existingEmployees);

  const productRate = (options.count / run.ms) * 1000;
  const copyRate = (options.count / copyMs) * 1000;
  const ratio = Math.round((productRate / copyRate) * 100) / 100;
  const correct =
    everyRowWritten(copyWritten, options.count, newEmployees) &&
    everyRowWritten(productWritten, options.count, newEmployees) &&
    record.status === 'SUCCESS' &&
    record.importedCount === options.count &&
    record.errorCount === 0;
  const figures = {
    options,
    rows: options.count,
    employees: fixture.employees,
    newEmployees,
    productRowsPerSecond: Math.round(productRate),
    copyRowsPerSecond: Math.round(copyRate),
    productSeconds: Math.round(run.ms / 100) / 10,
    copySeconds: Math.round(copyMs / 100) / 10,
    productCpuMicrosPerRow: Math.round((run.cpuMs * 1000) / options.count),
    ratio,
    targetRatio: TARGET_RATIO,
    product: { ...productWritten, record },
    copy: copyWritten,
    correct,
  };
  printTable(`Import: ${options.count.toLocaleString('en-US')} rows, product import vs plain COPY`, [
    { figure: 'product import (rows/s)', value: figures.productRowsPerSecond },
    { figure: 'plain COPY (rows/s)', value: figures.copyRowsPerSecond },
    { figure: `ratio (target >= ${TARGET_RATIO})`, value: ratio },
    { figure: 'product / COPY seconds', value: `${figures.productSeconds} / ${figures.copySeconds}` },
    { figure: 'worker CPU per row (µs)', value: figures.productCpuMicrosPerRow },
    {
      figure: 'cases / activities, product',
      value: `${productWritten.importedCases} / ${productWritten.importActivities}`,
    },
    { figure: 'cases / activities, COPY', value: `${copyWritten.importedCases} / ${copyWritten.importActivities}` },
    { figure: 'new employees, product / COPY', value: `${productWritten.newEmployees} / ${copyWritten.newEmployees}` },
    { figure: 'activities published by the end', value: record.dispatched },
  ]);
  say(
    `${correct ? 'correct' : 'NOT CORRECT: a side did not write every row'} - figures in ${writeResult('import', figures)}`,
  );
  process.exitCode = correct ? 0 : 1;
} finally {
  await product?.stop();
  await removeImportFixture(pool, fixture);
  await pool.end();
  emulator?.kill('SIGTERM');
}
