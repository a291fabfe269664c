// `npm run bench`: the bench dataset (generated unless the same one is in place), then every benchmark
// one after another, each in a process of its own so none inherits another's warmed caches or sockets.
// Arguments after `--` name the benchmarks to run (all by default).
import { spawn } from 'node:child_process';
import { ensureBenchDatabase } from './support/bench-database.js';
import { printTable } from './support/results.js';

const BENCHMARKS = [
  'cases-list',
  'case-detail',
  'fanout',
  'queue',
  'messages',
  'reminders',
  'payments',
  'import',
  'dashboards',
  'reports',
  'web',
] as const;

function runStep(script: string, args: string[] = []): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [script, ...args], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(BENCHMARKS as readonly string[]).includes(name));
if (unknown.length > 0) {
  process.stderr.write(`Unknown benchmark ${unknown.join(', ')}; choose from ${BENCHMARKS.join(', ')}\n`);
  process.exit(2);
}
const chosen = requested.length > 0 ? requested : [...BENCHMARKS];

const started = performance.now();
const steps: { step: string; seconds: number; outcome: string }[] = [];
const timed = async (step: string, script: string, args: string[] = []) => {
  process.stdout.write(`\n=== ${step} ===\n`);
  const stepStarted = performance.now();
  const code = await runStep(script, args);
  steps.push({
    step,
    seconds: Math.round((performance.now() - stepStarted) / 100) / 10,
    outcome: code === 0 ? 'done' : `failed (exit ${code})`,
  });
  return code;
};

if ((await timed('bench data', 'dist/bench/data/generate.js', ['--if-missing'])) !== 0) {
  process.stderr.write('The bench dataset could not be generated; no benchmark ran.\n');
  process.exit(1);
}
// A dataset kept from an earlier run gets the migrations added since (e.g. a new index).
await ensureBenchDatabase();
for (const name of chosen) await timed(name, `dist/bench/${name}/main.js`);

printTable(`npm run bench: ${Math.round((performance.now() - started) / 1000)} s in all`, steps);
process.stdout.write('Figures: bench/results/<name>.json\n');
process.exitCode = steps.some((step) => step.outcome !== 'done') ? 1 : 0;
