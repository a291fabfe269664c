// SQL statements per request, counted by each server's counter; the statements of one request, recorded
// by the api's probe and by the baseline; and the check that both send the same ones.
import { type LoadTarget, post } from '../support/http-post.js';
import { PROBE_PORT } from './ports.js';

type Counter = (options?: { reset?: boolean }) => Promise<number>;

/** The api probe's recorder; the baseline has its own at `${origin}/sql`. */
export const API_STATEMENT_RECORDER = `http://127.0.0.1:${PROBE_PORT}/sql`;

/** Statements per request over a few requests sent one after another (the servers are otherwise idle). */
export async function statementsPerRequest(target: LoadTarget, counter: Counter, requests = 5): Promise<number> {
  await counter({ reset: true });
  for (let index = 0; index < requests; index += 1) await post(target);
  return (await counter()) / requests;
}

/** The statements a server sent to answer one request, each shortened to what it reads and how. */
export async function recordStatements(recorder: string, target: LoadTarget): Promise<string[]> {
  await fetch(recorder, { method: 'POST' });
  await post(target);
  const { statements } = (await (await fetch(recorder)).json()) as { statements: string[] };
  return statements.map(shortenStatement);
}

/** TypeORM lists and aliases every column: keep the table, the joins, the predicates and the order. */
export function shortenStatement(sql: string): string {
  return sql
    .replace(/^SELECT DISTINCT .*? FROM \(SELECT .*? FROM /s, 'SELECT DISTINCT … FROM (SELECT … FROM ')
    .replace(/^SELECT (?!DISTINCT).*? FROM /s, 'SELECT … FROM ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Statements one side sent that the other did not (order aside: loaders batch as promises settle). */
export function compareStatements(api: readonly string[], bare: readonly string[]) {
  const unmatched = [...bare];
  const apiOnly: string[] = [];
  for (const statement of api) {
    const index = unmatched.indexOf(statement);
    if (index === -1) apiOnly.push(statement);
    else unmatched.splice(index, 1);
  }
  return { apiOnly, bareOnly: unmatched };
}
