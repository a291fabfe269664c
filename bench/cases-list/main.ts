// Case list benchmark: casesByStatus for three statuses in the organization of 100,000 cases, through the
// full api (auth, guards, limits), at 1 and 32 clients, on the first, a middle and the deepest page;
// against the same pages in hand-written keyset SQL, the api's own SQL replayed through pg, and OFFSET and
// status IN (…) as controls. Then casesMetadata against a hand-written GROUP BY.
//   node dist/bench/cases-list/main.js [--quick] [--seconds 4] [--clients 1,32]  (see options.ts)
import { cpus, loadavg } from 'node:os';
import { startApiStack } from '../support/api-stack.js';
import { benchPool } from '../support/bench-database.js';
import { BENCH_ENV } from '../support/bench-env.js';
import { benchToken } from '../support/identities.js';
import { writeResult } from '../support/results.js';
import { round } from '../support/stats.js';
import { DEFAULT_SEED, readDataset } from '../data/dataset.js';
import { generateDataset } from '../data/load-dataset.js';
import { ApiClient } from './api-client.js';
import { API_PROBE_MODULE } from './api-probe-client.js';
import { measureMetadata, measurePages } from './measure-runs.js';
import { parseOptions } from './options.js';
import { Phases } from './phases.js';
import { walkList } from './page-walk.js';
import {
  checkTargets,
  deepestToFirst,
  printChecks,
  printDeepestToFirst,
  printMetadataRuns,
  printPageRuns,
  printStatements,
} from './report.js';
import { type PageTargets, prepareMetadata, preparePage } from './targets.js';

const options = parseOptions();
// Other work on the machine shifts every figure: the load average before and after goes with them.
const loadBefore = loadavg().map((value) => round(value));
const log = (line: string) => process.stdout.write(`${line}\n`);

const dataset = (await readDataset()) ?? (await generateDataset({ seed: DEFAULT_SEED, scale: options.scale, log }));
const { subjects } = dataset;
// The baselines get as many connections as the api's pool, so both sides meet PostgreSQL on equal terms.
const pool = benchPool(Number(BENCH_ENV.DATABASE_POOL_SIZE));
const stack = await startApiStack({ apiImports: [API_PROBE_MODULE] });
try {
  const api = new ApiClient(() => benchToken(subjects.admin.id, subjects.admin.email));
  const list = await walkList(api, options.statuses, options.pageSize);
  log(
    `${subjects.organizationName}: ${list.totalCount} cases in ${options.statuses.join(', ')}, ` +
      `${list.pages} pages of ${options.pageSize}, walked through the api in ${list.seconds.toFixed(1)} s ` +
      `(dataset seed ${dataset.seed}, scale ${dataset.scale})`,
  );
  const pages: PageTargets[] = [];
  for (const page of list.samples) {
    pages.push(
      await preparePage(
        api,
        pool,
        subjects.admin.id,
        subjects.organizationId,
        options.statuses,
        options.pageSize,
        page,
      ),
    );
  }
  const metadata = await prepareMetadata(api, pool, subjects.organizationId);

  const phases = new Phases(stack, { seconds: options.seconds / options.rounds, warmupSeconds: options.warmupSeconds });
  const pageRuns = await measurePages(phases, pages, options.clients, options.rounds, log);
  const metadataRuns = await measureMetadata(phases, metadata, options.clients, options.rounds, log);

  const checks = checkTargets(pageRuns);
  const pageRatios = deepestToFirst(pageRuns);
  printStatements('SQL the api runs for one casesByStatus request (first page)', pages[0].apiSql);
  printPageRuns(
    `casesByStatus: ${list.totalCount} of ${subjects.organizationName}'s cases, ${list.pages} pages of ${options.pageSize}`,
    pageRuns,
  );
  printDeepestToFirst(pageRatios);
  printStatements('SQL the api runs for one casesMetadata request', metadata.apiSql);
  printMetadataRuns(`casesMetadata of ${subjects.organizationName}`, metadataRuns);
  printChecks(checks);
  const loadAfter = loadavg().map((value) => round(value));
  log(
    `\nLoad average (1, 5, 15 min) before ${loadBefore.join(', ')}, after ${loadAfter.join(', ')} on ${cpus().length} cores` +
      (Math.max(loadBefore[0], loadAfter[0]) > cpus().length ? ': other work shared the machine' : ''),
  );
  const path = writeResult('cases-list', {
    dataset: {
      seed: dataset.seed,
      scale: dataset.scale,
      rowCounts: dataset.rowCounts,
      organizationId: subjects.organizationId,
      organizationName: subjects.organizationName,
      statuses: options.statuses,
      matchingCases: list.totalCount,
      pageSize: options.pageSize,
      pages: list.pages,
      samplePages: Object.fromEntries(list.samples.map((page) => [page.label, page.index])),
    },
    options: {
      seconds: options.seconds,
      rounds: options.rounds,
      warmupSeconds: options.warmupSeconds,
      clients: options.clients,
    },
    loadAverage: { before: loadBefore, after: loadAfter },
    casesByStatus: pageRuns,
    deepestToFirst: pageRatios,
    casesMetadata: { counts: metadata.counts, runs: metadataRuns },
    apiSql: {
      casesByStatus: Object.fromEntries(pages.map((prepared) => [prepared.page.label, prepared.apiSql])),
      casesMetadata: metadata.apiSql,
    },
    targets: checks,
  });
  log(`\nFigures written to ${path}`);
} finally {
  await stack.stop();
  await pool.end();
}
