import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

const LOG = `query($organizationId: ID, $input: CaseMessagesLogInput) {
  caseMessagesLog(organizationId: $organizationId, input: $input) {
    pageInfo { endCursor hasNextPage }
    messages { id caseId caseShortId caseTitle employeeName channel type direction status subject errorReason attempts
      sentAt createdAt } } }`;

type Entry = {
  id: string;
  caseId: string;
  caseShortId: string;
  caseTitle: string;
  employeeName: string | null;
  channel: string;
  type: string;
  direction: string;
  status: string;
  errorReason: string | null;
  attempts: number;
};
type LogPage = { pageInfo: { endCursor: string | null; hasNextPage: boolean }; messages: Entry[] };
type Answer = {
  data?: { caseMessagesLog: LogPage } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe('caseMessagesLog: the organization’s message log', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  /** Message ids by name, in the order written (oldest first). */
  const ids: Record<string, string> = {};
  let assignedCase: string;
  let otherCase: string;

  const log = (user: string, input: Record<string, unknown> = {}, scratch = org, organizationId = org.id) =>
    api.graphql(LOG, { organizationId, input }, { token: scratch.users[user].token }) as Promise<Answer>;
  const idsOf = (answer: Answer) => answer.data!.caseMessagesLog.messages.map((message) => message.id);
  const expectBadInput = (answer: Answer) => {
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  };

  const insertMessage = async (
    name: string,
    caseId: string,
    fields: { channel: string; type: string; minutesAgo: number; errorReason?: string; attempts?: number },
  ) => {
    const [row] = await org.query<{ id: string }>(
      `INSERT INTO case_message (organization_id, case_id, channel, type, to_address, subject, body, sent_body,
         error_reason, attempts, created_at)
       VALUES ($1, $2, $3, $4, $5, NULL, 'Hello', 'Hello', $6, $7, now() - make_interval(mins => $8)) RETURNING id`,
      [
        org.id,
        caseId,
        fields.channel,
        fields.type,
        fields.channel === 'SMS' ? '+15005550006' : 'pat@scratch.test',
        fields.errorReason ?? null,
        fields.attempts ?? 0,
        fields.minutesAgo,
      ],
    );
    ids[name] = row.id;
  };

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Cv: Role.CVADMIN,
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Manager: Role.CASEMANAGER,
      Pat: Role.USER,
      Support: TpaSubRole.TPASUPPORT,
      Medical: TpaSubRole.TPAMEDICAL,
    });
    other = await createScratchOrganization({ Admin: Role.ADMIN, Sam: Role.USER });
    assignedCase = await org.insertCase({ submitter: 'Pat', assignedTo: 'Worker', title: 'Standing desk' });
    otherCase = await org.insertCase({ submitter: 'Pat', title: 'Quiet room' });
    await insertMessage('emailSent', assignedCase, { channel: 'EMAIL', type: 'OUTBOUND_EMAIL', minutesAgo: 50 });
    await insertMessage('smsFailed', assignedCase, {
      channel: 'SMS',
      type: 'OUTBOUND_SMS_ERROR',
      minutesAgo: 40,
      errorReason: 'Unreachable destination',
      attempts: 3,
    });
    await insertMessage('smsIn', otherCase, { channel: 'SMS', type: 'INBOUND_SMS', minutesAgo: 30 });
    await insertMessage('emailPending', otherCase, {
      channel: 'EMAIL',
      type: 'OUTBOUND_EMAIL_PENDING',
      minutesAgo: 20,
    });
    await insertMessage('smsPending', assignedCase, { channel: 'SMS', type: 'OUTBOUND_SMS_PENDING', minutesAgo: 10 });
    // Another organization's message never shows in this one's log.
    const foreignCase = await other.insertCase({ submitter: 'Sam' });
    await other.query(
      `INSERT INTO case_message (organization_id, case_id, channel, type, to_address, body, sent_body)
       VALUES ($1, $2, 'EMAIL', 'OUTBOUND_EMAIL', 'sam@scratch.test', 'Hi', 'Hi')`,
      [other.id, foreignCase],
    );
  });
  afterAll(async () => {
    await org?.close();
    await other?.close();
    await api?.close();
  });

  it('lists every message of the organization newest first, with its case and employee', async () => {
    const answer = await log('Admin');
    expect(answer.errors).toBeUndefined();
    expect(idsOf(answer)).toEqual([ids.smsPending, ids.emailPending, ids.smsIn, ids.smsFailed, ids.emailSent]);
    const failed = answer.data!.caseMessagesLog.messages.find((message) => message.id === ids.smsFailed);
    expect(failed).toMatchObject({
      caseId: assignedCase,
      caseTitle: 'Standing desk',
      employeeName: 'Pat Scratch',
      channel: 'SMS',
      type: 'OUTBOUND_SMS_ERROR',
      direction: 'OUTBOUND',
      status: 'ERROR',
      errorReason: 'Unreachable destination',
      attempts: 3,
    });
    expect(failed!.caseShortId).toMatch(/^S-/);
    const inbound = answer.data!.caseMessagesLog.messages.find((message) => message.id === ids.smsIn);
    expect(inbound).toMatchObject({ direction: 'INBOUND', status: 'SENT', caseId: otherCase });
  });

  it.each(['Cv', 'Manager', 'Support'])('%s sees every case’s messages', async (user) => {
    expect(idsOf(await log(user))).toHaveLength(5);
  });

  it('a case worker and a TPA Medical see only the messages of cases they are involved in', async () => {
    expect(idsOf(await log('Worker'))).toEqual([ids.smsPending, ids.smsFailed, ids.emailSent]);
    expect(idsOf(await log('Medical'))).toEqual([]);
    await org.query('INSERT INTO case_assignee (case_id, user_id) VALUES ($1, $2)', [otherCase, org.users.Medical.id]);
    expect(idsOf(await log('Medical'))).toEqual([ids.emailPending, ids.smsIn]);
  });

  it('an employee is refused with the permission message', async () => {
    const answer = await log('Pat');
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Not authorized to perform this operation',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('another organization’s staff cannot read this log, and see only their own', async () => {
    const refused = await log('Admin', {}, other, org.id);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const own = await log('Admin', {}, other, other.id);
    expect(own.data!.caseMessagesLog.messages).toHaveLength(1);
    expect(idsOf(own)).not.toContain(ids.emailSent);
  });

  it('filters by channel, type, status and search', async () => {
    expect(idsOf(await log('Admin', { channel: 'EMAIL' }))).toEqual([ids.emailPending, ids.emailSent]);
    expect(idsOf(await log('Admin', { type: 'INBOUND_SMS' }))).toEqual([ids.smsIn]);
    expect(idsOf(await log('Admin', { status: 'PENDING' }))).toEqual([ids.smsPending, ids.emailPending]);
    expect(idsOf(await log('Admin', { status: 'ERROR', channel: 'SMS' }))).toEqual([ids.smsFailed]);
    expect(idsOf(await log('Admin', { status: 'ERROR', channel: 'EMAIL' }))).toEqual([]);
    expect(idsOf(await log('Admin', { search: 'quiet' }))).toEqual([ids.emailPending, ids.smsIn]);
    expect(idsOf(await log('Admin', { search: 'pat scratch' }))).toHaveLength(5);
    // % is a literal character, not a pattern matching everything.
    expect(idsOf(await log('Admin', { search: '%' }))).toEqual([]);
  });

  it('pages newest first by cursor, without gaps or repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 5; pages += 1) {
      const answer = await log('Admin', { first: 2, after });
      const page = answer.data!.caseMessagesLog;
      seen.push(...idsOf(answer));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual([ids.smsPending, ids.emailPending, ids.smsIn, ids.smsFailed, ids.emailSent]);
  });

  it('refuses bad filters with BAD_USER_INPUT', async () => {
    expectBadInput(await log('Admin', { channel: 'FAX' }));
    expectBadInput(await log('Admin', { status: 'LOST' }));
    expectBadInput(await log('Admin', { type: 'OUTBOUND_EMAIL', channel: 'SMS' }));
    expectBadInput(await log('Admin', { type: 'OUTBOUND_EMAIL', status: 'ERROR' }));
    const tooSmall = await log('Admin', { first: 0 });
    expectBadInput(tooSmall);
    expect(tooSmall.errors?.[0].message).toBe('first: must be between 1 and 100');
    expectBadInput(await log('Admin', { first: 101 }));
    expectBadInput(await log('Admin', { after: 'not-a-cursor' }));
    // A cursor of the right shape whose time is not one this list wrote.
    const forged = Buffer.from(JSON.stringify(['1', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    expectBadInput(await log('Admin', { after: forged }));
    expectBadInput(await log('Admin', { search: 'x'.repeat(201) }));
    expectBadInput(await log('Admin', { search: 'bell\u0007' }));
  });
});
