// Loaded with `node --import` into the api when the messages benchmark traces its paced phase (`--trace`):
// records when the event loop ran late (a 5 ms timer firing more than 10 ms late) and each garbage collection,
// with wall-clock times, and each request the api took more than 20 ms to answer (from its arrival in the
// api, so the generator's and the kernel's share is left out). Answers them on API_PORT + 4: GET answers the
// records since the last POST.
import { subscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import type { StallProbeReading } from './stall-probe-reading.js';

const TICK_MS = 5;
const LATE_MS = 10;
const SLOW_ANSWER_MS = 20;

const empty = (): StallProbeReading => ({ loopStalls: [], collections: [], slowAnswers: [] });
let reading = empty();

let expected = performance.now() + TICK_MS;
setInterval(() => {
  const now = performance.now();
  const late = now - expected;
  if (late > LATE_MS) reading.loopStalls.push({ atMs: performance.timeOrigin + now - late, ms: Math.round(late) });
  expected = now + TICK_MS;
}, TICK_MS).unref();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    reading.collections.push({
      atMs: performance.timeOrigin + entry.startTime,
      ms: Math.round(entry.duration * 10) / 10,
      kind: String((entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? ''),
    });
  }
}).observe({ entryTypes: ['gc'] });

const arrivals = new WeakMap<IncomingMessage, number>();
subscribe('http.server.request.start', (message) => {
  arrivals.set((message as { request: IncomingMessage }).request, performance.now());
});
subscribe('http.server.response.finish', (message) => {
  const { request } = message as { request: IncomingMessage; response: ServerResponse };
  const arrived = arrivals.get(request);
  if (arrived === undefined) return;
  const ms = performance.now() - arrived;
  if (ms > SLOW_ANSWER_MS) reading.slowAnswers.push({ atMs: performance.timeOrigin + arrived, ms: Math.round(ms) });
});

createServer((request, response) => {
  const answer = reading;
  if (request.method === 'POST') reading = empty();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(answer));
})
  .listen(Number(process.env.API_PORT) + 4, '127.0.0.1')
  .unref();
