import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Role } from '#access';
import { CaseActivityType } from '#events';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';
import { type DoneMarkBatching, WorkflowDoneMarks } from '../../../apps/worker/src/workflow/workflow-done-marks.js';

/** The database as the marks see it, counting the statements that write marks and failing them when told. */
class WatchedDatabase {
  readonly markStatements: string[][] = [];
  failWith: Error | null = null;

  constructor(private readonly dataSource: DataSource) {}

  query = async (text: string, parameters?: unknown[]) => {
    if (text.startsWith('UPDATE case_activity')) {
      this.markStatements.push((parameters?.[0] as string[]) ?? []);
      if (this.failWith) throw this.failWith;
    }
    return this.dataSource.query(text, parameters);
  };
}

describe('workflow done marks (apps/worker)', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let caseId: string;

  beforeAll(async () => {
    service = await createServiceModule([]);
    org = await createServiceScratch(service.dataSource, { worker: Role.CASEWORKER });
    caseId = await org.insertCase({ submitter: 'worker' });
  });
  afterAll(() => service?.close());

  /** Activities of the scratch case, dispatched and not yet done for the workflow. */
  const recordActivities = async (count: number, type = CaseActivityType.ADD_COMMENT): Promise<string[]> => {
    const rows: { id: string }[] = await service.dataSource.query(
      `INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, dispatched_at)
       SELECT $1, $2, $3, NULL, '{}', now() FROM generate_series(1, $4::int) RETURNING id`,
      [org.id, caseId, type, count],
    );
    return rows.map((row) => row.id);
  };
  const doneAt = async (id: string): Promise<string | null> => {
    const [row] = await service.dataSource.query(
      'SELECT workflow_done_at::text AS "doneAt" FROM case_activity WHERE id = $1',
      [id],
    );
    return row.doneAt;
  };
  const marksOn = (database: WatchedDatabase, batching: DoneMarkBatching) => new WorkflowDoneMarks(database, batching);

  it('writes the marks of concurrent callers in one statement; each caller resumes once its mark is written', async () => {
    const database = new WatchedDatabase(service.dataSource);
    const marks = marksOn(database, { maxBatch: 50, maxWaitMs: 5 });
    const ids = await recordActivities(6);

    const answers = await Promise.all(
      ids.map(async (id) => {
        const activity = await marks.mark(id, org.id);
        return { activity, doneWhenResumed: await doneAt(id) };
      }),
    );

    expect(database.markStatements).toEqual([ids]);
    for (const answer of answers) {
      expect(answer.activity).toEqual({ caseId, type: CaseActivityType.ADD_COMMENT });
      expect(answer.doneWhenResumed).not.toBeNull();
    }
  });

  it('sends a full batch at once and what came meanwhile when the statement ends, one statement at a time', async () => {
    const database = new WatchedDatabase(service.dataSource);
    // A wait no test could outlast: only a full batch, or the end of the statement before, sends marks.
    const marks = marksOn(database, { maxBatch: 2, maxWaitMs: 600_000 });
    const ids = await recordActivities(4);

    const answers = await Promise.all(ids.map((id) => marks.mark(id, org.id)));

    expect(database.markStatements).toEqual([ids.slice(0, 2), ids.slice(2, 4)]);
    expect(answers.every((activity) => activity?.caseId === caseId)).toBe(true);
  });

  it('never moves a mark already set, and marks nothing of another organization or of no activity', async () => {
    const marks = marksOn(new WatchedDatabase(service.dataSource), { maxBatch: 10, maxWaitMs: 1 });
    const [first, ofAnother] = await recordActivities(2, CaseActivityType.CHANGE_STATUS);
    expect(await marks.mark(first, org.id)).toEqual({ caseId, type: CaseActivityType.CHANGE_STATUS });
    const firstDoneAt = await doneAt(first);

    const [again, wrongOrganization, missing] = await Promise.all([
      marks.mark(first, org.id),
      marks.mark(ofAnother, randomUUID()),
      marks.mark(randomUUID(), org.id),
    ]);

    expect([again, wrongOrganization, missing]).toEqual([null, null, null]);
    expect(await doneAt(first)).toBe(firstDoneAt);
    expect(await doneAt(ofAnother)).toBeNull();
  });

  it('rejects every caller of a statement that fails, and marks again once the database answers', async () => {
    const database = new WatchedDatabase(service.dataSource);
    const marks = marksOn(database, { maxBatch: 10, maxWaitMs: 1 });
    const ids = await recordActivities(3);
    database.failWith = new Error('connection to PostgreSQL lost');

    const outcomes = await Promise.allSettled(ids.map((id) => marks.mark(id, org.id)));

    expect(database.markStatements).toHaveLength(1);
    expect(outcomes).toEqual(ids.map(() => ({ status: 'rejected', reason: database.failWith })));
    for (const id of ids) expect(await doneAt(id)).toBeNull();

    database.failWith = null;
    const retried = await Promise.all(ids.map((id) => marks.mark(id, org.id)));
    expect(retried.every((activity) => activity?.caseId === caseId)).toBe(true);
  });

  it('refuses a malformed id on its own, without failing the marks written beside it', async () => {
    const database = new WatchedDatabase(service.dataSource);
    const marks = marksOn(database, { maxBatch: 10, maxWaitMs: 1 });
    const [id] = await recordActivities(1);

    const [malformed, good] = await Promise.allSettled([marks.mark('not-a-uuid', org.id), marks.mark(id, org.id)]);

    expect(malformed).toMatchObject({ status: 'rejected', reason: { message: expect.stringContaining('not a UUID') } });
    expect(good).toEqual({ status: 'fulfilled', value: { caseId, type: CaseActivityType.ADD_COMMENT } });
    expect(database.markStatements).toEqual([[id]]);
  });

  it('leaves an activity that fires a trigger to its run, unless asked to mark it (a trigger without actions)', async () => {
    const marks = marksOn(new WatchedDatabase(service.dataSource), { maxBatch: 10, maxWaitMs: 1 });
    const [decision] = await recordActivities(1, CaseActivityType.ADD_DECISION);
    expect(await marks.mark(decision, org.id)).toBeNull();
    expect(await doneAt(decision)).toBeNull();
    expect(await marks.mark(decision, org.id, true)).toEqual({ caseId, type: CaseActivityType.ADD_DECISION });
    expect(await doneAt(decision)).not.toBeNull();
  });
});
