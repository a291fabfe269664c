// The baseline of the same run: the raw broadcast server in a process of its own, and a publisher that sends
// it the product's own message bytes (a captured `next` message, with a fresh event id and time each time).
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { BENCH_ENV } from '../support/bench-env.js';
import { LoopProbeClient } from './loop-probe-client.js';

export interface RawBaseline {
  url: string;
  probe: LoopProbeClient;
  /** The server's CPU profiler, when loaded. */
  profilerPort?: number;
  /** Publishes one message like `template`; answers its key and notes when it was published. */
  publish(template: string): Promise<string>;
  /** Wall-clock ms at which each key was published. */
  publishedAt: Map<string, number>;
  stop(): Promise<void>;
}

export async function startRawBaseline(ports: {
  server: number;
  probe: number;
  profiler?: number;
}): Promise<RawBaseline> {
  const channel = `${BENCH_ENV.REDIS_PREFIX}:bench-fanout-raw`;
  const preload = (module: string) => ['--import', new URL(module, import.meta.url).pathname];
  const server: ChildProcess = fork(new URL('./raw-broadcast-server.js', import.meta.url), [], {
    execArgv: [...preload('./loop-delay-probe.js'), ...(ports.profiler ? preload('./cpu-profile-probe.js') : [])],
    env: {
      ...process.env,
      RAW_FANOUT_PORT: String(ports.server),
      RAW_FANOUT_CHANNEL: channel,
      REDIS_URL: BENCH_ENV.REDIS_URL,
      LOOP_PROBE_PORT: String(ports.probe),
      ...(ports.profiler
        ? { CPU_PROFILE_PORT: String(ports.profiler), FANOUT_CPU_PROFILE: `${process.env.FANOUT_CPU_PROFILE}.raw` }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('message', () => resolve());
    server.once('exit', (code) => reject(new Error(`The raw broadcast server exited with ${code}`)));
  });
  const publisher = new Redis(BENCH_ENV.REDIS_URL);
  const publishedAt = new Map<string, number>();
  return {
    url: `ws://127.0.0.1:${ports.server}`,
    probe: new LoopProbeClient(ports.probe),
    profilerPort: ports.profiler,
    publishedAt,
    async publish(template) {
      const key = randomUUID();
      const message = JSON.parse(template) as { payload: { data: Record<string, Record<string, unknown>> } };
      for (const field in message.payload.data) {
        const event = message.payload.data[field];
        // Same fields, same sizes: only the event's id, time and comment id change, as they do in the product.
        event.id = randomUUID();
        event.createdAt = new Date().toISOString();
        event.payload = { ...(event.payload as object), commentId: key };
      }
      const bytes = JSON.stringify(message);
      publishedAt.set(key, performance.timeOrigin + performance.now());
      await publisher.publish(channel, bytes);
      return key;
    },
    async stop() {
      publisher.disconnect();
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
    },
  };
}
