// Turns the measurements into the result file's figures and the console summary.
import { printTable } from '../support/results.js';
import { type LatencySummary, ratio, round, summarize } from '../support/stats.js';
import type { CaseShape } from './case-rows.js';
import type { LoadRun } from './load-driver.js';

export type ServerName = 'api' | 'bareApollo';
export type CaseName = 'large' | 'small';
/** The case page's whole document, or the case's header fields alone. */
export type Selection = 'page' | 'header';

export interface MeasuredRun {
  case: CaseName;
  selection: Selection;
  concurrency: number;
  server: ServerName;
  run: LoadRun;
}

export interface DetailMeasurements {
  durationMs: number;
  warmupMs: number;
  shapes: Record<CaseName, CaseShape>;
  statements: Record<ServerName, Record<CaseName, number>>;
  apiStatements: Record<CaseName, string[]>;
  /** What one side sent and the other did not; the api alone resolves the caller (identity). */
  statementDifferences: Record<CaseName, { apiOnly: string[]; bareOnly: string[] }>;
  sameAnswer: Record<CaseName, string | null>;
  runs: MeasuredRun[];
}

interface RunFigures extends LatencySummary {
  requestsPerSecond: number;
  /** CPU time of the server's process per request: steadier than throughput on a shared machine. */
  serverCpuMsPerRequest: number;
  /** Main-thread garbage-collection time per request. */
  serverGcMsPerRequest: number;
  errors: number;
}

/** The api must reach at least this share of the bare baseline's throughput. */
const MIN_THROUGHPUT_RATIO = 0.5;

/** The tables a list of shortened statements read first, each with how many times: "app_user ×2, form". */
function tablesRead(statements: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const statement of statements) {
    const table = /FROM (?:\(SELECT … FROM )?"?([a-z_]+)/.exec(statement)?.[1] ?? statement;
    counts.set(table, (counts.get(table) ?? 0) + 1);
  }
  const named = [...counts].map(([table, count]) => (count > 1 ? `${table} ×${count}` : table));
  return named.join(', ') || '-';
}

function runFigures(run: LoadRun): RunFigures {
  return {
    requestsPerSecond: round(run.requestsPerSecond, 1),
    serverCpuMsPerRequest: round(run.serverCpuMsPerRequest),
    serverGcMsPerRequest: round(run.serverGcMsPerRequest),
    errors: run.errors,
    ...summarize(run.latenciesMs),
  };
}

export function buildFigures(measured: DetailMeasurements) {
  const keys = [...new Set(measured.runs.map((run) => `${run.selection}|${run.case}|${run.concurrency}`))];
  const scenarios = keys.map((key) => {
    const [selection, caseName, concurrency] = key.split('|') as [Selection, CaseName, string];
    const of = (server: ServerName) => {
      const found = measured.runs.find(
        (run) => `${run.selection}|${run.case}|${run.concurrency}` === key && run.server === server,
      );
      if (!found) throw new Error(`No ${server} run for ${key}`);
      return runFigures(found.run);
    };
    const api = of('api');
    const bareApollo = of('bareApollo');
    return {
      selection,
      case: caseName,
      concurrency: Number(concurrency),
      api,
      bareApollo,
      throughputApiToBare: ratio(api.requestsPerSecond, bareApollo.requestsPerSecond),
      p95ApiToBare: ratio(api.p95Ms, bareApollo.p95Ms),
      cpuPerRequestApiToBare: ratio(api.serverCpuMsPerRequest, bareApollo.serverCpuMsPerRequest),
    };
  });
  const pageRatios = scenarios.filter((scenario) => scenario.selection === 'page');
  const lowestThroughputRatio = Math.min(...pageRatios.map((scenario) => scenario.throughputApiToBare));
  const { statements } = measured;
  return {
    run: { durationS: measured.durationMs / 1000, warmupS: measured.warmupMs / 1000 },
    cases: measured.shapes,
    sqlStatementsPerRequest: statements,
    apiStatements: measured.apiStatements,
    statementDifferences: measured.statementDifferences,
    sameAnswerAsApi: { large: measured.sameAnswer.large === null, small: measured.sameAnswer.small === null },
    answerDifferences: measured.sameAnswer,
    scenarios,
    targets: {
      statementsIndependentOfItems: {
        large: statements.api.large,
        small: statements.api.small,
        met: statements.api.large === statements.api.small,
      },
      atLeastHalfOfBareApollo: {
        lowestRatio: lowestThroughputRatio,
        target: MIN_THROUGHPUT_RATIO,
        met: lowestThroughputRatio >= MIN_THROUGHPUT_RATIO,
      },
    },
  };
}

export function printSummary(figures: ReturnType<typeof buildFigures>): void {
  const items = (shape: CaseShape) =>
    `${shape.activities} act, ${shape.comments} cmt, ${shape.notes} notes, ${shape.decisions} dec, ${shape.teamMembers} team`;
  const latencies = (run: RunFigures) => `${run.p50Ms} / ${run.p95Ms} / ${run.p99Ms}`;
  printTable(
    `caseById, api vs bare Apollo on the same SQL, ${figures.run.durationS} s per run`,
    figures.scenarios.map((scenario) => ({
      selection: scenario.selection,
      case: scenario.case,
      clients: scenario.concurrency,
      'api req/s': scenario.api.requestsPerSecond,
      'bare req/s': scenario.bareApollo.requestsPerSecond,
      'api/bare': scenario.throughputApiToBare,
      'cpu ms/req api, bare': `${scenario.api.serverCpuMsPerRequest}, ${scenario.bareApollo.serverCpuMsPerRequest}`,
      'gc ms/req api, bare': `${scenario.api.serverGcMsPerRequest}, ${scenario.bareApollo.serverGcMsPerRequest}`,
      'api p50/p95/p99 ms': latencies(scenario.api),
      'bare p50/p95/p99 ms': latencies(scenario.bareApollo),
      errors: scenario.api.errors + scenario.bareApollo.errors,
    })),
  );
  printTable(
    'SQL statements per request (the page)',
    (['large', 'small'] as const).map((caseName) => ({
      case: caseName,
      items: items(figures.cases[caseName]),
      api: figures.sqlStatementsPerRequest.api[caseName],
      'bare Apollo': figures.sqlStatementsPerRequest.bareApollo[caseName],
      'api only': tablesRead(figures.statementDifferences[caseName].apiOnly),
      'bare only': tablesRead(figures.statementDifferences[caseName].bareOnly),
      'same answer': figures.sameAnswerAsApi[caseName],
    })),
  );
  const { statementsIndependentOfItems, atLeastHalfOfBareApollo } = figures.targets;
  printTable('Targets', [
    {
      target: 'statements per request independent of items',
      measured: `${statementsIndependentOfItems.large} (large) vs ${statementsIndependentOfItems.small} (small)`,
      met: statementsIndependentOfItems.met,
    },
    {
      target: `page throughput at least ${atLeastHalfOfBareApollo.target} of bare Apollo`,
      measured: `lowest api/bare ${atLeastHalfOfBareApollo.lowestRatio}`,
      met: atLeastHalfOfBareApollo.met,
    },
  ]);
  for (const [caseName, difference] of Object.entries(figures.answerDifferences)) {
    if (difference) {
      process.stdout.write(`\n  The baseline's answer differs from the api's (${caseName} case): ${difference}\n`);
    }
  }
}
