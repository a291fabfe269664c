import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { Client } from 'graphql-ws';
import { Role } from '#access';
import { CASE_IMPORTS_TOPIC, type CaseImportProgressMessage, CaseImportRunner } from '#domain/case-imports';
import { RunStatus } from '#domain/workflow-runs';
import { LivePubSub } from '#events';
import { IdentityService } from '#integrations';
import { waitFor } from '#test/eventually';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { subscribe, wsClient } from '#test/ws-client';
import { startWorker } from '../../../apps/worker/src/create-worker.js';

const HEADER =
  'external_id,employee_email,employee_first_name,employee_last_name,organization,case_type,title,status,visit_type,created_date,assignee_email';
const UPLOAD_URL = `mutation($fileName: String!) {
  createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: "text/csv") { url path headers { name value } } }`;
const IMPORT = `mutation($filePath: String!) {
  importCases(filePath: $filePath) { success imported errors { row reason } caseImport { id status fileName resultInfo { totalRows processedRows } } } }`;
const INFO = `{ caseImportsInfo { id status fileName createdById resultInfo {
  totalRows processedRows importedCount skippedCount errorCount errorsFileUrl failureReason } } }`;
const PROGRESS = `subscription { caseImportProgress { caseImportId status totalRows processedRows importedCount errorCount } }`;

type Started = { importCases: { caseImport: { id: string } } };
type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
type ImportInfo = {
  id: string;
  status: string;
  resultInfo: {
    totalRows: number;
    processedRows: number;
    importedCount: number;
    skippedCount: number;
    errorCount: number;
    errorsFileUrl: string | null;
  };
};

