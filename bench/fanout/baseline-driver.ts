// The baseline side of a round: plain `ws` clients of the raw broadcast server, fed through Redis pub/sub.
import type { RoundDriver } from './fanout-round.js';
import type { RawBaseline } from './raw-baseline.js';
import { SubscriberPool } from './subscriber-pool.js';

export function baselineDriver(raw: RawBaseline, template: string, clientThreads: number): RoundDriver {
  return {
    probe: raw.probe,
    openSubscribers: (count) => SubscriberPool.open({ url: raw.url, mode: 'raw', count, threadCount: clientThreads }),
    publish: () => raw.publish(template),
    // Counted from just before the PUBLISH: the baseline has no transaction, its "commit" is the publish.
    startTimes: async (keys) => new Map(keys.map((key) => [key, raw.publishedAt.get(key)!])),
    async resetCounters() {
      if (raw.profilerPort) await fetch(`http://127.0.0.1:${raw.profilerPort}/start`, { method: 'POST' });
    },
    async readCounters() {
      if (raw.profilerPort) await fetch(`http://127.0.0.1:${raw.profilerPort}/stop`, { method: 'POST' });
      return {};
    },
  };
}
