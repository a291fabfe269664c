// Live fan-out benchmark: N graphql-ws subscribers to caseActivityAdded on one case while comments are added
// through the api at a fixed rate, against a raw `ws` broadcast of the same bytes through Redis pub/sub with
// the same number of clients, in the same run. Writes bench/results/fanout.json.
import { startApiStack } from '../support/api-stack.js';
import { ensureBenchDatabase, benchPool } from '../support/bench-database.js';
import { BENCH_ENV } from '../support/bench-env.js';
import { writeResult } from '../support/results.js';
import { baselineDriver } from './baseline-driver.js';
import { runRound } from './fanout-round.js';
import { prepareFixture, signInFixture } from './fixture.js';
import { LoopProbeClient } from './loop-probe-client.js';
import { parseOptions, USAGE } from './options.js';
import { productDriver } from './product-driver.js';
import { startRawBaseline } from './raw-baseline.js';
import {
  compare,
  type ComparedRound,
  marginalCpuUsPerSubscriber,
  printRounds,
  roundFigures,
  targetsMet,
} from './report.js';
import { removeWorkflowJobs } from './workflow-cleanup.js';

if (process.argv.includes('--help')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const options = parseOptions(process.argv.slice(2));
// Ports beside the api's: API_PORT + 1 is its SQL counter, + 2 its event-loop probe, + 3 and + 4 the
// baseline's server and probe; when FANOUT_CPU_PROFILE names a file, + 5 and + 6 the CPU profilers of the api
// and of the baseline's server (written to that file and to <file>.raw).
const apiPort = Number(BENCH_ENV.API_PORT);

const startedAt = new Date();
await ensureBenchDatabase();
const database = benchPool(4);
const fixtureRows = await prepareFixture(database);
const profiling = process.env.FANOUT_CPU_PROFILE !== undefined;
const stack = await startApiStack({
  apiImports: [
    './dist/bench/fanout/loop-delay-probe.js',
    ...(profiling ? ['./dist/bench/fanout/cpu-profile-probe.js'] : []),
  ],
});
const fixture = await signInFixture(fixtureRows);
const raw = options.skipBaseline
  ? undefined
  : await startRawBaseline({ server: apiPort + 3, probe: apiPort + 4, profiler: profiling ? apiPort + 6 : undefined });
const rounds: ComparedRound[] = [];
let sampleMessage: string | undefined;
try {
  const product = productDriver({
    fixture,
    stack,
    database,
    probe: new LoopProbeClient(apiPort + 2),
    clientThreads: options.clientThreads,
    profilerPort: profiling ? apiPort + 5 : undefined,
  });
  for (const subscribers of options.subscriberCounts) {
    const shape = { subscribers, ratePerSecond: options.ratePerSecond, seconds: options.seconds };
    process.stdout.write(`fan-out to ${subscribers}: api …\n`);
    const productResult = await runRound(product, shape);
    sampleMessage ??= productResult.arrivals.sample;
    let baseline;
    if (raw) {
      process.stdout.write(`fan-out to ${subscribers}: raw ws …\n`);
      if (!productResult.arrivals.sample) throw new Error('No event reached the api subscribers to copy the bytes of');
      baseline = roundFigures(
        await runRound(baselineDriver(raw, productResult.arrivals.sample, options.clientThreads), shape),
      );
    }
    rounds.push(compare(roundFigures(productResult), baseline));
  }
} finally {
  await raw?.stop();
  await stack.stop();
  await removeWorkflowJobs(database, fixture.caseId, startedAt).catch((error: Error) =>
    process.stderr.write(`Leftover workflow jobs not removed: ${error.message}\n`),
  );
  await database.end();
}

printRounds(rounds);
const path = writeResult('fanout', {
  options,
  subscription: 'caseActivityAdded with the case page selection (actor, subjectUser)',
  subscriberMix: fixture.subscribers.map(({ name, reach }) => ({ name, reach })),
  clientSide: `${options.clientThreads} worker threads of plain graphql-transport-ws clients`,
  rounds: rounds.map((compared) => ({ ...compared, targets: targetsMet(compared) })),
  marginalCpuUsPerSubscriber: marginalCpuUsPerSubscriber(rounds),
  // What every subscriber received for one comment, and the bytes the baseline sent in its place.
  sampleMessage: sampleMessage && { bytes: Buffer.byteLength(sampleMessage), text: sampleMessage },
});
process.stdout.write(`\nWritten to ${path}\n`);
