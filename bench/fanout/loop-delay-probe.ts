// Loaded with `node --import` into the process under measurement (the api, or the raw broadcast server):
// samples its event-loop delay with perf_hooks.monitorEventLoopDelay and its CPU time, and answers both on a
// local port. POST starts a new window; GET answers the figures since the last POST.
// Port: LOOP_PROBE_PORT, else API_PORT + 2 (the api's SQL counter has API_PORT + 1).
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LoopProbeReading } from './loop-probe-client.js';

// Node's default resolution (10 ms), as monitoring tools use it: a sample every 10 ms, each recording how late
// it ran. Finer sampling would cost the measured process a thousand wake-ups a second.
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
let windowStart = performance.now();
let cpuAtStart = process.cpuUsage();

const nsToMs = (ns: number) => Math.round(ns / 1e4) / 100;

function reading(): LoopProbeReading {
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    delayP50Ms: nsToMs(histogram.percentile(50)),
    delayP99Ms: nsToMs(histogram.percentile(99)),
    delayMaxMs: nsToMs(histogram.max),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    windowMs: Math.round(performance.now() - windowStart),
  };
}

const port = Number(process.env.LOOP_PROBE_PORT ?? Number(process.env.API_PORT) + 2);
createServer((request, response) => {
  const answer = reading();
  if (request.method === 'POST') {
    histogram.reset();
    windowStart = performance.now();
    cpuAtStart = process.cpuUsage();
  }
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(answer));
})
  .listen(port, '127.0.0.1')
  .unref();
