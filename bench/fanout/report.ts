// Turns what a round gathered into its figures, and the rounds into the console summary.
import { printTable } from '../support/results.js';
import { type LatencySummary, ratio, round, summarize } from '../support/stats.js';
import type { RoundResult } from './fanout-round.js';

/**
 * `lost` counts what had not arrived when the round ended: the drain waits until everything arrived, or
 * for at most 60 s after the last publication (3 s without any arrival ends it sooner).
 */
export interface RoundFigures {
  subscribers: number;
  failedConnections: number;
  published: number;
  failedPublications: number;
  expected: number;
  delivered: number;
  lost: number;
  /** Subscribers that missed at least one event. */
  subscribersMissingEvents: number;
  /** Deliveries beyond one per event and subscriber (duplicates). */
  extraDeliveries: number;
  /** Connections the server closed during the round. */
  unexpectedCloses: number;
  /** From commit (product) or publish (baseline) to the client's message handler. */
  latency: LatencySummary;
  /** Per event: to its first subscriber (the pipeline), and from its first to its last subscriber (the fan-out). */
  firstArrival: LatencySummary;
  spread: LatencySummary;
  serverLoopDelayP50Ms: number;
  serverLoopDelayP99Ms: number;
  serverLoopDelayMaxMs: number;
  /** CPU the fanning-out process spent per published event, and per message delivered. */
  serverCpuMsPerEvent: number;
  serverCpuUsPerDelivery: number;
  /** The load generator's own event-loop delay (p99 of its busiest thread). */
  clientLoopDelayP99Ms: number;
  /** Round trip of each publication: the addCaseComment mutation, or the baseline's PUBLISH. */
  publish: LatencySummary;
  worstPublishStartLagMs: number;
  drainMs: number;
  loadAverage: number;
  /** SQL statements the api sent per comment over the window (the mutation's own included). */
  sqlStatementsPerEvent?: number;
  errors: string[];
}

export function roundFigures(result: RoundResult): RoundFigures {
  const { run, arrivals } = result;
  const latencies: number[] = [];
  const firstArrivals: number[] = [];
  const spreads: number[] = [];
  let delivered = 0;
  for (const key of run.keys) {
    const times = arrivals.byKey.get(key) ?? [];
    delivered += times.length;
    const start = result.startTimes.get(key);
    if (start === undefined || times.length === 0) continue;
    let first = Infinity;
    let last = -Infinity;
    for (const time of times) {
      latencies.push(time - start);
      first = Math.min(first, time);
      last = Math.max(last, time);
    }
    firstArrivals.push(first - start);
    spreads.push(last - first);
  }
  const published = run.keys.length;
  const expected = result.subscribers * published;
  const received = arrivals.receivedPerConnection;
  return {
    subscribers: result.subscribers,
    failedConnections: result.failedConnections,
    published,
    failedPublications: run.failures.length,
    expected,
    delivered,
    lost: Math.max(0, expected - delivered),
    subscribersMissingEvents: received.filter((count) => count < published).length,
    extraDeliveries: received.reduce((sum, count) => sum + Math.max(0, count - published), 0),
    unexpectedCloses: arrivals.unexpectedCloses,
    latency: summarize(latencies),
    firstArrival: summarize(firstArrivals),
    spread: summarize(spreads),
    serverLoopDelayP50Ms: result.server.delayP50Ms,
    serverLoopDelayP99Ms: result.server.delayP99Ms,
    serverLoopDelayMaxMs: result.server.delayMaxMs,
    serverCpuMsPerEvent: round(result.server.cpuMs / Math.max(1, published)),
    serverCpuUsPerDelivery: round((result.server.cpuMs * 1000) / Math.max(1, delivered)),
    clientLoopDelayP99Ms: arrivals.clientLoopDelayP99Ms,
    publish: summarize(run.latenciesMs),
    worstPublishStartLagMs: round(run.worstStartLagMs),
    drainMs: Math.round(result.drainMs),
    loadAverage: result.loadAverage,
    ...(result.counters.sqlStatements !== undefined
      ? { sqlStatementsPerEvent: round(result.counters.sqlStatements / Math.max(1, published)) }
      : {}),
    errors: [...new Set([...run.failures, ...arrivals.errors])].slice(0, 5),
  };
}

