// The baseline: a bare Apollo Server 5 on plain node http answering the case page's document from the
// same SQL as the api, in a process of its own like the api. Started by main.ts. Beside /graphql:
//   GET /sql-statements  statements sent so far (POST also resets), like the api's counter
//   POST /sql, GET /sql  record the statements sent in between, like the api's probe
//   GET /usage           the process's CPU and garbage-collection time so far, like the api's probe
import { createServer, type IncomingMessage } from 'node:http';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { BENCH_ENV } from '../../support/bench-env.js';
import { BARE_APOLLO_PORT } from '../ports.js';
import { trackProcessUsage } from '../process-usage.js';
import { CaseDetailSql } from './case-detail-sql.js';
import { type BareContext, createContext, createResolvers } from './resolvers.js';
import { typeDefs } from './type-defs.js';

const usage = trackProcessUsage();
const sql = await CaseDetailSql.connect(BENCH_ENV.DATABASE_URL, Number(BENCH_ENV.DATABASE_POOL_SIZE));
const apollo = new ApolloServer<BareContext>({ typeDefs, resolvers: createResolvers(sql) });
await apollo.start();

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const server = createServer((request, response) => {
  if (request.url === '/usage') return void response.end(JSON.stringify(usage()));
  if (request.url === '/sql-statements') {
    const statements = sql.log.count;
    if (request.method === 'POST') sql.log.count = 0;
    return void response.end(JSON.stringify({ statements }));
  }
  if (request.url === '/sql') {
    if (request.method === 'POST') Object.assign(sql.log, { recording: true, recorded: [] });
    else sql.log.recording = false;
    return void response.end(JSON.stringify({ statements: sql.log.recorded }));
  }
  void (async () => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const text = await readBody(request);
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: request.method ?? 'POST',
        headers,
        search: new URL(request.url ?? '/', 'http://localhost').search,
        body: text ? JSON.parse(text) : undefined,
      },
      context: async () => createContext(sql),
    });
    for (const [key, value] of result.headers) response.setHeader(key, value);
    response.statusCode = result.status ?? 200;
    if (result.body.kind === 'complete') return void response.end(result.body.string);
    for await (const chunk of result.body.asyncIterator) response.write(chunk);
    response.end();
  })().catch((error: unknown) => {
    response.statusCode = 500;
    response.end(String(error));
  });
});
server.listen(BARE_APOLLO_PORT, '127.0.0.1');

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void apollo.stop().then(() => sql.end());
});
