// The product side of a round: graphql-ws subscribers on the api, comments added through the api.
import type pg from 'pg';
import type { ApiStack } from '../support/api-stack.js';
import { BENCH_WS_URL } from '../support/bench-env.js';
import { addComment } from './comment-driver.js';
import type { RoundDriver } from './fanout-round.js';
import type { FanoutFixture } from './fixture.js';
import { subscribeMessage } from './live-query.js';
import type { LoopProbeClient } from './loop-probe-client.js';
import { SubscriberPool } from './subscriber-pool.js';

export function productDriver(context: {
  fixture: FanoutFixture;
  stack: ApiStack;
  database: pg.Pool;
  probe: LoopProbeClient;
  clientThreads: number;
  /** The api's CPU profiler, when loaded: it then profiles the measured window. */
  profilerPort?: number;
}): RoundDriver {
  const { fixture, stack, database, probe } = context;
  return {
    probe,
    openSubscribers: (count) =>
      SubscriberPool.open({
        url: BENCH_WS_URL,
        mode: 'graphql',
        count,
        threadCount: context.clientThreads,
        // Connections take the subscribing staff in turn: several browser tabs per person, as in an office.
        connectionParams: (index) => ({
          authorization: `Bearer ${fixture.subscribers[index % fixture.subscribers.length].token}`,
        }),
        subscribeMessage: subscribeMessage(fixture.caseId),
      }),
    publish: (sequence) => addComment(fixture, sequence),
    /**
     * The commit, as the database saw it: the activity row's created_at is clock_timestamp() when the row
     * is inserted, the last statement of the comment's transaction before COMMIT, read here with its
     * microseconds (the payload's createdAt is cut to milliseconds). So the latency counts from just before
     * the commit: it includes the COMMIT itself, never less than commit-to-client.
     */
    async startTimes(keys) {
      const { rows } = await database.query<{ comment_id: string; at_ms: string }>(
        `SELECT payload->>'commentId' AS comment_id, (extract(epoch FROM created_at) * 1000)::text AS at_ms
           FROM case_activity
          WHERE case_id = $1 AND type = 'ADD_COMMENT' AND payload->>'commentId' = ANY($2::text[])`,
        [fixture.caseId, keys],
      );
      return new Map(rows.map((row) => [row.comment_id, Number(row.at_ms)]));
    },
    async resetCounters() {
      await stack.sqlStatements({ reset: true });
      if (context.profilerPort) await fetch(`http://127.0.0.1:${context.profilerPort}/start`, { method: 'POST' });
    },
    async readCounters() {
      if (context.profilerPort) await fetch(`http://127.0.0.1:${context.profilerPort}/stop`, { method: 'POST' });
      return { sqlStatements: await stack.sqlStatements() };
    },
  };
}
