// Case detail benchmark: the staff case page's caseById through the full api (identity, guards, limits,
// Nest, TypeORM) against a bare Apollo Server answering the same document from the same SQL, on a large
// case and a small one, with the SQL statements each request costs.
//   node dist/bench/case-detail/main.js [--quick] [--duration=8] [--warmup=2] [--concurrency=8,32]
import { startApiStack } from '../support/api-stack.js';
import { benchPool, ensureBenchDatabase } from '../support/bench-database.js';
import { BENCH_API_URL } from '../support/bench-env.js';
import { benchToken } from '../support/identities.js';
import { writeResult } from '../support/results.js';
import { startBareApollo } from './bare-apollo/launch.js';
import {
  CASE_DETAIL_DOCUMENT,
  CASE_HEADER_DOCUMENT,
  type CaseDetailResponse,
  TIMELINE_SIZE,
} from './case-detail-query.js';
import { createDetailFixture, LARGE_CASE, SMALL_CASE } from './fixture.js';
import { type LoadTarget, post } from '../support/http-post.js';
import { runClosedLoop } from './load-driver.js';
import { readOptions } from './options.js';
import { PROBE_PORT } from './ports.js';
import {
  buildFigures,
  type CaseName,
  type DetailMeasurements,
  printSummary,
  type Selection,
  type ServerName,
} from './report.js';
import { firstDifference } from './same-answer.js';
import { API_STATEMENT_RECORDER, compareStatements, recordStatements, statementsPerRequest } from './sql-statements.js';

const CASES: readonly CaseName[] = ['large', 'small'];
const SERVERS: readonly ServerName[] = ['api', 'bareApollo'];
const API_USAGE_URL = `http://127.0.0.1:${PROBE_PORT}/usage`;

const options = readOptions();
await ensureBenchDatabase();
const pool = benchPool(2);
const fixture = await createDetailFixture(pool);
const api = await startApiStack({ apiImports: ['./dist/bench/case-detail/api-probe.js'] });
const bare = await startBareApollo().catch(async (error: unknown) => {
  await api.stop();
  throw error;
});

try {
  const token = await benchToken(fixture.admin.id, fixture.admin.email);
  const caseIds: Record<CaseName, string> = { large: fixture.largeCaseId, small: fixture.smallCaseId };
  const target = (server: ServerName, caseName: CaseName, selection: Selection = 'page'): LoadTarget => ({
    url: server === 'api' ? BENCH_API_URL : bare.url,
    headers: {
      'content-type': 'application/json',
      ...(server === 'api' ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(
      selection === 'page'
        ? { query: CASE_DETAIL_DOCUMENT, variables: { caseId: caseIds[caseName], last: TIMELINE_SIZE } }
        : { query: CASE_HEADER_DOCUMENT, variables: { caseId: caseIds[caseName] } },
    ),
  });

  // Before timing anything: both answer the same, and send the same statements.
  const sameAnswer = {} as DetailMeasurements['sameAnswer'];
  const statements = { api: {}, bareApollo: {} } as DetailMeasurements['statements'];
  const apiStatements = {} as DetailMeasurements['apiStatements'];
  const statementDifferences = {} as DetailMeasurements['statementDifferences'];
  for (const caseName of CASES) {
    const [fromApi, fromBare] = await Promise.all(
      SERVERS.map(async (server) => JSON.parse((await post(target(server, caseName))).body) as CaseDetailResponse),
    );
    if (!fromApi.data?.caseById) {
      throw new Error(`The api did not answer the case page: ${JSON.stringify(fromApi.errors)}`);
    }
    sameAnswer[caseName] = firstDifference(fromApi, fromBare);
    statements.api[caseName] = await statementsPerRequest(target('api', caseName), api.sqlStatements);
    statements.bareApollo[caseName] = await statementsPerRequest(target('bareApollo', caseName), bare.sqlStatements);
    apiStatements[caseName] = await recordStatements(API_STATEMENT_RECORDER, target('api', caseName));
    const bareStatements = await recordStatements(bare.statementRecorder, target('bareApollo', caseName));
    statementDifferences[caseName] = compareStatements(apiStatements[caseName], bareStatements);
  }

  // The page on the large case at each concurrency, on the small one at the highest, and the header alone
  // (what any request costs) at the highest. The order of api and baseline alternates from one scenario to
  // the next so that drift of the shared machine favours neither.
  const busiest = Math.max(...options.concurrency);
  const scenarios: { caseName: CaseName; selection: Selection; concurrency: number }[] = [
    ...options.concurrency.map((concurrency) => ({
      caseName: 'large' as const,
      selection: 'page' as const,
      concurrency,
    })),
    { caseName: 'small', selection: 'page', concurrency: busiest },
    { caseName: 'large', selection: 'header', concurrency: busiest },
  ];
  const runs: DetailMeasurements['runs'] = [];
  for (const [index, { caseName, selection, concurrency }] of scenarios.entries()) {
    for (const server of index % 2 === 0 ? SERVERS : [...SERVERS].reverse()) {
      process.stdout.write(`  ${selection} of the ${caseName} case, ${concurrency} clients, ${server}…\n`);
      const run = await runClosedLoop(target(server, caseName, selection), {
        concurrency,
        durationMs: options.durationMs,
        warmupMs: options.warmupMs,
        serverUsageUrl: server === 'api' ? API_USAGE_URL : bare.usageUrl,
      });
      runs.push({ case: caseName, selection, concurrency, server, run });
    }
  }

  const figures = buildFigures({
    durationMs: options.durationMs,
    warmupMs: options.warmupMs,
    shapes: { large: LARGE_CASE, small: SMALL_CASE },
    statements,
    apiStatements,
    statementDifferences,
    sameAnswer,
    runs,
  });
  printSummary(figures);
  process.stdout.write(`\n  Written to ${writeResult('case-detail', { quick: options.quick, ...figures })}\n`);
} finally {
  await Promise.all([api.stop(), bare.stop()]);
  await fixture.remove();
  await pool.end();
}
