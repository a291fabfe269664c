import { randomUUID } from 'node:crypto';
import { uploadAs } from '#test/uploads';
import { type Answer, startOutboundStack, type OutboundStack } from './outbound-stack.js';

const REFUSAL = 'documentIds: not a library document this message can carry';
const TEMPLATE_GONE = 'templateId: the template offers a document that can no longer be sent';
const LINK = '[a download link valid for 7 days, made when sent]';
const SEND = `mutation($input: SendCaseMessageInput!) { sendCaseMessage(input: $input) {
  success caseMessage { id text } activities { type payload } } }`;
const PREVIEW = `query($input: SendCaseMessageInput!) { caseMessagePreview(input: $input) {
  text documents { documentId fileName } } }`;
const OFFERED = `query($id: ID!) { caseById(caseId: $id) { messageDocuments { id fileName type } } }`;

type DocumentType = 'PUBLIC_DOCUMENT' | 'PRIVATE_DOCUMENT' | 'RECOMMENDED_DOCUMENT' | 'USER_DOCUMENT';

describe('library documents sent with a message: signed links, never private or another person’s', () => {
  let stack: OutboundStack;
  const run = (query: string, input: Record<string, unknown>) => stack.as(stack.org, 'Worker', query, { input });
  const folders = new Map<string, string>();

  /** A library document as an upload leaves it: a root folder of its type and a row pointing at stored bytes. */
  const libraryDocument = async (
    fileName: string,
    type: DocumentType,
    options: { organizationId?: string; userId?: string; path?: string } = {},
  ) => {
    const organizationId = options.organizationId ?? stack.org.id;
    const key = `${organizationId}:${type}`;
    if (!folders.has(key)) {
      const [folder] = await stack.org.query<{ id: string }>(
        `INSERT INTO document_folder (organization_id, type, label, path, is_root) VALUES ($1, $2, 'Root', 'Root', true)
         RETURNING id`,
        [organizationId, type],
      );
      folders.set(key, folder.id);
    }
    const [row] = await stack.org.query<{ id: string }>(
      `INSERT INTO organization_document (organization_id, folder_id, type, is_public, user_id, path, file_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        organizationId,
        folders.get(key),
        type,
        type === 'PUBLIC_DOCUMENT',
        type === 'USER_DOCUMENT' ? (options.userId ?? stack.org.users.Pat.id) : null,
        options.path ?? `organizations/${organizationId}/${randomUUID()}-${fileName}`,
        fileName,
      ],
    );
    return row.id;
  };
  const messagesOf = async (caseId: string) =>
    stack.org.query('SELECT id FROM case_message WHERE case_id = $1', [caseId]);
  const refusedWith = (answer: Answer, message: string, field: string) => {
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  };

  beforeAll(async () => {
    stack = await startOutboundStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('previews the documents by name and sends each as a signed download link', async () => {
    const caseId = await stack.newCase();
    const path = await uploadAs(stack.api, stack.org.users.Worker.token, 'leave-policy.pdf', '%PDF-1.4 policy');
    const policy = await libraryDocument('leave-policy.pdf', 'PUBLIC_DOCUMENT', { path });
    const own = await libraryDocument('pat-plan.pdf', 'USER_DOCUMENT');
    const input = { caseId, channel: 'EMAIL', text: 'Please read', documentIds: [policy, own, policy] };
    const preview = await run(PREVIEW, input);
    expect(preview.data?.caseMessagePreview).toEqual({
      text: `Please read\n\nleave-policy.pdf: ${LINK}\npat-plan.pdf: ${LINK}`,
      documents: [
        { documentId: policy, fileName: 'leave-policy.pdf' },
        { documentId: own, fileName: 'pat-plan.pdf' },
      ],
    });
    expect(await messagesOf(caseId)).toEqual([]);

    const sent = await run(SEND, input);
    if (sent.errors) throw new Error(JSON.stringify(sent.errors));
    const answer = sent.data!.sendCaseMessage as unknown as {
      caseMessage: { text: string };
      activities: { payload: Record<string, unknown> }[];
    };
    const lines = answer.caseMessage.text.split('\n');
    expect(lines[2]).toMatch(/^leave-policy\.pdf: https?:\/\/\S+\/files\/\S+$/);
    expect(lines[3]).toMatch(/^pat-plan\.pdf: https?:\/\/\S+\/files\/\S+$/);
    expect(answer.activities[0].payload).toMatchObject({ documentIds: [policy, own] });
    const link = new URL(lines[2].slice('leave-policy.pdf: '.length));
    const download = await fetch(stack.api.url + link.pathname + link.search);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('%PDF-1.4 policy');
  });

  it('refuses a private document, another person’s, another organization’s and an unknown id, nothing written', async () => {
    const caseId = await stack.newCase();
    const candidates = [
      await libraryDocument('internal-guide.pdf', 'PRIVATE_DOCUMENT'),
      await libraryDocument('lee-plan.pdf', 'USER_DOCUMENT', { userId: stack.org.users.Lee.id }),
      await libraryDocument('elsewhere.pdf', 'PUBLIC_DOCUMENT', { organizationId: stack.other.id }),
      randomUUID(),
      'not-an-id',
    ];
    for (const documentId of candidates) {
      const input = { caseId, channel: 'EMAIL', text: 'Documents', documentIds: [documentId] };
      refusedWith(await run(PREVIEW, input), REFUSAL, 'documentIds');
      refusedWith(await run(SEND, input), REFUSAL, 'documentIds');
    }
    expect(await messagesOf(caseId)).toEqual([]);
  });

  it('sends the documents a template offers, and refuses the template once one may no longer go out', async () => {
    const caseId = await stack.newCase();
    const guide = await libraryDocument('recommended-guide.pdf', 'RECOMMENDED_DOCUMENT');
    const [template] = await stack.org.query<{ id: string }>(
      `INSERT INTO communication_template (organization_id, name, text, document_ids)
       VALUES ($1, 'Guide', 'Here is our guide', $2) RETURNING id`,
      [stack.org.id, [guide]],
    );
    const input = { caseId, channel: 'EMAIL', templateId: template.id, documentIds: [guide] };
    const preview = await run(PREVIEW, input);
    expect(preview.data?.caseMessagePreview).toEqual({
      text: `Here is our guide\n\nrecommended-guide.pdf: ${LINK}`,
      documents: [{ documentId: guide, fileName: 'recommended-guide.pdf' }],
    });

    // Made private after the template was written: the template can no longer be sent as it is.
    await stack.org.query(`UPDATE organization_document SET type = 'PRIVATE_DOCUMENT' WHERE id = $1`, [guide]);
    refusedWith(await run(PREVIEW, input), TEMPLATE_GONE, 'templateId');
    refusedWith(await run(SEND, input), TEMPLATE_GONE, 'templateId');
    expect(await messagesOf(caseId)).toEqual([]);
  });

  it('offers on the case only documents a message may carry, and nothing to the employee', async () => {
    const caseId = await stack.newCase();
    const shared = await libraryDocument('offered-policy.pdf', 'PUBLIC_DOCUMENT');
    const hidden = await libraryDocument('offered-private.pdf', 'PRIVATE_DOCUMENT');
    const lees = await libraryDocument('offered-lee.pdf', 'USER_DOCUMENT', { userId: stack.org.users.Lee.id });
    const asWorker = await stack.as(stack.org, 'Worker', OFFERED, { id: caseId });
    const offered = (asWorker.data?.caseById as { messageDocuments: { id: string }[] }).messageDocuments.map(
      (document) => document.id,
    );
    expect(offered).toContain(shared);
    expect(offered).not.toContain(hidden);
    expect(offered).not.toContain(lees);
    const asEmployee = await stack.as(stack.org, 'Pat', OFFERED, { id: caseId });
    expect(asEmployee.data?.caseById).toEqual({ messageDocuments: [] });
  });
});
