// `npm run bench:data`: generates the bench dataset (1,000,000 cases at --scale 1) into the bench database.
//   --seed N        another dataset, as deterministic as the default one
//   --scale F       a fraction of the full size, e.g. 0.01 for a quick run during development
//   --if-missing    keep the dataset already there when it is the one this seed and scale give
import { parseArgs } from 'node:util';
import { printTable } from '../support/results.js';
import { currentDataset, DEFAULT_SEED, type BenchDataset } from './dataset.js';
import { generateDataset } from './load-dataset.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    scale: { type: 'string', default: process.env.BENCH_SCALE ?? '1' },
    'if-missing': { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const scale = Number(values.scale);
if (!Number.isInteger(seed) || !(scale > 0 && scale <= 5)) {
  process.stderr.write('Usage: generate [--seed <integer>] [--scale <0 < fraction <= 5>] [--if-missing]\n');
  process.exit(2);
}

let dataset: BenchDataset | null = values['if-missing'] ? await currentDataset({ seed, scale }) : null;
if (dataset) {
  process.stdout.write(
    `The dataset of seed ${seed} at scale ${scale} is in place (generated ${dataset.generatedAt})\n`,
  );
} else {
  process.stdout.write(`Generating the bench dataset: seed ${seed}, scale ${scale}\n`);
  dataset = await generateDataset({ seed, scale, log: (line) => process.stdout.write(`${line}\n`) });
}
const total = Object.values(dataset.rowCounts).reduce((sum, rows) => sum + rows, 0);
printTable(`Bench dataset (seed ${dataset.seed}, scale ${dataset.scale}, ${dataset.durationSeconds} s)`, [
  ...Object.entries(dataset.rowCounts).map(([table, rows]) => ({ table, rows })),
  { table: 'total', rows: total },
]);
process.stdout.write(
  `\nBig organization ${dataset.subjects.organizationName} (${dataset.subjects.organizationId}); ` +
    `admin ${dataset.subjects.admin.email}\n`,
);
