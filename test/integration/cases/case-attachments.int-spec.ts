import { Role } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { asProbe, probeSender } from '#test/live-probes';
import { subscribe, wsClient } from '#test/ws-client';

const UPLOAD_URL = `mutation($fileName: String!) { createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: "application/pdf") { url path } }`;
const UPLOAD_FILE = `mutation($caseId: ID!, $filePath: String!, $isPHI: Boolean) {
  uploadFile(caseId: $caseId, filePath: $filePath, isPHI: $isPHI) { attachment { id fileName isPHI uploadedById } } }`;
const UPLOAD_MANY = `mutation($caseId: ID!, $attachments: [CaseAttachmentInput!]!) {
  uploadMultipleFiles(caseId: $caseId, attachments: $attachments) { attachments { id fileName isPHI } } }`;
const ATTACHMENTS = 'query($id: ID!) { caseById(caseId: $id) { attachments { id fileName isPHI } } }';
const ATTACHMENT_URL = 'query($id: ID!) { caseAttachmentUrl(attachmentId: $id) { success url } }';
const DELETE = 'mutation($id: ID!) { deleteCaseAttachment(attachmentId: $id) { success } }';

type Answer<T = unknown> = {
  data?: Record<string, T> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};
type Attachment = { id: string; fileName: string; isPHI: boolean };

