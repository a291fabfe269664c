// Every benchmark writes its figures to bench/results/<name>.json and a readable table to the console.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/results in the source tree (this file runs from dist/bench/support). */
export const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'bench', 'results');

export function machine() {
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
  };
}

/** Writes `bench/results/<name>.json` with the run's date and machine, and returns the path. */
export function writeResult(name: string, figures: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(
    path,
    JSON.stringify({ name, ranAt: new Date().toISOString(), machine: machine(), ...figures }, null, 2) + '\n',
  );
  return path;
}

/** Prints rows as an aligned table under a heading. */
export function printTable(heading: string, rows: Record<string, string | number | boolean>[]): void {
  process.stdout.write(`\n${heading}\n`);
  if (rows.length === 0) return void process.stdout.write('  (no rows)\n');
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells: string[]) => '  ' + cells.map((cell, i) => cell.padEnd(widths[i])).join('  ') + '\n';
  process.stdout.write(line(columns));
  process.stdout.write(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) process.stdout.write(line(columns.map((column) => String(row[column]))));
}
