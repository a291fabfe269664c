// Generates the bench dataset into a freshly created and migrated bench database: every table is streamed
// with COPY at once, into bare tables whose indexes and constraints are rebuilt afterwards.
import pg from 'pg';
import { ensureBenchDatabase } from '../support/bench-database.js';
import { BENCH_ENV } from '../support/bench-env.js';
import {
  ACTIVITY_COLUMNS,
  CASE_ASSIGNEE_COLUMNS,
  CASE_COLUMNS,
  CaseStories,
  type CaseTables,
  COMMENT_COLUMNS,
  DECISION_COLUMNS,
  ESCALATION_COLUMNS,
  NOTE_COLUMNS,
} from './case-stories.js';
import { type BenchDataset, GENERATOR_VERSION, recordDataset } from './dataset.js';
import { assertSameSchema, dropSchema, restoreSchema, snapshotSchema } from './deferred-schema.js';
import {
  type DatasetSubjects,
  ORGANIZATION_ACCESS_COLUMNS,
  ORGANIZATION_COLUMNS,
  type PeopleTables,
  USER_COLUMNS,
  writePeople,
} from './people.js';
import { caseTimes, planDataset } from './plan.js';
import { Random } from './random.js';
import { TableCopy } from './table-copy.js';

export interface GenerateOptions {
  seed: number;
  scale: number;
  log: (line: string) => void;
}

const TABLES = {
  organization: ORGANIZATION_COLUMNS,
  app_user: USER_COLUMNS,
  organization_access: ORGANIZATION_ACCESS_COLUMNS,
  case_record: CASE_COLUMNS,
  case_assignee: CASE_ASSIGNEE_COLUMNS,
  case_activity: ACTIVITY_COLUMNS,
  case_comment: COMMENT_COLUMNS,
  case_note: NOTE_COLUMNS,
  case_decision: DECISION_COLUMNS,
  case_escalation: ESCALATION_COLUMNS,
} as const;
type TableName = keyof typeof TABLES;

/** Cases are sorted by creation time with their organization packed into the low bits of one number. */
const ORGANIZATION_BITS = 1024;
/** How many cases are written between checks that PostgreSQL keeps up. */
const CASES_PER_BATCH = 2000;