describe('case attachments', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const as = <T = unknown>(name: string, query: string, variables: Record<string, unknown>): Promise<Answer<T>> =>
    api.graphql(query, variables, { token: org.users[name].token });
  const refusal = (answer: Answer) => ({
    code: answer.errors?.[0].extensions?.code,
    message: answer.errors?.[0].message,
  });
  /** Uploads bytes to the caller's storage as the browser does and returns the path to register. */
  const uploaded = async (name: string, fileName: string) => {
    const { url, path } = (await as<{ url: string; path: string }>(name, UPLOAD_URL, { fileName })).data!
      .createUploadUrl;
    const put = await fetch(api.url + new URL(url).pathname, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4 scan',
    });
    expect(put.ok).toBe(true);
    return path;
  };
  const listedFor = async (name: string, caseId: string) =>
    (await as<{ attachments: Attachment[] }>(name, ATTACHMENTS, { id: caseId })).data!.caseById.attachments.map(
      (item) => item.fileName,
    );

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
    });
    // A caseworker whose custom role lacks access_phi.
    const [role] = await org.query<{ id: string }>(
      `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, 'NO_PHI', 'No PHI', $2) RETURNING id`,
      [org.id, ['can_be_assigned_to_case']],
    );
    await org.query('UPDATE app_user SET custom_role_id = $1 WHERE id = $2', [role.id, org.users.Worker.id]);
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it("registers the employee's upload, marked PHI, and keeps it from staff without access_phi", async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const client = wsClient(api.url, org.users.Manager.token);
    const timeline = subscribe<{ caseActivityAdded: { type: string; createdAt: string } }>(
      client,
      'subscription($caseId: ID!) { caseActivityAdded(caseId: $caseId) { type createdAt } }',
      { caseId },
      { probeKey: (value) => asProbe(value.caseActivityAdded.createdAt) },
    );
    await timeline.live(probeSender(api, { organizationId: org.id, caseId }));
    const note = await uploaded('Pat', 'provider-note.pdf');
    const attached = await as<{ attachment: Attachment }>('Pat', UPLOAD_FILE, { caseId, filePath: note, isPHI: true });
    expect(attached.data?.uploadFile.attachment).toMatchObject({ fileName: 'provider-note.pdf', isPHI: true });
    expect((await timeline.next()).caseActivityAdded.type).toBe('ADD_ATTACHMENT');
    timeline.dispose();
    await client.dispose();

    expect(await listedFor('Manager', caseId)).toEqual(['provider-note.pdf']);
    expect(await listedFor('Pat', caseId)).toEqual(['provider-note.pdf']);
    expect(await listedFor('Worker', caseId)).toEqual([]);
    const id = attached.data!.uploadFile.attachment.id;
    expect(refusal(await as('Worker', ATTACHMENT_URL, { id }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Not authorized to view this file',
    });
    const link = await as<{ url: string }>('Manager', ATTACHMENT_URL, { id });
    const download = await fetch(
      api.url + new URL(link.data!.caseAttachmentUrl.url).pathname + new URL(link.data!.caseAttachmentUrl.url).search,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
  });

  it("never changes a registered file's bytes: its upload URL works once, and not after registering", async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const { url, path } = (await as<{ url: string; path: string }>('Pat', UPLOAD_URL, { fileName: 'lab.pdf' })).data!
      .createUploadUrl;
    const putTo = (body: string) =>
      fetch(api.url + new URL(url).pathname, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body });
    expect((await putTo('%PDF-1.4 original')).status).toBe(201);
    expect((await putTo('%PDF-1.4 second try')).status).toBe(412);
    const attached = await as<{ attachment: Attachment }>('Pat', UPLOAD_FILE, { caseId, filePath: path, isPHI: true });
    expect(attached.errors).toBeUndefined();
    const replaced = await putTo('%PDF-1.4 replaced after registering');
    expect(replaced.status).toBe(412);
    expect(await replaced.json()).toEqual({ error: 'This upload link was used already; ask for a new one' });

    const link = await as<{ url: string }>('Pat', ATTACHMENT_URL, { id: attached.data!.uploadFile.attachment.id });
    const download = await fetch(api.url + new URL(link.data!.caseAttachmentUrl.url).pathname);
    expect(await download.text()).toBe('%PDF-1.4 original');
  });

  it("refuses paths that are not the caller's uploads, and nothing is written", async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const patsFile = await uploaded('Pat', 'mine.pdf');
    expect(refusal(await as('Manager', UPLOAD_FILE, { caseId, filePath: patsFile }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'filePath: not one of your uploaded files',
    });
    const neverUploaded = `personal/${org.users.Manager.id}/0000000000000000-ghost.pdf`;
    expect(refusal(await as('Manager', UPLOAD_FILE, { caseId, filePath: neverUploaded })).message).toBe(
      'filePath: nothing was uploaded there',
    );
    const good = await uploaded('Manager', 'letter.pdf');
    const mixed = await as('Manager', UPLOAD_MANY, {
      caseId,
      attachments: [{ filePath: good }, { filePath: `personal/${org.users.Manager.id}/../x` }],
    });
    expect(refusal(mixed).code).toBe('BAD_USER_INPUT');
    expect(await listedFor('Manager', caseId)).toEqual([]);
    const many = await as<{ attachments: Attachment[] }>('Manager', UPLOAD_MANY, {
      caseId,
      attachments: [{ filePath: good }, { filePath: await uploaded('Manager', 'plan.pdf'), isPHI: false }],
    });
    expect(many.data?.uploadMultipleFiles.attachments.map((item) => item.fileName)).toEqual(['letter.pdf', 'plan.pdf']);
  });

  it('lets who holds delete_case_attachment delete, and nobody else', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const path = await uploaded('Pat', 'old.pdf');
    const id = (await as<{ attachment: Attachment }>('Pat', UPLOAD_FILE, { caseId, filePath: path })).data!.uploadFile
      .attachment.id;
    for (const name of ['Pat', 'Worker']) {
      expect(refusal(await as(name, DELETE, { id }))).toEqual({
        code: 'FORBIDDEN',
        message: 'Not authorized to delete case attachments',
      });
    }
    expect((await as('Manager', DELETE, { id })).errors).toBeUndefined();
    expect(await listedFor('Manager', caseId)).toEqual([]);
    expect(refusal(await as('Manager', ATTACHMENT_URL, { id })).code).toBe('NOT_FOUND');
  });

  it("sends the author's own files of the case with a comment, and never someone else's", async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const upload = async (name: string, fileName: string, isPHI: boolean) =>
      (
        await as<{ attachment: Attachment }>(name, UPLOAD_FILE, {
          caseId,
          filePath: await uploaded(name, fileName),
          isPHI,
        })
      ).data!.uploadFile.attachment.id;
    const patsNote = await upload('Pat', 'doctor-note.pdf', true);
    const managersLetter = await upload('Manager', 'letter.pdf', false);
    const COMMENT = `mutation($caseId: ID!, $text: String!, $attachmentIds: [ID!]) {
      addCaseComment(caseId: $caseId, text: $text, attachmentIds: $attachmentIds) {
        comment { id possiblyMentionsAttachment attachments { fileName } } } }`;
    const borrowed = await as('Manager', COMMENT, { caseId, text: 'Here it is', attachmentIds: [patsNote] });
    expect(refusal(borrowed)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'attachmentIds: not one of your files on this case',
    });
    type Sent = { comment: { possiblyMentionsAttachment: boolean; attachments: { fileName: string }[] } };
    const own = await as<Sent>('Pat', COMMENT, {
      caseId,
      text: 'Attached is the note my doctor sent',
      attachmentIds: [patsNote],
    });
    // It speaks of a file and carries one: nothing to hint at.
    expect(own.data?.addCaseComment.comment).toMatchObject({
      possiblyMentionsAttachment: false,
      attachments: [{ fileName: 'doctor-note.pdf' }],
    });
    const letter = await as<Sent>('Manager', COMMENT, {
      caseId,
      text: 'Your letter',
      attachmentIds: [managersLetter],
    });
    expect(letter.data?.addCaseComment.comment.attachments).toEqual([{ fileName: 'letter.pdf' }]);
    // The PHI file sent by the employee stays hidden in the thread from staff without access_phi.
    const thread = await as<{ comments: { attachments: { fileName: string }[] }[] }>(
      'Worker',
      'query($id: ID!) { caseById(caseId: $id) { comments { attachments { fileName } } } }',
      { id: caseId },
    );
    expect(thread.data?.caseById.comments.map((comment) => comment.attachments)).toEqual([
      [],
      [{ fileName: 'letter.pdf' }],
    ]);
  });

  describe('timeline entries of files', () => {
    const TIMELINE = 'query($id: ID!) { caseById(caseId: $id) { activity { id type payload } } }';
    const LIVE = `subscription($caseId: ID!, $after: ID) {
      caseActivityAdded(caseId: $caseId, after: $after) { id type createdAt payload } }`;
    const COMMENT = 'mutation($caseId: ID!) { addCaseComment(caseId: $caseId, text: "Hello") { success } }';
    const NOTE = `mutation($caseId: ID!, $attachmentIds: [ID!]) {
      addCaseNote(caseId: $caseId, text: "For the team", attachmentIds: $attachmentIds) { success } }`;
    type Entry = { id: string; type: string; payload: Record<string, unknown> };
    type Shown = { type: string; payload: Record<string, unknown> };
    const shown = (entries: Entry[]): Shown[] => entries.map(({ type, payload }) => ({ type, payload }));
    const fileEntries = (entries: Entry[]) => shown(entries.filter((entry) => entry.type.endsWith('_ATTACHMENT')));
    const timelineFor = async (name: string, caseId: string) =>
      (await as<{ activity: Entry[] }>(name, TIMELINE, { id: caseId })).data!.caseById.activity;
    const clients: { dispose(): Promise<void> | void }[] = [];
    afterEach(async () => {
      for (const client of clients.splice(0)) await client.dispose();
    });
    /** A live timeline of the case for `name`, resuming after the entry `after` when given. */
    const follow = (name: string, caseId: string, after: string | null = null) => {
      const client = wsClient(api.url, org.users[name].token);
      clients.push(client);
      return subscribe<{ caseActivityAdded: Entry & { createdAt: string } }>(
        client,
        LIVE,
        { caseId, after },
        { probeKey: (value) => asProbe(value.caseActivityAdded.createdAt) },
      );
    };
    const received = async (timeline: ReturnType<typeof follow>, probe: () => Promise<string>) =>
      (await timeline.receivedBefore(probe)).map((value) => value.caseActivityAdded);

    it('name a file only to who may open it, and leave out the files of internal notes for the employee', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
      const probe = probeSender(api, { organizationId: org.id, caseId });
      expect((await as('Manager', COMMENT, { caseId })).errors).toBeUndefined();
      const resumeFrom = (await timelineFor('Manager', caseId)).at(-1)!.id;
      const patLive = follow('Pat', caseId);
      const workerLive = follow('Worker', caseId);
      await patLive.live(probe);
      await workerLive.live(probe);

      const upload = async (fileName: string, isPHI: boolean) =>
        (
          await as<{ attachment: Attachment }>('Manager', UPLOAD_FILE, {
            caseId,
            filePath: await uploaded('Manager', fileName),
            isPHI,
          })
        ).data!.uploadFile.attachment.id;
      const scan = await upload('scan.pdf', true);
      const memo = await upload('memo.pdf', false);
      expect((await as('Manager', NOTE, { caseId, attachmentIds: [memo] })).errors).toBeUndefined();
      expect((await as('Manager', DELETE, { id: memo })).errors).toBeUndefined();

      const scanAdded = { type: 'ADD_ATTACHMENT', payload: { isPHI: true } };
      const memoAdded = { type: 'ADD_ATTACHMENT', payload: { attachmentId: memo, isPHI: false } };
      const memoDeleted = {
        type: 'DELETE_ATTACHMENT',
        payload: { attachmentId: memo, isPHI: false, isInternal: true, uploadedById: org.users.Manager.id },
      };
      // The timeline: the employee and a caseworker without access_phi learn that a file was added, not
      // which; the employee hears nothing of the note's file. Who may open the scan sees its id.
      expect(fileEntries(await timelineFor('Pat', caseId))).toEqual([scanAdded]);
      expect(fileEntries(await timelineFor('Worker', caseId))).toEqual([scanAdded, memoAdded, memoDeleted]);
      expect(fileEntries(await timelineFor('Manager', caseId))[0]).toEqual({
        type: 'ADD_ATTACHMENT',
        payload: { attachmentId: scan, isPHI: true },
      });

      // Live. (The memo's entry may reach the employee before the note takes the memo in: it was not
      // internal yet when it was added.)
      const patReceived = shown(await received(patLive, probe));
      expect(patReceived).toContainEqual(scanAdded);
      expect(
        patReceived.filter((entry) => entry.type !== 'ADD_ATTACHMENT' || entry.payload.attachmentId !== memo),
      ).toEqual([scanAdded]);
      expect(JSON.stringify(patReceived)).not.toContain(scan);
      expect(fileEntries(await received(workerLive, probe))).toEqual([scanAdded, memoAdded, memoDeleted]);

      // Replayed from a resume point: as the timeline gives them.
      const patResumed = follow('Pat', caseId, resumeFrom);
      const workerResumed = follow('Worker', caseId, resumeFrom);
      await patResumed.live(probe);
      await workerResumed.live(probe);
      expect(shown(await received(patResumed, probe))).toEqual([scanAdded]);
      expect(fileEntries(await received(workerResumed, probe))).toEqual([scanAdded, memoAdded, memoDeleted]);
    });
  });

  describe('files of internal notes', () => {
    const NOTE = `mutation($caseId: ID!, $attachmentIds: [ID!]) {
      addCaseNote(caseId: $caseId, text: "For the team", attachmentIds: $attachmentIds) { note { attachmentIds } } }`;
    const COMMENT = `mutation($caseId: ID!, $attachmentIds: [ID!]) {
      addCaseComment(caseId: $caseId, text: "Here", attachmentIds: $attachmentIds) { comment { id attachmentIds } } }`;
    const THREAD = `query($id: ID!) { caseById(caseId: $id) {
      attachments { id } comments { attachmentIds attachments { id } } notes { attachmentIds attachments { id } } } }`;
    type Thread = {
      attachments: { id: string }[];
      comments: { attachmentIds: string[]; attachments: { id: string }[] }[];
      notes: { attachmentIds: string[]; attachments: { id: string }[] }[];
    };
    const register = async (caseId: string, name: string, fileName: string, isPHI: boolean) =>
      (
        await as<{ attachment: Attachment }>(name, UPLOAD_FILE, {
          caseId,
          filePath: await uploaded(name, fileName),
          isPHI,
        })
      ).data!.uploadFile.attachment.id;
    const threadFor = async (name: string, caseId: string) =>
      (await as<Thread>(name, THREAD, { id: caseId })).data!.caseById;
    const rowCounts = async (caseId: string) =>
      (
        await org.query<{ activity: number; comments: number; notes: number; internal: number }>(
          `SELECT (SELECT count(*)::int FROM case_activity WHERE case_id = $1) AS activity,
                  (SELECT count(*)::int FROM case_comment WHERE case_id = $1) AS comments,
                  (SELECT count(*)::int FROM case_note WHERE case_id = $1) AS notes,
                  (SELECT count(*)::int FROM case_attachment WHERE case_id = $1 AND is_internal) AS internal`,
          [caseId],
        )
      )[0];

    it('are seen, listed, opened and named only by who sees notes', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Manager' });
      const memo = await register(caseId, 'Manager', 'staff-memo.pdf', false);
      expect((await threadFor('Pat', caseId)).attachments).toEqual([{ id: memo }]);

      const noted = await as<{ note: { attachmentIds: string[] } }>('Manager', NOTE, { caseId, attachmentIds: [memo] });
      expect(noted.data?.addCaseNote.note.attachmentIds).toEqual([memo]);

      const employee = await threadFor('Pat', caseId);
      expect(employee).toEqual({ attachments: [], comments: [], notes: [] });
      expect(refusal(await as('Pat', ATTACHMENT_URL, { id: memo })).code).toBe('NOT_FOUND');
      const staff = await threadFor('Manager', caseId);
      expect(staff.attachments).toEqual([{ id: memo }]);
      expect(staff.notes).toEqual([{ attachmentIds: [memo], attachments: [{ id: memo }] }]);
      expect(
        (await as<{ success: boolean }>('Manager', ATTACHMENT_URL, { id: memo })).data?.caseAttachmentUrl,
      ).toMatchObject({ success: true });
    });

    it('cannot go out with a comment, and a file sent with a comment cannot go into a note; nothing is written', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Manager' });
      const memo = await register(caseId, 'Manager', 'memo.pdf', false);
      const letter = await register(caseId, 'Manager', 'letter.pdf', false);
      expect((await as('Manager', NOTE, { caseId, attachmentIds: [memo] })).errors).toBeUndefined();
      expect((await as('Manager', COMMENT, { caseId, attachmentIds: [letter] })).errors).toBeUndefined();
      const before = await rowCounts(caseId);

      expect(refusal(await as('Manager', COMMENT, { caseId, attachmentIds: [memo] }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'attachmentIds: a file of an internal note stays internal',
      });
      expect(refusal(await as('Manager', NOTE, { caseId, attachmentIds: [letter] }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'attachmentIds: this file was sent to the employee with a comment',
      });
      expect(await rowCounts(caseId)).toEqual(before);
      expect((await threadFor('Pat', caseId)).attachments).toEqual([{ id: letter }]);
    });

    it('leaves out the ids of files a viewer may not open, in comments and notes alike', async () => {
      const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
      const scan = await register(caseId, 'Manager', 'scan.pdf', true);
      const letter = await register(caseId, 'Manager', 'letter.pdf', false);
      expect((await as('Manager', COMMENT, { caseId, attachmentIds: [scan, letter] })).errors).toBeUndefined();
      const chart = await register(caseId, 'Manager', 'chart.pdf', true);
      expect((await as('Manager', NOTE, { caseId, attachmentIds: [chart] })).errors).toBeUndefined();

      // The employee may not open the PHI scan a case manager sent, so it does not learn its id either.
      expect((await threadFor('Pat', caseId)).comments).toEqual([
        { attachmentIds: [letter], attachments: [{ id: letter }] },
      ]);
      // A caseworker without access_phi: neither the scan nor the note's PHI chart.
      const worker = await threadFor('Worker', caseId);
      expect(worker.comments).toEqual([{ attachmentIds: [letter], attachments: [{ id: letter }] }]);
      expect(worker.notes).toEqual([{ attachmentIds: [], attachments: [] }]);
      expect((await threadFor('Manager', caseId)).comments).toEqual([
        { attachmentIds: [scan, letter], attachments: [{ id: scan }, { id: letter }] },
      ]);
    });
  });
});
