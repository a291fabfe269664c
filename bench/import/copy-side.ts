// The baseline: the same rows written by plain COPY into the same tables (the new employees into app_user,
// the cases into case_record, their "import case" entries into case_activity) on one connection, ids made in
// the process; no checks, no lookups, nothing published. Timed from the rows in memory to the last commit.
// One transaction per 5,000 rows: in a single one of 100,000, case_record's per-row status-count trigger
// updates the same few counter rows so often in one transaction that each update walks a longer chain of
// row versions (168 s for 100,000 rows on the development machine): that would be no baseline at all.
import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyLine, type CopyValue } from '../data/copy-format.js';
import type { BenchRow } from './file-rows.js';
import { employeeEmail, type ImportFixture, workerEmail } from './fixture.js';

const CHUNK_ROWS = 5_000;
const ROWS_PER_TRANSACTION = 5_000;

export async function copyRows(pool: pg.Pool, fixture: ImportFixture, rows: readonly BenchRow[]): Promise<number> {
  const client = await pool.connect();
  try {
    const started = performance.now();
    const side = fixture.copy;
    const organizationId = side.organizationId;
    const people = new Map(side.people);
    const newUsers: CopyValue[][] = [];
    const cases: CopyValue[][] = [];
    const activities: CopyValue[][] = [];
    const importId = randomUUID();
    // Each new employee goes in with the transaction of the first case that names it.
    const firstCase = new Map<string, number>();
    rows.forEach((row, index) => {
      const email = employeeEmail(fixture, 'copy', row.employee);
      let submitterId = people.get(email);
      if (!submitterId) {
        submitterId = randomUUID();
        people.set(email, submitterId);
        newUsers.push([submitterId, email, 'USER', 'Nia', `New ${row.employee}`, organizationId, organizationId]);
        firstCase.set(submitterId, index);
      }
      const assigneeId = row.worker === null ? null : people.get(workerEmail(fixture, 'copy', row.worker))!;
      const createdAt = `${row.createdDate}T00:00:00Z`;
      const caseId = randomUUID();
      cases.push([
        caseId,
        organizationId,
        `C-${index.toString(16).toUpperCase().padStart(8, '0')}`,
        row.externalId,
        true,
        row.caseType,
        row.title,
        row.status,
        row.visitType,
        submitterId,
        assigneeId,
        assigneeId ? fixture.cvAdminId : null,
        assigneeId ? createdAt : null,
        row.status === 'IN_PROGRESS' ? createdAt : null,
        createdAt,
      ]);
      activities.push([
        organizationId,
        caseId,
        'IMPORT_CASE',
        fixture.cvAdminId,
        JSON.stringify({ caseImportId: importId, row: index + 2 }),
      ]);
    });
    for (let from = 0; from < cases.length; from += ROWS_PER_TRANSACTION) {
      const to = from + ROWS_PER_TRANSACTION;
      const inChunk = (user: CopyValue[]) => {
        const first = firstCase.get(user[0] as string)!;
        return first >= from && first < to;
      };
      await client.query('BEGIN');
      await copy(client, 'app_user', USER_COLUMNS, newUsers.filter(inChunk));
      await copy(client, 'case_record', CASE_COLUMNS, cases.slice(from, to));
      await copy(client, 'case_activity', ACTIVITY_COLUMNS, activities.slice(from, to));
      await client.query('COMMIT');
    }
    return performance.now() - started;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const USER_COLUMNS = ['id', 'email', 'role', 'first_name', 'last_name', 'organization_id', 'home_organization_id'];
const CASE_COLUMNS = [
  'id',
  'organization_id',
  'short_id',
  'external_id',
  'is_imported',
  'type',
  'title',
  'status',
  'visit_type',
  'submitter_id',
  'assigned_to_id',
  'assigned_by_id',
  'assigned_at',
  'in_progress_at',
  'created_at',
];
const ACTIVITY_COLUMNS = ['organization_id', 'case_id', 'type', 'actor_user_id', 'payload'];

async function copy(client: pg.PoolClient, table: string, columns: readonly string[], rows: CopyValue[][]) {
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  for (let from = 0; from < rows.length; from += CHUNK_ROWS) {
    const chunk = rows
      .slice(from, from + CHUNK_ROWS)
      .map(copyLine)
      .join('');
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await finished(stream);
}
