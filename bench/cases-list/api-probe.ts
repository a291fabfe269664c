// Loaded into the api process with `node --import` beside the statement counter, on the counter's port + 1:
// - POST /start records the text and parameters of every statement the api sends from then on, POST /stop
//   ends the recording and answers it, so the benchmark can replay exactly that SQL through pg;
// - GET /cpu answers the CPU time the api process has used, so a phase can report the api's CPU per request,
//   a figure that holds even when other work shares the machine.
import { createServer } from 'node:http';
import pg from 'pg';
import { type CapturedStatement, API_PROBE_PORT } from './api-probe-client.js';

let captured: CapturedStatement[] | null = null;

const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function capturingQuery(this: pg.Client, ...args: unknown[]) {
  if (captured) {
    const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
    const text = typeof config === 'string' ? config : config?.text;
    const parameters = typeof config === 'object' && config?.values ? config.values : values;
    if (typeof text === 'string') captured.push({ text, values: Array.isArray(parameters) ? parameters : [] });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.url === '/cpu') {
    const usage = process.cpuUsage();
    return void response.end(JSON.stringify({ cpuMs: (usage.user + usage.system) / 1000 }));
  }
  const statements = captured ?? [];
  captured = request.url === '/start' ? [] : null;
  response.end(JSON.stringify(statements));
})
  .listen(API_PROBE_PORT, '127.0.0.1')
  .unref();
