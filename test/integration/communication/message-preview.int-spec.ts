import { randomUUID } from 'node:crypto';
import { Role } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { type Answer, startOutboundStack, type OutboundStack } from './outbound-stack.js';

const NOTICE = 'You have a new message about your request. Sign in to read it.';
const FORM_LINK = '[a link to answer the form, made when sent]';
const PREVIEW = `query($input: SendCaseMessageInput!) { caseMessagePreview(input: $input) {
  subject text sentText fullText toAddress smsSegments { encoding units segments perSegment }
  forms { formId name } files { attachmentId fileName } } }`;

interface Preview {
  subject: string | null;
  text: string;
  sentText: string;
  fullText: boolean;
  toAddress: string;
  smsSegments: { encoding: string; units: number; segments: number; perSegment: number } | null;
  forms: { formId: string; name: string }[];
  files: { attachmentId: string; fileName: string }[];
}
const previewOf = (answer: Answer): Preview => {
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.caseMessagePreview as unknown as Preview;
};

describe('caseMessagePreview: the message sendCaseMessage would write, nothing written', () => {
  let stack: OutboundStack;
  let tpa: ScratchOrganization;
  const preview = (input: Record<string, unknown>, name = 'Worker', organization?: ScratchOrganization) =>
    stack.as(organization ?? stack.org, name, PREVIEW, { input });
  const insertTemplate = async (text: string, formIds: string[] = []) => {
    const [row] = await stack.org.query<{ id: string }>(
      `INSERT INTO communication_template (organization_id, name, text, form_ids) VALUES ($1, $2, $3, $4) RETURNING id`,
      [stack.org.id, `T ${randomUUID()}`, text, formIds],
    );
    return row.id;
  };
  const insertForm = async (name: string) => {
    const [row] = await stack.org.query<{ id: string }>(
      `INSERT INTO form (organization_id, name, link_name, is_global, is_active, current_version_id)
       VALUES ($1, $2, $3, false, true, $4) RETURNING id`,
      [stack.org.id, name, `form-${randomUUID()}`, randomUUID()],
    );
    return row.id;
  };
  const shortId = async (caseId: string) =>
    (await stack.org.query<{ short_id: string }>('SELECT short_id FROM case_record WHERE id = $1', [caseId]))[0]
      .short_id;
  const setFullText = (on: boolean) =>
    stack.org.query('UPDATE organization SET settings = $2 WHERE id = $1', [
      stack.org.id,
      JSON.stringify(on ? { messagesIncludeFullText: true } : {}),
    ]);
  const rowsOf = async (caseId: string) => {
    const counts: Record<string, number> = {};
    for (const table of ['case_message', 'case_activity', 'anonymous_form_token']) {
      counts[table] = (await stack.org.query(`SELECT id FROM ${table} WHERE case_id = $1`, [caseId])).length;
    }
    return counts;
  };
  const NOTHING = { case_message: 0, case_activity: 0, anonymous_form_token: 0 };

  beforeAll(async () => {
    stack = await startOutboundStack();
    tpa = await createScratchOrganization({ Admin: Role.ADMIN });
  });
  afterAll(async () => {
    await setFullText(false);
    await tpa?.close();
    await stack?.close();
  });

  it('fills the placeholders, lists the template’s forms and, by default, shows the employee gets the notice; nothing is written', async () => {
    const caseId = await stack.newCase();
    const formId = await insertForm('Leave dates');
    const templateId = await insertTemplate('Hello {{submitterName}}, case {{caseId}} is with {{assigneeName}}.', [
      formId,
    ]);
    const answer = previewOf(await preview({ caseId, channel: 'SMS', templateId }));
    const filled = `Hello Pat Scratch, case ${await shortId(caseId)} is with Worker Scratch.`;
    expect(answer).toEqual({
      subject: null,
      text: `${filled}\n\nLeave dates: ${FORM_LINK}`,
      sentText: NOTICE,
      fullText: false,
      toAddress: '+15552010002',
      smsSegments: { encoding: 'GSM', units: NOTICE.length, segments: 1, perSegment: 160 },
      forms: [{ formId, name: 'Leave dates' }],
      files: [],
    });
    expect(await rowsOf(caseId)).toEqual(NOTHING);
  });

  it('with the full text allowed, the provider’s text is the message and its segments are counted', async () => {
    await setFullText(true);
    try {
      const caseId = await stack.newCase();
      const text = `Case {{caseId}}: ${'please call us back. '.repeat(9)}`;
      const answer = previewOf(await preview({ caseId, channel: 'SMS', text }));
      expect(answer.fullText).toBe(true);
      expect(answer.sentText).toBe(answer.text);
      expect(answer.smsSegments).toMatchObject({ encoding: 'GSM', segments: 2, perSegment: 153 });
      const email = previewOf(await preview({ caseId, channel: 'EMAIL', text: 'Hi', subject: 'Your leave' }));
      expect(email).toMatchObject({ subject: 'Your leave', sentText: 'Hi', smsSegments: null });
    } finally {
      await setFullText(false);
    }
  });

  it('refuses an unknown placeholder and a missing team member as sendCaseMessage does, nothing written', async () => {
    const caseId = await stack.newCase();
    const unknown = await preview({ caseId, channel: 'EMAIL', text: 'Your {{caseNumber}} is open' });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'text: {{caseNumber}} is not a placeholder',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const templateId = await insertTemplate('Ask {{teamMemberName}}');
    const noMember = await preview({ caseId, channel: 'EMAIL', templateId });
    expect(noMember.errors?.[0]).toMatchObject({
      message: 'Choose a team member (teamMemberId) for {{teamMemberName}}',
      extensions: { code: 'BAD_USER_INPUT', field: 'teamMemberId' },
    });
    const empty = await preview({ caseId, channel: 'EMAIL' });
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rowsOf(caseId)).toEqual(NOTHING);
  });

  it('refuses an employee who opted out of texts, as sending would', async () => {
    const caseId = await stack.newCase();
    await stack.org.query('UPDATE app_user SET sms_notifications_disabled = true WHERE id = $1', [
      stack.org.users.Pat.id,
    ]);
    try {
      const answer = await preview({ caseId, channel: 'SMS', text: 'Hello' });
      expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'channel' } });
    } finally {
      await stack.org.query('UPDATE app_user SET sms_notifications_disabled = false WHERE id = $1', [
        stack.org.users.Pat.id,
      ]);
    }
  });

  it('is for the case team only: the employee is refused, another organization does not find the case', async () => {
    const caseId = await stack.newCase();
    const input = { caseId, channel: 'EMAIL', text: 'Hello' };
    expect(previewOf(await preview(input)).text).toBe('Hello');
    expect((await preview(input, 'Pat')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await preview(input, 'Admin', stack.other)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await preview(input, 'Admin', tpa)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await rowsOf(caseId)).toEqual(NOTHING);
  });

  it('refuses an archived case as sending does', async () => {
    const caseId = await stack.org.insertCase({
      submitter: 'Pat',
      status: 'IN_PROGRESS',
      assignedTo: 'Worker',
      isArchived: true,
    });
    const answer = await preview({ caseId, channel: 'EMAIL', text: 'Hello' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('ILLEGAL_STATE');
  });
});
