// Dashboards benchmark: the owner dashboard of the big organization (100,000 cases) and the organizations
// dashboard of ten organizations side by side, by the product's two aggregate statements against the naive
// loop of one count per figure (naive-side.ts), in alternating rounds in the same process, on the same rows.
// Both sides' figures must agree. `--quick` for 10,000 and 10 × 1,000 cases and fewer rounds.
import { DEFAULT_REMINDER_SETTINGS, DEFAULT_TIME_ZONE } from '#domain/organizations';
import { latestDueStart } from '#domain/reminders';
import { benchPool, ensureBenchDatabase } from '../support/bench-database.js';
import { printTable, writeResult } from '../support/results.js';
import { ratio, summarize } from '../support/stats.js';
import { type Cutoffs, type DashboardFigures, sameFigures } from './figures.js';
import { createDashboardsFixture, removeDashboardsFixture } from './fixture.js';
import { naiveFigures } from './naive-side.js';
import { productFigures } from './product-side.js';

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const quick = process.argv.includes('--quick');
const sizes = quick
  ? { bigCases: 10_000, smallCount: 9, smallCases: 1_000 }
  : { bigCases: 100_000, smallCount: 9, smallCases: 10_000 };
const rounds = quick ? 10 : 30;

await ensureBenchDatabase();
const pool = benchPool(4);
const say = (text: string) => process.stdout.write(`${new Date().toISOString()} ${text}\n`);
say(`creating ${sizes.bigCases} + ${sizes.smallCount} × ${sizes.smallCases} cases`);
const fixture = await createDashboardsFixture(pool, sizes);
try {
  const now = new Date();
  const calendar = { timeZone: DEFAULT_TIME_ZONE, businessDays: DEFAULT_REMINDER_SETTINGS.businessDays };
  const cutoffs: Cutoffs = {
    now,
    windowStart: new Date(now.getTime() - 90 * 86_400_000),
    unacknowledged: latestDueStart(now, DEFAULT_REMINDER_SETTINGS.kinds.UNACKNOWLEDGED_COMMENT.after, calendar),
    acceptance: latestDueStart(now, DEFAULT_REMINDER_SETTINGS.kinds.CASE_NOT_ACCEPTED.after, calendar),
  };
  const scenarios = [
    { name: 'owner dashboard, 1 organization', ids: [fixture.big] },
    { name: 'organizations dashboard, 10 organizations', ids: [fixture.big, ...fixture.small] },
  ];
  const rows: Record<string, string | number | boolean>[] = [];
  const results: Record<string, unknown>[] = [];
  let agree = true;
  for (const scenario of scenarios) {
    const timings = { product: [] as number[], naive: [] as number[] };
    let last: { product: DashboardFigures[]; naive: DashboardFigures[] } | null = null;
    // One warm-up round each, then alternate so neither side has the warmer cache.
    for (let round = -1; round < rounds; round += 1) {
      const order = round % 2 === 0 ? (['product', 'naive'] as const) : (['naive', 'product'] as const);
      const answers: Partial<Record<'product' | 'naive', DashboardFigures[]>> = {};
      for (const side of order) {
        const started = performance.now();
        answers[side] = await (side === 'product' ? productFigures : naiveFigures)(pool, scenario.ids, cutoffs);
        if (round >= 0) timings[side].push(performance.now() - started);
      }
      last = { product: answers.product!, naive: answers.naive! };
    }
    const same = last!.product.every((figures, index) => sameFigures(figures, last!.naive[index]));
    agree &&= same;
    const product = summarize(timings.product);
    const naive = summarize(timings.naive);
    rows.push({
      scenario: scenario.name,
      'product p50 ms': product.p50Ms,
      'product p95 ms': product.p95Ms,
      'naive p50 ms': naive.p50Ms,
      'naive p95 ms': naive.p95Ms,
      'product/naive p50': ratio(product.p50Ms, naive.p50Ms),
      'figures agree': same,
    });
    results.push({
      scenario: scenario.name,
      organizations: scenario.ids.length,
      product,
      naive,
      ratioP50: ratio(product.p50Ms, naive.p50Ms),
      agree: same,
    });
  }
  printTable(`Dashboards: ${fixture.caseCount} cases, ${rounds} rounds per side`, rows);
  const path = writeResult('dashboards', { quick, sizes, rounds, results });
  say(`figures: ${path}`);
  if (!agree) process.stderr.write('The product and the baseline disagree on some figure\n');
  process.exitCode = agree ? 0 : 1;
} finally {
  await removeDashboardsFixture(pool, fixture);
  await pool.end();
}