describe('bulk case import', () => {
  let api: TestApi;
  let worker: INestApplicationContext;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  const suffix = randomUUID().slice(0, 8);
  const newEmployee = `new-${suffix}@import.test`;
  const refusedEmployee = `refused-${suffix}@import.test`;

  const as = (name: string, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql(query, variables, { token: org.users[name].token, organizationId: org.id }) as Promise<Answer>;

  /** Uploads a CSV to the user's own storage as the screen does and returns the path to import. */
  async function upload(name: string, csv: string): Promise<string> {
    const signed = await as(name, UPLOAD_URL, { fileName: 'cases.csv' });
    const { url, path, headers } = signed.data!.createUploadUrl as {
      url: string;
      path: string;
      headers: { name: string; value: string }[];
    };
    const target = new URL(url);
    const put = await fetch(api.url + target.pathname + target.search, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv', ...Object.fromEntries(headers.map((h) => [h.name, h.value])) },
      body: csv,
    });
    expect(put.ok).toBe(true);
    return path;
  }

  const importInfo = async (id: string): Promise<ImportInfo> => {
    const answer = await as('Cv', INFO);
    expect(answer.errors).toBeUndefined();
    return (answer.data!.caseImportsInfo as ImportInfo[]).find((record) => record.id === id)!;
  };
  const finished = (id: string) =>
    waitFor(() => importInfo(id), {
      what: `import ${id} to finish`,
      timeoutMs: 30_000,
      intervalMs: 100,
      until: (record) => record?.status === 'SUCCESS',
    });
  const importsCount = async () =>
    (
      await org.query<{ n: number }>('SELECT count(*)::int AS n FROM case_import WHERE created_by_id = $1', [
        org.users.Cv.id,
      ])
    )[0].n;

  const fileRows = () =>
    [
      HEADER,
      // 2: an employee already in the organization, the organization by id
      `A-${suffix},${org.users.Pat.email},,,${org.id},ADA,Ergonomic chair,OPEN,,2025-06-01,`,
      // 3: a new employee, the organization by name, assigned, with a quoted comma in the title
      `B-${suffix},${newEmployee},Nia,New,${orgName},GLP,"Leave, intermittent",ASSIGNED,SYNC_VIDEO,2025-06-02T09:30:00-04:00,${org.users.Worker.email}`,
      // 4: a status the spec does not have
      `C-${suffix},${org.users.Pat.email},,,${org.id},ADA,Desk,CLOSED,,,`,
      // 5: someone of another organization as the employee
      `D-${suffix},${other.users.Sam.email},,,${org.id},ADA,Desk,OPEN,,,`,
      // 6: a new employee, but an assignee of another organization: nothing of the row is written
      `E-${suffix},${refusedEmployee},Rae,Refused,${org.id},ADA,Desk,ASSIGNED,,,${other.users.OtherWorker.email}`,
      // 7: an organization nobody has
      `F-${suffix},${org.users.Pat.email},,,No Such Organization ${suffix},ADA,Desk,OPEN,,,`,
      // 8: a good row of the other organization
      `G-${suffix},${other.users.Sam.email},,,${other.id},ADA,Parking space,OPEN,,,`,
    ].join('\r\n') + '\r\n';
  let orgName = '';

  beforeAll(async () => {
    api = await startTestApi();
    worker = await startWorker(api.config);
    org = await createScratchOrganization({
      Cv: Role.CVADMIN,
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
    });
    other = await createScratchOrganization({ Sam: Role.USER, OtherWorker: Role.CASEWORKER });
    orgName = (await org.query<{ name: string }>('SELECT name FROM organization WHERE id = $1', [org.id]))[0].name;
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await Promise.all([org.close(), other.close()]);
  });

  /** The CV Admin's progress subscription, once it is live (a probe message went through it). */
  async function liveProgress() {
    const client: Client = wsClient(api.url, org.users.Cv.token, org.id);
    const progress = subscribe<{ caseImportProgress: CaseImportProgressMessage }>(
      client,
      PROGRESS,
      {},
      {
        probeKey: (value) =>
          value.caseImportProgress.caseImportId.startsWith('00000000-')
            ? value.caseImportProgress.caseImportId
            : undefined,
      },
    );
    const pubSub = api.app.get(LivePubSub);
    await progress.live(async () => {
      const key = `00000000-0000-4000-8000-${randomUUID().slice(-12)}`;
      await pubSub.publish(CASE_IMPORTS_TOPIC, {
        caseImportId: key,
        status: RunStatus.IN_PROGRESS,
        totalRows: 1,
        processedRows: 0,
        importedCount: 0,
        skippedCount: 0,
        errorCount: 0,
      } satisfies CaseImportProgressMessage);
      return key;
    });

    return { client, progress };
  }

  const importedCases = () =>
    org.query<{
      external_id: string;
      organization_id: string;
      status: string;
      submitter_email: string;
      assignee: string | null;
      is_imported: boolean;
    }>(
      `SELECT c.external_id, c.organization_id, c.status, u.email AS submitter_email, c.assigned_to_id AS assignee, c.is_imported
         FROM case_record c JOIN app_user u ON u.id = c.submitter_id
        WHERE c.external_id LIKE $1 ORDER BY c.external_id`,
      [`%-${suffix}`],
    );

  it('imports the good rows, reports each bad one with its row and reason, and writes nothing of a bad row', async () => {
    const { client, progress } = await liveProgress();

    const started = await as('Cv', IMPORT, { filePath: await upload('Cv', fileRows()) });
    expect(started.errors).toBeUndefined();
    expect(started.data!.importCases).toMatchObject({
      success: true,
      imported: 0,
      errors: [],
      caseImport: { status: 'IN_PROGRESS', fileName: 'cases.csv', resultInfo: { totalRows: 7 } },
    });
    const id = (started.data as Started).importCases.caseImport.id;
    const record = await finished(id);
    expect(record.resultInfo).toMatchObject({
      totalRows: 7,
      processedRows: 7,
      importedCount: 3,
      skippedCount: 0,
      errorCount: 4,
    });

    // Live: the rows done only go up, and the last message is the finished import.
    const seen: CaseImportProgressMessage[] = [];
    while (seen.at(-1)?.status !== 'SUCCESS') {
      const { caseImportProgress } = await progress.next();
      if (caseImportProgress.caseImportId === id) seen.push(caseImportProgress);
    }
    progress.dispose();
    await client.dispose();
    const done = seen.map((message) => message.processedRows);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(seen.at(-1)).toMatchObject({ processedRows: 7, totalRows: 7, importedCount: 3, errorCount: 4 });

    expect(await importedCases()).toEqual([
      expect.objectContaining({
        external_id: `A-${suffix}`,
        organization_id: org.id,
        status: 'OPEN',
        submitter_email: org.users.Pat.email,
        is_imported: true,
      }),
      expect.objectContaining({
        external_id: `B-${suffix}`,
        organization_id: org.id,
        status: 'ASSIGNED',
        submitter_email: newEmployee,
        assignee: org.users.Worker.id,
        is_imported: true,
      }),
      expect.objectContaining({
        external_id: `G-${suffix}`,
        organization_id: other.id,
        submitter_email: other.users.Sam.email,
        is_imported: true,
      }),
    ]);
    const [created] = await org.query<{ created_at: Date; title: string }>(
      'SELECT created_at, title FROM case_record WHERE external_id = $1',
      [`B-${suffix}`],
    );
    expect(created).toEqual({ created_at: new Date('2025-06-02T13:30:00Z'), title: 'Leave, intermittent' });
    const activities = await org.query<{
      type: string;
      actor_user_id: string;
      payload: { caseImportId: string; row: number };
    }>(
      `SELECT a.type, a.actor_user_id, a.payload FROM case_activity a JOIN case_record c ON c.id = a.case_id
        WHERE c.external_id LIKE $1 ORDER BY (a.payload->>'row')::int`,
      [`%-${suffix}`],
    );
    expect(activities).toEqual(
      [2, 3, 8].map((row) => ({
        type: 'IMPORT_CASE',
        actor_user_id: org.users.Cv.id,
        payload: { caseImportId: id, row },
      })),
    );
    // The new employee of a refused row was not created.
    const people = await org.query<{ email: string; role: string; organization_id: string }>(
      'SELECT email, role, organization_id FROM app_user WHERE email IN ($1, $2)',
      [newEmployee, refusedEmployee],
    );
    expect(people).toEqual([{ email: newEmployee, role: 'USER', organization_id: org.id }]);

    const target = new URL(record.resultInfo.errorsFileUrl!);
    const errorsFile = await fetch(api.url + target.pathname + target.search);
    expect(errorsFile.status).toBe(200);
    expect(await errorsFile.text()).toBe(
      [
        'row,reason',
        '4,"status: must be one of APPROVED, ASSIGNED, IN_PROGRESS, NO_DECISION, OPEN, REJECTED"',
        '5,employee_email: belongs to someone who is not an employee of this organization',
        '6,assignee_email: not a case worker of this organization',
        '7,organization: no organization has this id or name',
        '',
      ].join('\r\n'),
    );
  });

  it('duplicates nothing when the same file is imported again: its rows count as already imported', async () => {
    const before = await importedCases();
    const started = await as('Cv', IMPORT, { filePath: await upload('Cv', fileRows()) });
    const record = await finished((started.data as Started).importCases.caseImport.id);
    expect(record.resultInfo).toMatchObject({ processedRows: 7, importedCount: 0, skippedCount: 3, errorCount: 4 });
    expect(await importedCases()).toEqual(before);
  });

  it('goes on from the rows a stopped run counted, and does nothing more for a finished import', async () => {
    const rows = [1, 2, 3].map((n) => `H${n}-${suffix},${org.users.Pat.email},,,${org.id},ADA,Resumed ${n},OPEN,,,`);
    const path = await upload('Cv', [HEADER, ...rows].join('\r\n'));
    // As a run stopped after counting its first row leaves the record (its job is not enqueued here).
    const [{ id }] = await org.query<{ id: string }>(
      `INSERT INTO case_import (created_by_id, file_path, file_name, total_rows, processed_rows, imported_count)
       VALUES ($1, $2, 'resumed.csv', 3, 1, 1) RETURNING id`,
      [org.users.Cv.id, path],
    );
    const runner = api.app.get(CaseImportRunner);
    await runner.run(id);
    const resumed = () =>
      org.query<{ external_id: string }>(
        'SELECT external_id FROM case_record WHERE external_id LIKE $1 ORDER BY external_id',
        [`H%-${suffix}`],
      );
    expect(await resumed()).toEqual([{ external_id: `H2-${suffix}` }, { external_id: `H3-${suffix}` }]);
    const counted = async () =>
      (
        await org.query<{ status: string; processed_rows: number; imported_count: number }>(
          'SELECT status, processed_rows, imported_count FROM case_import WHERE id = $1',
          [id],
        )
      )[0];
    expect(await counted()).toEqual({ status: 'SUCCESS', processed_rows: 3, imported_count: 3 });
    await runner.run(id);
    expect(await resumed()).toHaveLength(2);
    expect(await counted()).toEqual({ status: 'SUCCESS', processed_rows: 3, imported_count: 3 });
  });

  it('writes rows in batches: a duplicate in the file is skipped, a row the database or the sign-in provider refuses is refused alone', async () => {
    // A 60-row file in batches of 25. The first batch meets a database refusal, the second a refused sign-in
    // account after it made another: each is written again row by row, that account not made twice.
    const nova = `nova-${suffix}@import.test`;
    const zed = `zed-${suffix}@import.test`;
    const refusedByDatabase = `con-${suffix}@import.test`;
    const hasAccount = `taken-${suffix}@import.test`;
    await api.app.get(IdentityService).createIdentity({ uid: randomUUID(), email: hasAccount });
    const constraint = `case_import_test_refusal_${suffix}`;
    const refusedTitle = `Refused by the database ${suffix}`;
    const row = (id: string, email: string, names: string, title = 'Batch') =>
      `${id}-${suffix},${email},${names},${org.id},ADA,${title},OPEN,,,`;
    const pat = (from: number, count: number) =>
      Array.from({ length: count }, (_, n) => row(`L${from + n}`, org.users.Pat.email, ','));
    const lines = [
      row('K1', nova, 'Nova,New'), // 2: a new employee
      row('K2', org.users.Pat.email, ','), // 3
      row('K1', org.users.Pat.email, ','), // 4: the external id of row 2 again: skipped
      row('K3', refusedByDatabase, 'Con,Strained', refusedTitle), // 5: refused by the database, employee not kept
      row('K4', nova, ','), // 6: finds the employee row 2 made
      ...pat(0, 20), // 7 to 26
      row('M1', zed, 'Zed,New'), // 27: a new employee, its account made before row 28's is refused
      row('K5', hasAccount, 'Tak,En'), // 28: the provider refuses the sign-in account
      ...pat(20, 33), // 29 to 61
    ];
    const { client, progress } = await liveProgress();
    await org.query(
      `ALTER TABLE case_record ADD CONSTRAINT ${constraint} CHECK (title <> '${refusedTitle}') NOT VALID`,
    );
    let id: string;
    try {
      const started = await as('Cv', IMPORT, { filePath: await upload('Cv', [HEADER, ...lines].join('\r\n')) });
      id = (started.data as Started).importCases.caseImport.id;
      const record = await finished(id);
      expect(record.resultInfo).toMatchObject({
        totalRows: 60,
        processedRows: 60,
        importedCount: 57,
        skippedCount: 1,
        errorCount: 2,
      });
    } finally {
      await org.query(`ALTER TABLE case_record DROP CONSTRAINT ${constraint}`);
    }
    // Progress after each batch of 25.
    const seen: number[] = [];
    while (seen.at(-1) !== 60) {
      const { caseImportProgress } = await progress.next();
      if (caseImportProgress.caseImportId === id) seen.push(caseImportProgress.processedRows);
    }
    progress.dispose();
    await client.dispose();
    expect(seen).toEqual([25, 50, 60]);

    const [{ row_errors: rowErrors }] = await org.query<{ row_errors: { row: number; reason: string }[] }>(
      'SELECT row_errors FROM case_import WHERE id = $1',
      [id],
    );
    expect(rowErrors).toEqual([
      { row: 5, reason: `the row could not be written (${constraint})` },
      { row: 28, reason: 'employee_email: the sign-in account could not be made (auth/email-already-exists)' },
    ]);
    const cases = await org.query<{ external_id: string; email: string; activities: number; workflow_done: number }>(
      `SELECT c.external_id, u.email, count(a.id)::int AS activities, count(a.workflow_done_at)::int AS workflow_done
         FROM case_record c JOIN app_user u ON u.id = c.submitter_id
         LEFT JOIN case_activity a ON a.case_id = c.id AND a.type = 'IMPORT_CASE'
        WHERE c.external_id ~ $1 GROUP BY c.external_id, u.email`,
      [`^[KLM][0-9]+-${suffix}$`],
    );
    expect(cases).toHaveLength(57);
    // One "import case" entry each, recorded done for the workflow (it fires no trigger).
    expect(cases.every((entry) => entry.activities === 1 && entry.workflow_done === 1)).toBe(true);
    const byId = Object.fromEntries(cases.map((entry) => [entry.external_id, entry.email]));
    expect(byId).toMatchObject({
      [`K1-${suffix}`]: nova,
      [`K2-${suffix}`]: org.users.Pat.email,
      [`K4-${suffix}`]: nova,
      [`M1-${suffix}`]: zed,
    });
    expect(byId[`K3-${suffix}`]).toBeUndefined();
    expect(byId[`K5-${suffix}`]).toBeUndefined();
    const people = await org.query<{ email: string }>(
      'SELECT email FROM app_user WHERE email IN ($1, $2, $3, $4) ORDER BY email',
      [nova, zed, refusedByDatabase, hasAccount],
    );
    expect(people).toEqual([{ email: nova }, { email: zed }]);
  });

  it('offers the template: the header and an example row', async () => {
    const answer = await as('Cv', '{ caseImportTemplate }');
    const template = answer.data!.caseImportTemplate as string;
    expect(template.split('\r\n')[0]).toBe(HEADER);
    expect(template.split('\r\n')).toHaveLength(3);
  });

  it('refuses whoever is not a CV Admin, with the permission message', async () => {
    const path = await upload('Admin', fileRows());
    const refusals = [
      await as('Admin', IMPORT, { filePath: path }),
      await as('Admin', INFO),
      await as('Worker', '{ caseImportTemplate }'),
    ];
    for (const answer of refusals) {
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Not authorized to import cases',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const client = wsClient(api.url, org.users.Admin.token, org.id);
    const progress = subscribe(client, PROGRESS, {});
    expect(JSON.stringify(await progress.error())).toContain('Not authorized to import cases');
    progress.dispose();
    await client.dispose();
  });

  it.each([
    [
      'a header without external_id',
      HEADER.replace('external_id,', '') + '\r\nx\r\n',
      'misses the column(s) external_id',
    ],
    ['an unknown column', `${HEADER},notes\r\n`, 'unknown column(s) notes'],
    ['an unclosed quote', `${HEADER}\r\n"A-1,x\r\n`, 'not valid CSV'],
    ['no rows', `${HEADER}\r\n\r\n`, 'no rows under its header'],
  ])('refuses a file with %s as BAD_USER_INPUT and writes nothing', async (_name, csv, message) => {
    const before = await importsCount();
    const answer = await as('Cv', IMPORT, { filePath: await upload('Cv', csv) });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].message).toContain(message);
    expect(await importsCount()).toBe(before);
  });

  it("refuses a path that is not the caller's own upload", async () => {
    const theirs = await upload('Admin', fileRows());
    const answer = await as('Cv', IMPORT, { filePath: theirs });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'filePath: not one of your uploads',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
