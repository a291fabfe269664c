import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { ErrorCode, type Principal, Role } from '#access';
import { CaseStatus } from '#domain/cases';
import {
  CaseMessagesModule,
  CaseMessagesService,
  MessageChannel,
  NO_PHI_NOTICE,
  type SendCaseMessageInput,
} from '#domain/case-messages';
import { CaseActivityType, QueueName } from '#events';
import { expectRefusedWithoutWrites } from '#test/service-expectations';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, BAD_USER_INPUT } = ErrorCode;
const { EMAIL, SMS } = MessageChannel;

describe('case messages from communication templates', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let messages: CaseMessagesService;
  let queue: Queue;
  const queued: string[] = [];
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);
  const query = <T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> =>
    service.dataSource.query(text, values);

  const newCase = async (fields: { assignedTo?: string; team?: string[] } = { assignedTo: 'worker' }) => {
    const caseId = await org.insertCase({ submitter: 'employee', status: CaseStatus.IN_PROGRESS, ...fields });
    for (const name of fields.team ?? []) {
      await query('INSERT INTO case_assignee (case_id, user_id) VALUES ($1, $2)', [caseId, org.users[name]]);
    }
    return caseId;
  };
  const shortId = async (caseId: string) => (await org.caseRow(caseId)).short_id as string;

  const insertTemplate = async (
    scratch: ServiceScratch,
    text: string,
    options: { owner?: string; formIds?: string[] } = {},
  ) => {
    const [row] = await query<{ id: string }>(
      `INSERT INTO communication_template (organization_id, owner_user_id, name, text, form_ids, is_personal)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        scratch.id,
        options.owner ? scratch.users[options.owner] : null,
        `Template ${randomUUID().slice(0, 8)}`,
        text,
        options.formIds ?? [],
        Boolean(options.owner),
      ],
    );
    return row.id;
  };
  const insertForm = async (name: string, options: { isActive?: boolean } = {}) => {
    const [row] = await query<{ id: string }>(
      `INSERT INTO form (organization_id, name, link_name, is_global, is_active, current_version_id)
       VALUES ($1, $2, $3, false, $4, $5) RETURNING id`,
      [org.id, name, `form-${randomUUID()}`, options.isActive ?? true, randomUUID()],
    );
    return row.id;
  };
  const tokenCount = async (caseId: string) =>
    (await query<{ n: number }>('SELECT count(*)::int AS n FROM anonymous_form_token WHERE case_id = $1', [caseId]))[0]
      .n;

  const send = async (input: Omit<SendCaseMessageInput, 'channel'> & { channel?: MessageChannel }, by = 'worker') => {
    const message = await messages.send(await as(by), { channel: EMAIL, ...input });
    queued.push(message.id);
    return message;
  };
  const refused = (
    caseId: string,
    input: Omit<SendCaseMessageInput, 'caseId' | 'channel'>,
    refusal: { code: ErrorCode; message?: string },
  ) => expectRefusedWithoutWrites(org, caseId, async () => send({ caseId, ...input }), refusal);

  beforeAll(async () => {
    service = await createServiceModule([CaseMessagesModule]);
    org = await createServiceScratch(service.dataSource, {
      worker: Role.CASEWORKER,
      admin: Role.ADMIN,
      colleague: Role.CASEWORKER,
      outsider: Role.CASEWORKER,
      employee: Role.USER,
    });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN });
    messages = service.get(CaseMessagesService);
    queue = service.moduleRef.get<Queue>(getQueueToken(QueueName.messages), { strict: false });
    await query(`UPDATE app_user SET phone_number = '(555) 201-0002', first_name = 'Erin' WHERE id = $1`, [
      org.users.employee,
    ]);
  });
  afterAll(async () => {
    await Promise.all(queued.map((id) => queue?.remove(id)));
    await service?.close();
  });

  it('sends the template’s text with every placeholder filled from the case; the stored text is the filled one', async () => {
    const caseId = await newCase({ assignedTo: 'worker', team: ['colleague'] });
    const templateId = await insertTemplate(
      org,
      'Case {{caseId}}: {{ assigneeName }} ({{assigneeEmail}}) writes to {{submitterName}} at {{submitterEmail}}, ' +
        '{{submitterPhone}}; ask {{teamMemberName}} <{{teamMemberEmail}}>.',
    );
    const message = await send({ caseId, templateId, teamMemberId: org.users.colleague });
    expect(message.body).toBe(
      `Case ${await shortId(caseId)}: worker Scratch (${await emailOf('worker')}) writes to Erin Scratch at ${await emailOf('employee')}, ` +
        `(555) 201-0002; ask colleague Scratch <${await emailOf('colleague')}>.`,
    );
    expect(message.sentBody).toBe(NO_PHI_NOTICE);
    const [activity] = await query<{ type: string; payload: Record<string, unknown> }>(
      'SELECT type, payload FROM case_activity WHERE case_id = $1',
      [caseId],
    );
    expect(activity).toEqual({
      type: CaseActivityType.OUTBOUND_EMAIL,
      payload: { messageId: message.id, channel: EMAIL, status: 'PENDING', templateId },
    });
  });

  const emailOf = async (name: string) =>
    (await query<{ email: string }>('SELECT email FROM app_user WHERE id = $1', [org.users[name]]))[0].email;

  it('text given with a template replaces the template’s text and is filled all the same; the organization may send it in full', async () => {
    const caseId = await newCase();
    const templateId = await insertTemplate(org, 'Template text {{caseId}}');
    await query(`UPDATE organization SET settings = $2 WHERE id = $1`, [org.id, { messagesIncludeFullText: true }]);
    try {
      const message = await send({ caseId, templateId, channel: SMS, text: 'Your case {{caseId}} is open' });
      expect(message.body).toBe(`Your case ${await shortId(caseId)} is open`);
      expect(message.sentBody).toBe(message.body);
    } finally {
      await query(`UPDATE organization SET settings = '{}' WHERE id = $1`, [org.id]);
    }
  });

  it('free text is filled too, without a template', async () => {
    const caseId = await newCase();
    const message = await send({ caseId, text: 'Hello {{submitterName}}, about {{caseId}}' });
    expect(message.body).toBe(`Hello Erin Scratch, about ${await shortId(caseId)}`);
  });

  it('a template with forms puts a single-use link per form in the text and records a form sent per form', async () => {
    const caseId = await newCase();
    const intake = await insertForm('Intake');
    const followUp = await insertForm('Follow-up');
    const templateId = await insertTemplate(org, 'Please answer these, {{submitterName}}.', {
      formIds: [intake, followUp],
    });
    const message = await send({ caseId, templateId });
    const tokens = await query<{ id: string; form_version_id: string; created_by_id: string }>(
      'SELECT id, form_version_id, created_by_id FROM anonymous_form_token WHERE case_id = $1 ORDER BY created_at, id',
      [caseId],
    );
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      expect(message.body).toContain(`/anonymous-form/request/${token.id}`);
      expect(token.created_by_id).toBe(org.users.worker);
    }
    expect(message.body).toMatch(/^Please answer these, Erin Scratch\.\n\nIntake: http\S+\nFollow-up: http\S+$/);
    const forms = await query<{ type: string; payload: Record<string, unknown> }>(
      `SELECT type, payload FROM case_activity WHERE case_id = $1 AND type = $2 ORDER BY created_at, id`,
      [caseId, CaseActivityType.FOLLOW_UP_FORM],
    );
    expect(forms.map((row) => row.payload)).toEqual([
      { formId: intake, messageId: message.id },
      { formId: followUp, messageId: message.id },
    ]);
    expect((await org.caseRow(caseId)).last_follow_up_form_sent_at).not.toBeNull();
  });

  it('refuses a template whose form can no longer be sent, with no link left behind', async () => {
    const caseId = await newCase();
    const templateId = await insertTemplate(org, 'Answer this', {
      formIds: [await insertForm('Old', { isActive: false })],
    });
    await refused(caseId, { templateId }, { code: BAD_USER_INPUT });
    expect(await tokenCount(caseId)).toBe(0);
  });

  it.each<[string, Omit<SendCaseMessageInput, 'caseId' | 'channel'>, string]>([
    [
      'an unknown placeholder, named',
      { text: 'Case {{caseNumber}} and {{caseId}}' },
      'text: {{caseNumber}} is not a placeholder',
    ],
    ['neither text nor template', {}, 'text: write a message or choose a template'],
    [
      'a team member placeholder without a team member',
      { text: 'Ask {{teamMemberName}}' },
      'Choose a team member (teamMemberId) for {{teamMemberName}}',
    ],
  ])('refuses with nothing written: %s', async (_, input, message) => {
    const caseId = await newCase();
    await refused(caseId, input, { code: BAD_USER_INPUT, message });
  });

  it('refuses a placeholder the case has no value for: no primary assignee', async () => {
    // The worker works it as a member of the team; nobody is its primary assignee.
    const caseId = await newCase({ team: ['worker'] });
    await refused(
      caseId,
      { text: 'Your case manager is {{assigneeName}}' },
      { code: BAD_USER_INPUT, message: 'The case has no primary assignee for {{assigneeName}}' },
    );
  });

  it('refuses a team member who is not on the case team, even when the text does not use one', async () => {
    const caseId = await newCase({ assignedTo: 'worker', team: ['colleague'] });
    for (const teamMemberId of [org.users.outsider, randomUUID(), 'not-an-id']) {
      await refused(
        caseId,
        { text: 'Ask {{teamMemberName}}', teamMemberId },
        { code: BAD_USER_INPUT, message: 'teamMemberId: not on this case team' },
      );
    }
  });

  it('another organization’s template, someone else’s personal one and an unknown id are not found', async () => {
    const caseId = await newCase();
    const elsewhere = await insertTemplate(other, 'Not yours {{caseId}}');
    const adminsOwn = await insertTemplate(org, 'Personal {{caseId}}', { owner: 'admin' });
    for (const templateId of [elsewhere, adminsOwn, randomUUID()]) {
      await refused(caseId, { templateId }, { code: NOT_FOUND });
    }
    // The owner may send its own personal template.
    const message = await send({ caseId, templateId: adminsOwn }, 'admin');
    expect(message.body).toBe(`Personal ${await shortId(caseId)}`);
  });
});
