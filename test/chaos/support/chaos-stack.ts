import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import type { CaseActivityType } from '#events';
import { waitFor } from '#test/eventually';
import { createPrivateDatabase, type PrivateDatabase } from '#test/private-database';
import {
  freePort,
  killAllProcesses,
  killProcess,
  type NodeService,
  startApiProcess,
  startRedis,
  startWorkerProcess,
} from '#test/processes';
import { uniqueRedisPrefix } from '#test/test-env';
import { demoUser } from '#test/tokens';

/** Settings of every process of a chaos stack: the relay looks often, and leaves a change's own dispatch its second. */
const STACK_SETTINGS = {
  LOG_LEVEL: 'warn',
  OUTBOX_RELAY_INTERVAL_MS: '500',
  OUTBOX_RELAY_GRACE_MS: '2000',
};

export interface CaseEntry {
  id: string;
  type: CaseActivityType;
  dispatched: boolean;
  done: boolean;
}

export interface ChaosStack {
  db: PrivateDatabase;
  redisPort: number;
  prefix: string;
  /** The environment of the stack's api and worker processes. */
  env: Record<string, string>;
  startRedis(): Promise<ChildProcess>;
  killRedis(): Promise<void>;
  /** A Redis client of the test itself (queue counts, the jobs' event stream). */
  redisClient(): Redis;
  startApi(port?: number): Promise<{ service: NodeService; url: string; port: number }>;
  startWorker(): Promise<NodeService>;
  /** A new case of the demo organization Acme, assigned to the demo caseworker, with one first entry. */
  createCase(): Promise<{ caseId: string; firstEntryId: string }>;
  /** Ids of the case's entries after `afterId`, in timeline order. */
  entriesAfter(caseId: string, afterId: string): Promise<CaseEntry[]>;
  /** Stops every process and client of the stack and drops its database; safe after a failure. */
  close(): Promise<void>;
}

/**
 * A stack of one chaos test file: its own redis-server (memory only, so a restart comes back empty),
 * its own database and key prefix; api and worker processes are the built ones, started and killed by
 * the test.
 */
export async function createChaosStack(label: string, settings: Record<string, string> = {}): Promise<ChaosStack> {
  const redisPort = await freePort();
  const prefix = uniqueRedisPrefix();
  let redis: ChildProcess | undefined = await startRedis(redisPort);
  let db: PrivateDatabase | undefined;
  const clients: Redis[] = [];
  try {
    db = await createPrivateDatabase(`chaos_${label}`);
  } catch (error) {
    await killAllProcesses();
    throw error;
  }
  // The demo rows' entries are no part of the test: done already, so no relay sends them.
  await db.query('UPDATE case_activity SET dispatched_at = now(), workflow_done_at = now()');
  const env = {
    ...STACK_SETTINGS,
    ...settings,
    DATABASE_URL: db.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_PREFIX: prefix,
  };
  const stack: ChaosStack = {
    db,
    redisPort,
    prefix,
    env,
    async startRedis() {
      redis = await startRedis(redisPort);
      return redis;
    },
    async killRedis() {
      if (redis) await killProcess(redis);
      redis = undefined;
    },
    redisClient() {
      const client = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: false });
      client.on('error', () => undefined); // the test kills this Redis on purpose
      clients.push(client);
      return client;
    },
    async startApi(port) {
      const apiPort = port ?? (await freePort());
      const service = await startApiProcess(apiPort, env);
      return { service, url: `http://127.0.0.1:${apiPort}`, port: apiPort };
    },
    startWorker: () => startWorkerProcess(env),
    async createCase() {
      const acme = DEMO_ORGANIZATIONS.acme.id;
      const [{ id: caseId }] = await db!.query<{ id: string }>(
        `INSERT INTO case_record (organization_id, short_id, title, status, is_archived, submitter_id, assigned_to_id)
         VALUES ($1, $2, 'Chaos case', 'IN_PROGRESS', false, $3, $4) RETURNING id`,
        [acme, `C-${randomUUID().slice(0, 8)}`, demoUser('employee').id, demoUser('caseworker').id],
      );
      const [{ id: firstEntryId }] = await db!.query<{ id: string }>(
        `INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, dispatched_at, workflow_done_at)
         VALUES ($1, $2, 'ADD_COMMENT', NULL, '{}', now(), now()) RETURNING id`,
        [acme, caseId],
      );
      return { caseId, firstEntryId };
    },
    entriesAfter(caseId, afterId) {
      return db!.query(
        `SELECT a.id, a.type, a.dispatched_at IS NOT NULL AS dispatched, a.workflow_done_at IS NOT NULL AS done
           FROM case_activity a, case_activity first
          WHERE first.id = $2 AND a.case_id = $1 AND (a.created_at, a.id) > (first.created_at, first.id)
          ORDER BY a.created_at, a.id`,
        [caseId, afterId],
      );
    },
    async close() {
      for (const client of clients) client.disconnect();
      await killAllProcesses();
      await db?.drop();
    },
  };
  return stack;
}

/** Waits until every entry of the case after `afterId` is dispatched (the relay sent what the api did not). */
export function allDispatched(stack: ChaosStack, caseId: string, afterId: string, timeoutMs = 60000) {
  return waitFor(() => stack.entriesAfter(caseId, afterId), {
    until: (entries) => entries.every((entry) => entry.dispatched),
    what: 'every entry of the case to be dispatched',
    timeoutMs,
    intervalMs: 250,
  });
}
