// `npm test`: type checks, Jest (unit, service, integration, browser, chaos) and Vitest (web), then one line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failedTests } from './failed-tests.mjs';

const out = mkdtempSync(join(tmpdir(), 'cm-test-'));
let passed = 0;
let failed = 0;
// Failing tests by name, printed again just above the last line: a CI log is often read from its end.
const failures = [];

function step(name, command, args, env = {}) {
  process.stdout.write(`\n▶ ${name}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  // Each step's time, so a slow stage is seen in the CI log without reading the runners' own summaries.
  process.stdout.write(`  ${name} took ${Math.round((Date.now() - started) / 1000)} s\n`);
  return result.status === 0;
}

function count(name, ok, report, read) {
  if (report && existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const { passed: p, failed: f } = read(result);
    failures.push(...failedTests(name, result, process.cwd()));
    passed += p;
    failed += f;
    // A runner that failed without a failing test (a crash, a failed setup) still fails the run.
    if (!ok && f === 0) failed += 1;
  } else {
    if (ok) passed += 1;
    else failed += 1;
  }
  process.stdout.write(`  ${name}: ${ok ? 'ok' : 'FAILED'}\n`);
}

count(
  'typecheck',
  step('Type check', 'tsc', ['--noEmit', '-p', 'tsconfig.json']) &&
    step('Type check (browser tests)', 'tsc', ['--noEmit', '-p', 'test/e2e/tsconfig.json']) &&
    step('Type check (web)', 'tsc', ['--noEmit', '-p', 'apps/web/tsconfig.json']),
);

count('lint', step('Lint', 'eslint', ['.']));
count(
  'entity list',
  step('The entity list is generated from the areas', 'node', ['scripts/generate-entity-list.mjs', '--check']),
);
count(
  'codegen',
  step('Web types are generated from the committed schema', 'graphql-codegen', [
    '--config',
    'apps/web/codegen.ts',
    '--check',
  ]),
);

// One Jest process per project: the suites start the api and worker in-process file after file, and one
// process for all of them outgrew Node's default heap. A generous heap is kept as a margin.
const JEST_PROJECTS = ['unit', 'service', 'integration', 'e2e', 'chaos'];
for (const project of JEST_PROJECTS) {
  const report = join(out, `jest-${project}.json`);
  const ok = step(
    `Jest: ${project}`,
    'jest',
    ['--ci', '--json', `--outputFile=${report}`, '--selectProjects', project],
    {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --max-old-space-size=8192`.trim(),
    },
  );
  count(`jest ${project}`, ok, report, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
}

const vitestReport = join(out, 'vitest.json');
const vitestOk = step('Vitest: web', 'vitest', [
  'run',
  '--config',
  'apps/web/vite.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
count('vitest', vitestOk, vitestReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));

if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