export async function generateDataset(options: GenerateOptions): Promise<BenchDataset> {
  const { seed, scale, log } = options;
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

  await recreateBenchDatabase();
  log(`[${seconds()} s] database ${databaseName()} recreated and migrated`);

  const control = await connect();
  const snapshot = await snapshotSchema(control, Object.keys(TABLES));
  await dropSchema(control, snapshot);
  // Triggers work row by row: the per-status counts (case_status_count) are counted once after the load
  // instead, and access-change notifications (for the api's cache) mean nothing to a new database.
  for (const table of Object.keys(TABLES)) await control.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);

  const copies = Object.fromEntries(
    await Promise.all(
      (Object.entries(TABLES) as [TableName, readonly string[]][]).map(async ([table, columns]) => [
        table,
        await TableCopy.open(BENCH_ENV.DATABASE_URL, table, columns),
      ]),
    ),
  ) as Record<TableName, TableCopy>;
  const allCopies = Object.values(copies);
  let subjects: DatasetSubjects;
  try {
    const random = new Random(seed);
    const plan = planDataset(random, scale);
    if (plan.organizations.length > ORGANIZATION_BITS) throw new Error(`--scale ${scale} makes too many organizations`);
    const peopleTables: PeopleTables = {
      organization: copies.organization,
      appUser: copies.app_user,
      organizationAccess: copies.organization_access,
    };
    const people = writePeople(random, plan, peopleTables);
    subjects = people.subjects;
    log(`[${seconds()} s] ${plan.organizations.length} organizations, ${copies.app_user.rows} users`);

    // Cases are written in the order they were opened, across organizations, as production inserts them.
    const order = new Float64Array(plan.totalCases);
    let filled = 0;
    for (const organization of plan.organizations) {
      for (const time of caseTimes(random, organization.cases)) {
        order[filled++] = time * ORGANIZATION_BITS + organization.index;
      }
    }
    order.sort();

    const caseTables: CaseTables = {
      caseRecord: copies.case_record,
      caseAssignee: copies.case_assignee,
      caseActivity: copies.case_activity,
      caseComment: copies.case_comment,
      caseNote: copies.case_note,
      caseDecision: copies.case_decision,
      caseEscalation: copies.case_escalation,
    };
    const stories = new CaseStories(random, people.organizations, caseTables);
    let reported = performance.now();
    for (let i = 0; i < order.length; i += 1) {
      const key = order[i];
      const organizationIndex = key % ORGANIZATION_BITS;
      stories.write(people.organizations[organizationIndex], (key - organizationIndex) / ORGANIZATION_BITS);
      if (i % CASES_PER_BATCH === CASES_PER_BATCH - 1) {
        await Promise.all(allCopies.map((copy) => copy.drained()));
        if (performance.now() - reported > 10_000) {
          reported = performance.now();
          log(`[${seconds()} s] ${i + 1} of ${order.length} cases, ${totalRows(allCopies)} rows`);
        }
      }
    }
    await Promise.all(allCopies.map((copy) => copy.finish()));
  } catch (error) {
    await Promise.all(allCopies.map((copy) => copy.abort()));
    await control.end();
    throw error;
  }
  const rowCounts = Object.fromEntries(allCopies.map((copy) => [copy.table, copy.rows]));
  log(`[${seconds()} s] loaded ${totalRows(allCopies)} rows; rebuilding indexes and constraints`);

  const builders = [control, await connect()];
  await restoreSchema(builders, snapshot, (name, took) => {
    if (took >= 1) log(`[${seconds()} s]   ${name} ${took.toFixed(1)} s`);
  });
  assertSameSchema(snapshot, await snapshotSchema(control, Object.keys(TABLES)));
  log(`[${seconds()} s] indexes and constraints restored as the migrations define them`);
  for (const table of Object.keys(TABLES)) await control.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
  await control.query('TRUNCATE case_status_count');
  await control.query(
    `INSERT INTO case_status_count (organization_id, status, is_archived, case_count)
     SELECT organization_id, status, is_archived, COUNT(*) FROM case_record GROUP BY 1, 2, 3`,
  );

  // Statistics for the planner, and the visibility map for index-only scans (COPY FREEZE set most of it).
  await Promise.all(
    builders.map(async (client, i) => {
      const tables = Object.keys(TABLES).filter((_, index) => index % builders.length === i);
      for (const table of tables) await client.query(`VACUUM (ANALYZE) "${table}"`);
    }),
  );
  log(`[${seconds()} s] analyzed`);

  const dataset = {
    generatorVersion: GENERATOR_VERSION,
    seed,
    scale,
    durationSeconds: Number(seconds()),
    rowCounts,
    subjects,
  };
  await recordDataset(control, dataset);
  await Promise.all(builders.map((client) => client.end()));
  return { ...dataset, generatedAt: new Date().toISOString() };
}

const totalRows = (copies: TableCopy[]) => copies.reduce((sum, copy) => sum + copy.rows, 0);

const databaseName = () => new URL(BENCH_ENV.DATABASE_URL).pathname.slice(1);

/** Drops the bench database (closing whatever is still connected to it) and creates and migrates it anew. */
async function recreateBenchDatabase(): Promise<void> {
  const name = databaseName();
  if (!/^[\w-]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  const maintenance = new URL(BENCH_ENV.DATABASE_URL);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  await ensureBenchDatabase();
}

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: BENCH_ENV.DATABASE_URL, application_name: 'bench-data' });
  await client.connect();
  await client.query('SET synchronous_commit = off');
  await client.query(`SET maintenance_work_mem = '1GB'`);
  return client;
}
