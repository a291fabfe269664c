// Loaded into the product's worker with `node --import` when profiling, controlled over the IPC
// channel so the profile covers the measured drain only. (`--cpu-prof` would cover start-up too and
// writes nothing when the worker ends on SIGTERM, which Nest re-raises after its shutdown hooks; and
// Nest's shutdown hooks claim SIGUSR2.)
// 'cpu-profile:start' starts it; 'cpu-profile:stop' writes QUEUE_BENCH_CPU_PROFILE; each is answered.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const path = process.env.QUEUE_BENCH_CPU_PROFILE;
if (!path || !process.send) throw new Error('QUEUE_BENCH_CPU_PROFILE and an IPC channel are required');

const session = new Session();
session.connect();
process.on('message', (message) => {
  void (async () => {
    if (message === 'cpu-profile:start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      process.send!('cpu-profile:started');
    } else if (message === 'cpu-profile:stop') {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path, JSON.stringify(profile));
      process.send!('cpu-profile:written');
    }
  })();
});
// The channel must not keep the worker alive by itself (adding the listener referenced it).
process.channel?.unref();
