// Reports benchmark: the organization report of one big organization (a million cases by default) by the
// product's statements (product-side.ts) against the same figures by hand-written SQL (hand-written.ts, one
// plain query per figure, as in the integration test), in alternating rounds in the same process, on the same
// rows. Both sides' figures must agree (exit 1 otherwise).
//   --cases=N    the organization's size (default 1,000,000)
//   --rounds=N   timed rounds per side and scenario (default 5)
//   --quick      10,000 cases, 3 rounds
import { parseArgs } from 'node:util';
import { OUTCOME_GROUPED_BY, ReportGranularity } from '#domain/reports';
import { benchPool, ensureBenchDatabase } from '../support/bench-database.js';
import { printTable, writeResult } from '../support/results.js';
import { ratio, summarize } from '../support/stats.js';
import { createReportsFixture, removeReportsFixture } from './fixture.js';
import { directReport, type Query } from './hand-written.js';
import { productReport, type ReportRequest } from './product-side.js';

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const { values } = parseArgs({
  options: { cases: { type: 'string' }, rounds: { type: 'string' }, quick: { type: 'boolean', default: false } },
});
const cases = Number(values.cases ?? (values.quick ? 10_000 : 1_000_000));
const rounds = Number(values.rounds ?? (values.quick ? 3 : 5));
if (!Number.isInteger(cases) || cases < 100 || !Number.isInteger(rounds) || rounds < 1) {
  process.stderr.write('Usage: main [--cases=N (>= 100)] [--rounds=N] [--quick]\n');
  process.exit(2);
}

const UNIT = { WEEK: 'week', MONTH: 'month', QUARTER: 'quarter', CUSTOM: null } as const;
const iso = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => iso(new Date(Date.now() - days * 86_400_000));

await ensureBenchDatabase();
const pool = benchPool(6);
const say = (text: string) => process.stdout.write(`${new Date().toISOString()} ${text}\n`);
say(`creating an organization of ${cases} cases`);
const fixture = await createReportsFixture(pool, cases, say);
const query: Query = async (text, parameters) => (await pool.query(text, parameters)).rows;

type Product = Awaited<ReturnType<typeof productReport>>;
type Hand = Awaited<ReturnType<typeof directReport>>;

/** The figures both sides give, in one shape (periods without cases left out). */
function agree(product: Product, hand: Hand): string[] {
  const differences: string[] = [];
  const check = (name: string, mine: unknown, theirs: unknown) => {
    if (JSON.stringify(mine) !== JSON.stringify(theirs)) differences.push(name);
  };
  const sorted = (entries: [string, unknown][]) => Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
  const series = (kind: string) =>
    sorted(product.series.filter((row) => row.kind === kind).map((row) => [row.period, row.count]));
  check('opened', series('OPENED'), sorted(Object.entries(hand.opened)));
  check('decided', series('DECIDED'), sorted(Object.entries(hand.decided)));
  check('closed', series('CLOSED'), sorted(Object.entries(hand.closed)));
  check(
    'outcomes by category',
    sorted(
      product.outcomes
        .filter((row) => row.grouping === OUTCOME_GROUPED_BY.category)
        .map((row) => [row.category ?? 'none', { approved: row.approved, denied: row.denied }]),
    ),
    sorted(Object.entries(hand.outcomes.CATEGORY)),
  );
  const [responses] = product.responses;
  const round = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
  for (const [prefix, measure] of [
    ['response', 'FIRST_RESPONSE'],
    ['acceptance', 'ACCEPTANCE'],
    ['decision', 'DECISION'],
  ] as const) {
    check(
      measure,
      [
        responses.cohort,
        responses[`${prefix}Count`],
        round(responses[`${prefix}Median`]),
        round(responses[`${prefix}P90`]),
      ],
      Object.values(hand.responseTimes[measure]),
    );
  }
  const openTotal = product.open.reduce((sum, row) => sum + row.count, 0);
  check(
    'open cases',
    openTotal,
    Object.values(hand.openByStageAndAge).reduce((sum, count) => sum + count, 0),
  );
  return differences;
}

try {
  const scenarios: { name: string; request: ReportRequest }[] = [
    {
      name: 'last 12 months by week',
      request: { ...fixture, granularity: ReportGranularity.WEEK, from: daysAgo(364), to: daysAgo(0) },
    },
    {
      name: 'three years by quarter (heaviest)',
      request: { ...fixture, granularity: ReportGranularity.QUARTER, from: daysAgo(1_099), to: daysAgo(0) },
    },
  ];
  const rows: Record<string, string | number | boolean>[] = [];
  const results: Record<string, unknown>[] = [];
  let allAgree = true;
  for (const scenario of scenarios) {
    const range = {
      timeZone: fixture.timeZone,
      from: scenario.request.from,
      to: scenario.request.to,
      unit: UNIT[scenario.request.granularity],
    };
    const timings = { product: [] as number[], hand: [] as number[] };
    let last: { product?: Product; hand?: Hand } = {};
    // One warm-up round each, then alternate so neither side has the warmer cache.
    for (let round = -1; round < rounds; round += 1) {
      for (const side of round % 2 === 0 ? (['product', 'hand'] as const) : (['hand', 'product'] as const)) {
        const started = performance.now();
        if (side === 'product') last.product = await productReport(pool, scenario.request);
        else last.hand = await directReport(query, fixture.organizationId, range);
        if (round >= 0) timings[side].push(performance.now() - started);
      }
    }
    const differences = agree(last.product!, last.hand!);
    allAgree &&= differences.length === 0;
    const product = summarize(timings.product);
    const hand = summarize(timings.hand);
    rows.push({
      scenario: scenario.name,
      'product p50 ms': product.p50Ms,
      'hand-written p50 ms': hand.p50Ms,
      'product/hand-written p50': ratio(product.p50Ms, hand.p50Ms),
      'figures agree': differences.length === 0 || differences.join(', '),
    });
    results.push({ scenario: scenario.name, product, hand, ratioP50: ratio(product.p50Ms, hand.p50Ms), differences });
    last = {};
  }
  printTable(
    `Reports: one organization of ${fixture.caseCount} cases, ${rounds} rounds per side (target ratio ≤ 2)`,
    rows,
  );
  const path = writeResult('reports', { cases, rounds, results });
  say(`figures: ${path}`);
  if (!allAgree) process.stderr.write('The product and the hand-written SQL disagree on some figure\n');
  process.exitCode = allAgree ? 0 : 1;
} finally {
  await removeReportsFixture(pool, fixture);
  await pool.end();
}
