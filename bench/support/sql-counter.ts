// Loaded into the api process with `node --import` by api-stack.ts: counts every SQL statement the pg
// driver sends (TypeORM's included, BEGIN and COMMIT too) and answers the count on a local port, so a
// benchmark can report statements per request without any change to the product.
import { createServer } from 'node:http';
import pg from 'pg';
import { SQL_COUNTER_PORT } from './bench-env.js';

let statements = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

// GET answers the count so far; POST answers it and starts again from zero.
createServer((request, response) => {
  const count = statements;
  if (request.method === 'POST') statements = 0;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ statements: count }));
})
  .listen(SQL_COUNTER_PORT, '127.0.0.1')
  .unref();
