// The subscribing clients, spread over worker threads, as one object the benchmark drives.
import { Worker } from 'node:worker_threads';
import type { ThreadCommand, ThreadReply, ThreadSetup } from './subscriber-protocol.js';

type Reply<K extends ThreadReply['kind']> = Extract<ThreadReply, { kind: K }>;

export interface Arrivals {
  /** Arrival times (ms, wall clock) of each event key, over all connections. */
  byKey: Map<string, number[]>;
  receivedPerConnection: number[];
  /** Event-loop delay p99 of the busiest client thread: how much the load generator itself delayed arrivals. */
  clientLoopDelayP99Ms: number;
  unexpectedCloses: number;
  errors: string[];
  sample?: string;
}

class SubscriberThread {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (reply: ThreadReply) => void; reject: (error: Error) => void }
  >();
  private nextRequestId = 0;

  constructor(setup: ThreadSetup) {
    this.worker = new Worker(new URL('./subscriber-thread.js', import.meta.url), { workerData: setup });
    this.worker.on('message', (reply: ThreadReply & { requestId: number }) => {
      this.pending.get(reply.requestId)?.resolve(reply);
      this.pending.delete(reply.requestId);
    });
    this.worker.on('error', (error) => {
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    });
  }

  ask<K extends ThreadReply['kind']>(kind: ThreadCommand['kind']): Promise<Reply<K>> {
    const requestId = this.nextRequestId++;
    return new Promise((resolve, reject) => {
      this.pending.set(requestId, { resolve: resolve as (reply: ThreadReply) => void, reject });
      this.worker.postMessage({ kind, requestId });
    });
  }

  async terminate(): Promise<void> {
    await this.ask('close');
    await this.worker.terminate();
  }
}

export class SubscriberPool {
  private constructor(private readonly threads: SubscriberThread[]) {}

  /**
   * Opens `count` connections over `threadCount` threads. `connectionParams(i)` gives the i-th connection's
   * graphql-ws init payload (connections take the subscribing users in turn).
   */
  static async open(options: {
    url: string;
    mode: ThreadSetup['mode'];
    count: number;
    threadCount: number;
    connectionParams?: (index: number) => Record<string, unknown>;
    subscribeMessage?: string;
  }): Promise<{ pool: SubscriberPool; opened: number; failed: number; errors: string[] }> {
    const threadCount = Math.max(1, Math.min(options.threadCount, options.count));
    const threads: SubscriberThread[] = [];
    let first = 0;
    for (let t = 0; t < threadCount; t++) {
      const connectionCount = Math.floor(options.count / threadCount) + (t < options.count % threadCount ? 1 : 0);
      const connectionParams = Array.from(
        { length: connectionCount },
        (_, i) => options.connectionParams?.(first + i) ?? {},
      );
      first += connectionCount;
      threads.push(
        new SubscriberThread({
          url: options.url,
          mode: options.mode,
          connectionCount,
          connectionParams,
          subscribeMessage: options.subscribeMessage,
          openConcurrency: 8,
        }),
      );
    }
    const replies = await Promise.all(threads.map((thread) => thread.ask<'opened'>('open')));
    return {
      pool: new SubscriberPool(threads),
      opened: replies.reduce((sum, reply) => sum + reply.opened, 0),
      failed: replies.reduce((sum, reply) => sum + reply.failed, 0),
      errors: replies.flatMap((reply) => reply.errors),
    };
  }

  /** Connections that received at least one event, and events received, since the last reset. */
  async progress(): Promise<{ connectionsWithEvent: number; received: number }> {
    const replies = await Promise.all(this.threads.map((thread) => thread.ask<'status'>('status')));
    return {
      connectionsWithEvent: replies.reduce((sum, reply) => sum + reply.connectionsWithEvent, 0),
      received: replies.reduce((sum, reply) => sum + reply.received, 0),
    };
  }

  /** Forgets what arrived so far (the warm-up) and starts the clients' own delay figures again. */
  async reset(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.ask('reset')));
  }

  async collect(): Promise<Arrivals> {
    const replies = await Promise.all(this.threads.map((thread) => thread.ask<'collected'>('collect')));
    const byKey = new Map<string, number[]>();
    for (const reply of replies) {
      reply.keys.forEach((key, i) => {
        let times = byKey.get(key);
        if (!times) byKey.set(key, (times = []));
        for (let j = reply.offsets[i]; j < reply.offsets[i + 1]; j++) times.push(reply.times[j]);
      });
    }
    return {
      byKey,
      receivedPerConnection: replies.flatMap((reply) => reply.receivedPerConnection),
      clientLoopDelayP99Ms: Math.max(...replies.map((reply) => reply.loopDelayP99Ms)),
      unexpectedCloses: replies.reduce((sum, reply) => sum + reply.unexpectedCloses, 0),
      errors: replies.flatMap((reply) => reply.errors),
      sample: replies.find((reply) => reply.sample)?.sample,
    };
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.terminate()));
  }
}
