// The cases the benchmark reads, in its own organization: a large case (50 activities, 20 comments, a
// team, an HR rep, decisions) and a small one holding every kind of item too, so the two differ only in
// how many items they hold. The organization and its people stay; the cases are made for each run and
// removed after it (and any a failed run left behind are removed first).
import type pg from 'pg';
import { inTransaction } from '../support/bench-database.js';
import { BENCH_ORGANIZATION_ID, type BenchUser, ensureBenchOrganization } from './bench-organization.js';
import { type CaseShape, insertCase } from './case-rows.js';

export const LARGE_CASE: CaseShape = {
  activities: 50,
  comments: 20,
  notes: 6,
  decisions: 3,
  escalations: 2,
  formResponses: 2,
  teamMembers: 4,
  commentsWithFiles: 5,
  notesWithFiles: 3,
};

export const SMALL_CASE: CaseShape = {
  activities: 5,
  comments: 2,
  notes: 1,
  decisions: 1,
  escalations: 1,
  formResponses: 1,
  teamMembers: 1,
  commentsWithFiles: 1,
  notesWithFiles: 1,
};

export interface DetailFixture {
  /** The viewer: an HR Administrator, who may see every case of its organization and its PHI. */
  admin: BenchUser;
  largeCaseId: string;
  smallCaseId: string;
  /** Removes the cases and everything on them. */
  remove(): Promise<void>;
}

export async function createDetailFixture(pool: pg.Pool): Promise<DetailFixture> {
  const { people, largeCaseId, smallCaseId } = await inTransaction(pool, async (client) => {
    const { people, form } = await ensureBenchOrganization(client);
    await removeCases(client);
    const insert = async (sql: string, values: unknown[]) => (await client.query<{ id: string }>(sql, values)).rows;
    const context = { insert, organizationId: BENCH_ORGANIZATION_ID, people, form };
    return {
      people,
      largeCaseId: await insertCase(context, 'large', LARGE_CASE),
      smallCaseId: await insertCase(context, 'small', SMALL_CASE),
    };
  });
  return {
    admin: people.admin,
    largeCaseId,
    smallCaseId,
    remove: () => inTransaction(pool, removeCases),
  };
}

/** Every table holding rows of the organization's cases leads an index with organization_id. */
const CASE_TABLES = [
  'case_activity',
  'case_comment',
  'case_note',
  'case_decision',
  'case_escalation',
  'case_attachment',
  'form_response',
];

async function removeCases(client: pg.PoolClient): Promise<void> {
  await client.query(
    `DELETE FROM case_assignee WHERE case_id IN (SELECT id FROM case_record WHERE organization_id = $1)`,
    [BENCH_ORGANIZATION_ID],
  );
  for (const table of CASE_TABLES) {
    await client.query(`DELETE FROM ${table} WHERE organization_id = $1`, [BENCH_ORGANIZATION_ID]);
  }
  await client.query(`DELETE FROM case_record WHERE organization_id = $1`, [BENCH_ORGANIZATION_ID]);
}
