import { randomUUID } from 'node:crypto';
import { uploadAs } from '#test/uploads';
import { type Answer, startOutboundStack, type OutboundStack } from './outbound-stack.js';

const REFUSAL = 'attachmentIds: not a file of this case the employee may see';
const FILE_LINK = '[a download link valid for 7 days, made when sent]';
const SEND = `mutation($input: SendCaseMessageInput!) { sendCaseMessage(input: $input) {
  success caseMessage { id text sentText } activities { type payload } } }`;
const PREVIEW = `query($input: SendCaseMessageInput!) { caseMessagePreview(input: $input) {
  text files { attachmentId fileName } } }`;

describe('case files sent with a message: signed links, only files the employee may see', () => {
  let stack: OutboundStack;
  const run = (query: string, input: Record<string, unknown>) => stack.as(stack.org, 'Worker', query, { input });
  const attach = async (
    caseId: string,
    fileName: string,
    options: { isPHI?: boolean; isInternal?: boolean; by?: string; path?: string } = {},
  ) => {
    const uploader = options.by ?? stack.org.users.Worker.id;
    const [row] = await stack.org.query<{ id: string }>(
      `INSERT INTO case_attachment (organization_id, case_id, path, file_name, is_phi, is_internal, uploaded_by_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        stack.org.id,
        caseId,
        options.path ?? `personal/${uploader}/${randomUUID()}-${fileName}`,
        fileName,
        options.isPHI ?? false,
        options.isInternal ?? false,
        uploader,
      ],
    );
    return row.id;
  };
  const messagesOf = async (caseId: string) =>
    stack.org.query('SELECT id FROM case_message WHERE case_id = $1', [caseId]);
  const refused = (answer: Answer) => {
    expect(answer.errors?.[0]).toMatchObject({
      message: REFUSAL,
      extensions: { code: 'BAD_USER_INPUT', field: 'attachmentIds' },
    });
  };

  beforeAll(async () => {
    stack = await startOutboundStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('previews the files by name and sends each as a signed, expiring download link', async () => {
    const caseId = await stack.newCase();
    const path = await uploadAs(stack.api, stack.org.users.Worker.token, 'leave-guide.pdf', '%PDF-1.4 guide');
    const guide = await attach(caseId, 'leave-guide.pdf', { path });
    const own = await attach(caseId, 'my-note.pdf', { isPHI: true, by: stack.org.users.Pat.id });
    const input = { caseId, channel: 'EMAIL', text: 'Here are your files', attachmentIds: [guide, own] };
    const preview = await run(PREVIEW, input);
    expect(preview.data?.caseMessagePreview).toEqual({
      text: `Here are your files\n\nleave-guide.pdf: ${FILE_LINK}\nmy-note.pdf: ${FILE_LINK}`,
      files: [
        { attachmentId: guide, fileName: 'leave-guide.pdf' },
        { attachmentId: own, fileName: 'my-note.pdf' },
      ],
    });
    expect(await messagesOf(caseId)).toEqual([]);

    const sent = await run(SEND, input);
    if (sent.errors) throw new Error(JSON.stringify(sent.errors));
    const answer = sent.data!.sendCaseMessage as unknown as {
      caseMessage: { text: string };
      activities: { type: string; payload: Record<string, unknown> }[];
    };
    const lines = answer.caseMessage.text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['Here are your files', '']);
    expect(lines[2]).toMatch(/^leave-guide\.pdf: https?:\/\/\S+\/files\/\S+$/);
    expect(lines[3]).toMatch(/^my-note\.pdf: https?:\/\/\S+\/files\/\S+$/);
    expect(answer.caseMessage.text).not.toContain('made when sent');
    expect(answer.activities[0].payload).toMatchObject({ attachmentIds: [guide, own] });
    // The signed link downloads the file without signing in.
    const link = new URL(lines[2].slice('leave-guide.pdf: '.length));
    const download = await fetch(stack.api.url + link.pathname + link.search);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('%PDF-1.4 guide');
  });

  it('refuses an internal note’s file, another person’s health data, another case’s file and an unknown id, nothing written', async () => {
    const caseId = await stack.newCase();
    const otherCase = await stack.newCase();
    const candidates = [
      await attach(caseId, 'note-scan.pdf', { isInternal: true }),
      await attach(caseId, 'doctor-letter.pdf', { isPHI: true }),
      await attach(otherCase, 'other-case.pdf'),
      randomUUID(),
      'not-an-id',
    ];
    for (const attachmentId of candidates) {
      const input = { caseId, channel: 'EMAIL', text: 'Files', attachmentIds: [attachmentId] };
      refused(await run(PREVIEW, input));
      refused(await run(SEND, input));
    }
    expect(await messagesOf(caseId)).toEqual([]);
  });

  it('offers on the case only the files a message may carry, and nothing to the employee', async () => {
    const caseId = await stack.newCase();
    const shared = await attach(caseId, 'shared.pdf');
    await attach(caseId, 'note-file.pdf', { isInternal: true });
    await attach(caseId, 'health.pdf', { isPHI: true });
    const own = await attach(caseId, 'own.pdf', { isPHI: true, by: stack.org.users.Pat.id });
    const FILES = `query($id: ID!) { caseById(caseId: $id) { messageFiles { id fileName } } }`;
    const asWorker = await stack.as(stack.org, 'Worker', FILES, { id: caseId });
    expect(asWorker.data?.caseById).toEqual({
      messageFiles: [
        { id: shared, fileName: 'shared.pdf' },
        { id: own, fileName: 'own.pdf' },
      ],
    });
    const asEmployee = await stack.as(stack.org, 'Pat', FILES, { id: caseId });
    expect(asEmployee.data?.caseById).toEqual({ messageFiles: [] });
  });
});
