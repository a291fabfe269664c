// Loaded into the api with `node --import` (see api-stack.ts). It answers, on its own port:
//   POST /sql  start recording the text of the SQL statements the pg driver sends (clears what was kept)
//   GET  /sql  stop recording and answer the statements recorded, so the benchmark can show which
//              statements one case page costs and run exactly those in its bare baseline
//   GET  /usage  the process's CPU and garbage-collection time so far (process-usage.ts)
import { createServer } from 'node:http';
import pg from 'pg';
import { PROBE_PORT } from './ports.js';
import { trackProcessUsage } from './process-usage.js';

/** Enough for one request; a runaway N+1 still shows its pattern without growing without bound. */
const MAX_RECORDED = 500;

let recording = false;
let recorded: string[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function recordedQuery(this: pg.Client, ...args: unknown[]) {
  if (recording && recorded.length < MAX_RECORDED) {
    const [config] = args;
    recorded.push(typeof config === 'string' ? config : String((config as { text?: string })?.text ?? config));
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const usage = trackProcessUsage();

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.url === '/usage') return void response.end(JSON.stringify(usage()));
  if (request.method === 'POST') {
    recorded = [];
    recording = true;
    return void response.end('{}');
  }
  recording = false;
  response.end(JSON.stringify({ statements: recorded }));
})
  .listen(PROBE_PORT, '127.0.0.1')
  .unref();
