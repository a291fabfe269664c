import { randomUUID } from 'node:crypto';
import type { ScratchOrganization } from '#test/scratch-organization';
import { type Answer, startOutboundStack, type OutboundStack } from './outbound-stack.js';

const NOTICE = 'You have a new message about your request. Sign in to read it.';
const SEND = `mutation($input: SendCaseMessageInput!) { sendCaseMessage(input: $input) {
  success caseMessage { id status text sentText } activities { type payload } } }`;

interface Sent {
  caseMessage: { id: string; status: string; text: string; sentText: string };
  activities: { type: string; payload: Record<string, unknown> }[];
}
const sent = (answer: Answer): Sent => {
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.sendCaseMessage as unknown as Sent;
};

describe('sending a case message from a communication template (real SDKs against the fakes)', () => {
  let stack: OutboundStack;
  const send = (input: Record<string, unknown>, organization?: ScratchOrganization, name = 'Worker') =>
    stack.as(organization ?? stack.org, name, SEND, { input });
  const insertTemplate = async (
    organization: ScratchOrganization,
    text: string,
    options: { ownerId?: string; formIds?: string[] } = {},
  ) => {
    const [row] = await organization.query<{ id: string }>(
      `INSERT INTO communication_template (organization_id, owner_user_id, name, text, form_ids, is_personal)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [organization.id, options.ownerId ?? null, `T ${randomUUID()}`, text, options.formIds ?? [], !!options.ownerId],
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
  const onTeam = (caseId: string, userId: string) =>
    stack.org.query('INSERT INTO case_assignee (case_id, user_id) VALUES ($1, $2)', [caseId, userId]);
  const shortId = async (caseId: string) =>
    (await stack.org.query<{ short_id: string }>('SELECT short_id FROM case_record WHERE id = $1', [caseId]))[0]
      .short_id;
  const setFullText = (on: boolean) =>
    stack.org.query('UPDATE organization SET settings = $2 WHERE id = $1', [
      stack.org.id,
      JSON.stringify(on ? { messagesIncludeFullText: true } : {}),
    ]);
  /** Nothing of a refused send is left: no message, no timeline entry, no form link. */
  const expectNothingWritten = async (caseId: string) => {
    for (const table of ['case_message', 'case_activity', 'anonymous_form_token']) {
      expect(await stack.org.query(`SELECT id FROM ${table} WHERE case_id = $1`, [caseId])).toEqual([]);
    }
  };

  beforeAll(async () => {
    stack = await startOutboundStack();
  });
  afterAll(async () => {
    await setFullText(false);
    await stack?.close();
  });

  it('with the full text allowed, the provider receives the filled text with a link per form; a form sent is recorded per form', async () => {
    await setFullText(true);
    try {
      const caseId = await stack.newCase();
      await onTeam(caseId, stack.org.users.Worker.id);
      const leaveForm = await insertForm('Leave dates');
      const templateId = await insertTemplate(
        stack.org,
        'Hello {{submitterName}}, case {{caseId}} is with {{assigneeEmail}}; {{teamMemberName}} helps.',
        { formIds: [leaveForm] },
      );
      const answer = sent(
        await send({ caseId, channel: 'EMAIL', templateId, teamMemberId: stack.org.users.Worker.id }),
      );
      const [token] = await stack.org.query<{ id: string }>('SELECT id FROM anonymous_form_token WHERE case_id = $1', [
        caseId,
      ]);
      const expected =
        `Hello Pat Scratch, case ${await shortId(caseId)} is with ${stack.org.users.Worker.email}; Worker Scratch helps.` +
        `\n\nLeave dates: ${stack.api.config.WEB_PUBLIC_URL.replace(/\/+$/, '')}/anonymous-form/request/${token.id}`;
      expect(answer.caseMessage).toMatchObject({ text: expected, sentText: expected, status: 'PENDING' });
      expect(answer.activities.map((activity) => activity.type)).toEqual(['OUTBOUND_EMAIL', 'FOLLOW_UP_FORM']);
      expect(answer.activities[1].payload).toEqual({ formId: leaveForm, messageId: answer.caseMessage.id });
      const pat = stack.org.users.Pat.email;
      const mail = await stack.sendGrid.waitFor(
        (received) =>
          received.body.custom_args?.messageId === answer.caseMessage.id &&
          received.body.personalizations[0]?.to[0]?.email === pat,
      );
      expect(mail.body.content[0].value).toContain(expected.split('\n')[0]);
      expect(mail.body.content[0].value).toContain(`/anonymous-form/request/${token.id}`);
      expect(mail.body.content[0].value).not.toContain('{{');
    } finally {
      await setFullText(false);
    }
  });

  it('without the full text the stored message is filled while the provider gets the notice only', async () => {
    const caseId = await stack.newCase();
    const templateId = await insertTemplate(stack.org, 'Case {{caseId}} for {{submitterPhone}}');
    const answer = sent(await send({ caseId, channel: 'SMS', templateId }));
    const short = await shortId(caseId);
    expect(answer.caseMessage.text).toBe(`Case ${short} for 555-201-0002`);
    expect(answer.caseMessage.sentText).toBe(NOTICE);
    const settled = await stack.settled(caseId, answer.caseMessage.id);
    expect(settled).toMatchObject({ status: 'SENT', text: `Case ${short} for 555-201-0002`, sentText: NOTICE });
    await stack.twilio.waitFor((message) => message.to === '+15552010002' && message.body === NOTICE);
    expect(stack.twilio.sent.some((message) => message.body.includes(short))).toBe(false);
  });

  it('an unknown placeholder in free text is refused, named, with nothing written', async () => {
    const caseId = await stack.newCase();
    const answer = await send({ caseId, channel: 'EMAIL', text: 'Your {{caseNumber}} is open' });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'text: {{caseNumber}} is not a placeholder',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await expectNothingWritten(caseId);
  });

  it('another organization’s template and someone else’s personal template are not found, with nothing written', async () => {
    const caseId = await stack.newCase();
    const theirs = await insertTemplate(stack.other, 'Theirs {{caseId}}');
    const colleague = randomUUID();
    await stack.org.query(
      `INSERT INTO app_user (id, email, role, first_name, last_name, organization_id)
       VALUES ($1, $2, 'ADMIN', 'Colleague', 'Scratch', $3)`,
      [colleague, `colleague-${colleague}@scratch.test`, stack.org.id],
    );
    const personal = await insertTemplate(stack.org, 'Mine {{caseId}}', {
      ownerId: colleague,
      formIds: [await insertForm('Personal form')],
    });
    for (const templateId of [theirs, personal]) {
      const answer = await send({ caseId, channel: 'EMAIL', templateId });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    await expectNothingWritten(caseId);
  });

  it('a team member who is not on the case team is refused, with nothing written', async () => {
    const caseId = await stack.newCase();
    const answer = await send({
      caseId,
      channel: 'EMAIL',
      text: 'Ask {{teamMemberName}}',
      teamMemberId: stack.org.users.Lee.id,
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'teamMemberId: not on this case team',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await expectNothingWritten(caseId);
  });
});