export interface ComparedRound {
  subscribers: number;
  product: RoundFigures;
  baseline?: RoundFigures;
  /** Product p99 over baseline p99. */
  p99Ratio?: number;
}

export function compare(product: RoundFigures, baseline?: RoundFigures): ComparedRound {
  return {
    subscribers: product.subscribers,
    product,
    baseline,
    p99Ratio: baseline ? ratio(product.latency.p99Ms, baseline.latency.p99Ms) : undefined,
  };
}

/**
 * CPU the fanning-out process spends per additional subscriber and event, from two rounds with different
 * subscriber counts: what the per-event work (the comment mutation itself, the shared resolution) cancels
 * out of. It is the figure that shows an event resolved once per topic, not once per subscriber.
 */
export function marginalCpuUsPerSubscriber(rounds: ComparedRound[]) {
  const marginal = (a: RoundFigures, b: RoundFigures) =>
    round(((b.serverCpuMsPerEvent - a.serverCpuMsPerEvent) * 1000) / (b.subscribers - a.subscribers));
  return rounds.slice(1).map((current, i) => {
    const previous = rounds[i];
    return {
      between: `${previous.subscribers}-${current.subscribers}`,
      api: marginal(previous.product, current.product),
      ...(previous.baseline && current.baseline ? { rawWs: marginal(previous.baseline, current.baseline) } : {}),
    };
  });
}

/** The targets for fan-out to 1,000 subscribers: nothing lost, p99 under 60 ms, loop delay p99 under 30 ms. */
export function targetsMet(round: ComparedRound) {
  return {
    nothingLost: round.product.lost === 0 && round.product.failedConnections === 0,
    p99Under60Ms: round.product.latency.p99Ms < 60,
    loopDelayP99Under30Ms: round.product.serverLoopDelayP99Ms < 30,
  };
}

export function printRounds(rounds: ComparedRound[]): void {
  const row = (side: string, figures: RoundFigures) => ({
    subscribers: figures.subscribers,
    side,
    'delivered/expected': `${figures.delivered}/${figures.expected}`,
    'p50 ms': figures.latency.p50Ms,
    'p95 ms': figures.latency.p95Ms,
    'p99 ms': figures.latency.p99Ms,
    'max ms': figures.latency.maxMs,
    'first p50': figures.firstArrival.p50Ms,
    'spread p50': figures.spread.p50Ms,
    'loop p99 ms': figures.serverLoopDelayP99Ms,
    'cpu ms/event': figures.serverCpuMsPerEvent,
    'cpu µs/msg': figures.serverCpuUsPerDelivery,
    'client loop p99': figures.clientLoopDelayP99Ms,
    'sql/event': figures.sqlStatementsPerEvent ?? '',
    'machine load': figures.loadAverage,
  });
  printTable(
    'Live fan-out: caseActivityAdded (graphql-ws, api) against a raw ws broadcast from Redis pub/sub',
    rounds.flatMap((compared) => [
      row('api', compared.product),
      ...(compared.baseline ? [row('raw ws', compared.baseline)] : []),
    ]),
  );
  printTable(
    'Ratios and targets (1,000 subscribers: nothing lost, p99 < 60 ms, api event-loop delay p99 < 30 ms)',
    rounds.map((compared) => {
      const met = targetsMet(compared);
      return {
        subscribers: compared.subscribers,
        'p99 api/raw': compared.p99Ratio ?? '',
        'nothing lost': met.nothingLost,
        'p99 < 60 ms': met.p99Under60Ms,
        'loop p99 < 30 ms': met.loopDelayP99Under30Ms,
        'addCaseComment p99 ms': compared.product.publish.p99Ms,
      };
    }),
  );
  const marginal = marginalCpuUsPerSubscriber(rounds);
  if (marginal.length > 0) {
    printTable(
      'Server CPU per added subscriber and event (µs)',
      marginal.map((row) => ({ subscribers: row.between, api: row.api, 'raw ws': row.rawWs ?? '' })),
    );
  }
  const errors = rounds.flatMap((compared) => [...compared.product.errors, ...(compared.baseline?.errors ?? [])]);
  if (errors.length > 0) process.stdout.write(`\nErrors seen: ${errors.join('\n  ')}\n`);
}
