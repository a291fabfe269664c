import { randomBytes, randomInt } from 'node:crypto';
import { Role } from '#access';
import { CaseActivityType } from '#events';
import { waitFor } from '#test/eventually';
import { asProbe, probeSender } from '#test/live-probes';
import { twilioSignature } from '#test/provider-signatures';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { tokenFor } from '#test/tokens';
import { subscribe, wsClient } from '#test/ws-client';
import { type Answer, startOutboundStack, type OutboundStack } from './outbound-stack.js';

const PUBLIC_BASE = 'https://hooks.example.test';

const ACKNOWLEDGE = `mutation($caseId: ID!) { acknowledgeCaseMessages(caseId: $caseId) {
  success caseMessages { id type } activity { type } case { id unacknowledgedMessageCount earliestUnacknowledgedMessageAt } } }`;
const CASE_COUNTS = `query($id: ID!) { caseById(caseId: $id) {
  unacknowledgedMessageCount earliestUnacknowledgedMessageAt unacknowledgedCommentCount } }`;
const CONVERSATIONS = `query($input: MessageConversationsInput) { messageConversations(input: $input) {
  pageInfo { endCursor hasNextPage }
  conversations { caseId shortId title employeeName lastMessageId lastMessageType lastMessageChannel
    lastMessageDirection lastMessagePreview lastMessageAt unreadCount } } }`;
const UNACKNOWLEDGED_LIST = `query($organizationId: ID) {
  allMultiOrgUserCases(organizationId: $organizationId, hasUnacknowledgedMessages: true, recordsPerPage: 100) {
    cases { id unacknowledgedMessageCount } } }`;
const CHANGED = `subscription { messageConversationsChanged { caseId activityType occurredAt } }`;

interface Conversation {
  caseId: string;
  shortId: string;
  title: string;
  employeeName: string | null;
  lastMessageId: string;
  lastMessageType: string;
  lastMessageChannel: string;
  lastMessageDirection: string;
  lastMessagePreview: string;
  lastMessageAt: string;
  unreadCount: number;
}
interface ConversationsPage {
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  conversations: Conversation[];
}
type Change = { messageConversationsChanged: { caseId: string; activityType: string; occurredAt: string } };

const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('chat: unacknowledged inbound messages, conversations by case, live', () => {
  let stack: OutboundStack;
  let org: ScratchOrganization;
  let outsider: ScratchOrganization;
  const as = (name: string, query: string, variables: Record<string, unknown> = {}, organization = org) =>
    stack.api.graphql(query, variables, { token: organization.users[name].token }) as Promise<Answer>;
  const ok = (answer: Answer) => {
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!;
  };
  const conversations = async (name: string, input: Record<string, unknown> = {}, organization = org) =>
    ok(await as(name, CONVERSATIONS, { input }, organization)).messageConversations as unknown as ConversationsPage;
  /**
   * A message row as the inbound handler or a send writes it, dated `createdAt`: an outbound one written by
   * the Worker, or by nobody (`automatic`, as the reply saying which request an SMS joined).
   */
  const insertMessage = async (caseId: string, type: string, body: string, createdAt: Date, automatic = false) => {
    const author = type.startsWith('OUTBOUND') && !automatic ? org.users.Worker.id : null;
    const [row] = await org.query<{ id: string }>(
      `INSERT INTO case_message (organization_id, case_id, channel, type, to_address, body, sent_body, created_at,
         created_by_id)
       VALUES ($1, $2, $3, $4, '+15552010002', $5, $5, $6, $7) RETURNING id`,
      [org.id, caseId, type.includes('EMAIL') ? 'EMAIL' : 'SMS', type, body, createdAt, author],
    );
    return row.id;
  };
  const postSms = async (params: Record<string, string>) => {
    const path = '/webhooks/twilio/sms';
    return fetch(`${stack.api.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams(params).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(stack.api.config.TWILIO_AUTH_TOKEN, `${PUBLIC_BASE}${path}`, params),
      },
    });
  };

  beforeAll(async () => {
    stack = await startOutboundStack({ PUBLIC_WEBHOOK_BASE_URL: PUBLIC_BASE, OUTBOX_RELAY_INTERVAL_MS: '200' });
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Bystander: Role.CASEWORKER,
      Pat: Role.USER,
      Lee: Role.USER,
      Kim: Role.USER,
    });
    outsider = await createScratchOrganization({ Admin: Role.ADMIN });
  });
  afterAll(async () => {
    await Promise.all([org?.close(), outsider?.close()]);
    await stack?.close();
  });

  it('counts inbound messages until the case team acknowledges them; the employee never does', async () => {
    const caseId = await org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const firstAt = minutesAgo(30);
    const first = await insertMessage(caseId, 'INBOUND_SMS', 'Running late', firstAt);
    await insertMessage(caseId, 'OUTBOUND_SMS', 'No problem', minutesAgo(20));
    const second = await insertMessage(caseId, 'INBOUND_EMAIL', 'Here is my note', minutesAgo(10));

    const seen = ok(await as('Worker', CASE_COUNTS, { id: caseId })).caseById;
    expect(seen).toMatchObject({ unacknowledgedMessageCount: 2, unacknowledgedCommentCount: 0 });
    expect(Date.parse(seen.earliestUnacknowledgedMessageAt as string)).toBe(firstAt.getTime());
    expect(ok(await as('Pat', CASE_COUNTS, { id: caseId })).caseById).toMatchObject({
      unacknowledgedMessageCount: null,
      earliestUnacknowledgedMessageAt: null,
    });
    const listed = ok(
      await stack.api.graphql(
        UNACKNOWLEDGED_LIST,
        { organizationId: org.id },
        {
          token: await tokenFor('cvadmin'),
          organizationId: org.id,
        },
      ),
    ).allMultiOrgUserCases as unknown as { cases: { id: string; unacknowledgedMessageCount: number }[] };
    expect(listed.cases).toContainEqual({ id: caseId, unacknowledgedMessageCount: 2 });

    // As acknowledgeCaseComment: the employee is refused by role, who cannot see the case finds no case.
    expect((await as('Pat', ACKNOWLEDGE, { caseId })).errors?.[0]).toMatchObject({
      message: 'Only a case worker can manage this case',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(code(await as('Lee', ACKNOWLEDGE, { caseId }))).toBe('FORBIDDEN');
    // A case out of reach, or of another organization, does not exist for the caller (as everywhere).
    for (const answer of [
      await as('Bystander', ACKNOWLEDGE, { caseId }),
      await as('Admin', ACKNOWLEDGE, { caseId }, outsider),
    ]) {
      expect(answer.errors?.[0]).toMatchObject({ message: 'Not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(code(await as('Worker', ACKNOWLEDGE, { caseId: 'not-an-id' }))).toBe('NOT_FOUND');
    expect(ok(await as('Worker', CASE_COUNTS, { id: caseId })).caseById).toMatchObject({
      unacknowledgedMessageCount: 2,
    });

    const acknowledged = ok(await as('Worker', ACKNOWLEDGE, { caseId })).acknowledgeCaseMessages;
    expect(acknowledged).toMatchObject({
      success: true,
      activity: { type: 'MESSAGES_ACKNOWLEDGED' },
      case: { id: caseId, unacknowledgedMessageCount: 0, earliestUnacknowledgedMessageAt: null },
    });
    expect((acknowledged.caseMessages as { id: string }[]).map((message) => message.id)).toEqual([first, second]);
    const [row] = await org.query<{ acknowledged_by_id: string; acknowledged_at: Date | null }>(
      `SELECT acknowledged_by_id, acknowledged_at FROM case_message WHERE id = $1`,
      [first],
    );
    expect(row).toMatchObject({ acknowledged_by_id: org.users.Worker.id, acknowledged_at: expect.any(Date) });

    // Nothing left: no error, nothing written, no timeline entry.
    const again = ok(await as('Worker', ACKNOWLEDGE, { caseId })).acknowledgeCaseMessages;
    expect(again).toMatchObject({ success: true, caseMessages: [], activity: null });
    const [{ entries }] = await org.query<{ entries: number }>(
      `SELECT count(*)::int AS entries FROM case_activity WHERE case_id = $1 AND type = 'MESSAGES_ACKNOWLEDGED'`,
      [caseId],
    );
    expect(entries).toBe(1);
  });

  it('lists conversations newest first within each caller’s reach, paged, with unread counts', async () => {
    const scoped = await createScratchOrganization({
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Bystander: Role.CASEWORKER,
      Pat: Role.USER,
      Lee: Role.USER,
    });
    const saved = org;
    org = scoped;
    try {
      const patsCase = await org.insertCase({ submitter: 'Pat', assignedTo: 'Worker', title: 'Leave for surgery' });
      const leesCase = await org.insertCase({ submitter: 'Lee', title: 'Standing desk' });
      await org.insertCase({ submitter: 'Pat', assignedTo: 'Worker', title: 'No messages yet' });
      const failedOnly = await org.insertCase({ submitter: 'Pat', assignedTo: 'Worker', title: 'Failed send only' });
      await insertMessage(patsCase, 'INBOUND_SMS', 'Can I come in late?', minutesAgo(40));
      await insertMessage(leesCase, 'INBOUND_EMAIL', 'My desk arrived', minutesAgo(30));
      const patsLast = await insertMessage(patsCase, 'OUTBOUND_SMS', 'Yes, see you at 10', minutesAgo(20));
      await insertMessage(patsCase, 'INBOUND_SMS', 'Thanks!', minutesAgo(25));
      // A failed send: staff see it, the employee does not (a pending one would be sent by the worker's sweep).
      const failed = await insertMessage(failedOnly, 'OUTBOUND_EMAIL_ERROR', 'Draft for Pat', minutesAgo(5));
      await org.query(`INSERT INTO case_note (organization_id, case_id, author_id, text) VALUES ($1, $2, $3, $4)`, [
        org.id,
        patsCase,
        org.users.Worker.id,
        'Internal: check the restrictions',
      ]);

      const admin = await conversations('Admin');
      expect(admin.conversations.map((item) => item.caseId)).toEqual([failedOnly, patsCase, leesCase]);
      expect(admin.conversations[1]).toMatchObject({
        title: 'Leave for surgery',
        employeeName: 'Pat Scratch',
        lastMessageId: patsLast,
        lastMessageType: 'OUTBOUND_SMS',
        lastMessageChannel: 'SMS',
        lastMessageDirection: 'OUTBOUND',
        lastMessagePreview: 'Yes, see you at 10',
        unreadCount: 2,
      });
      expect(admin.conversations[0]).toMatchObject({ lastMessageId: failed, unreadCount: 0 });
      expect(admin.conversations[2]).toMatchObject({ lastMessageDirection: 'INBOUND', unreadCount: 1 });

      // Pages of two, then the rest, by cursor.
      const first = await conversations('Admin', { recordsPerPage: 2 });
      expect(first.conversations.map((item) => item.caseId)).toEqual([failedOnly, patsCase]);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const rest = await conversations('Admin', { recordsPerPage: 2, after: first.pageInfo.endCursor });
      expect(rest.conversations.map((item) => item.caseId)).toEqual([leesCase]);
      expect(rest.pageInfo.hasNextPage).toBe(false);
      expect(code(await as('Admin', CONVERSATIONS, { input: { after: 'nonsense' } }))).toBe('BAD_USER_INPUT');
      expect(code(await as('Admin', CONVERSATIONS, { input: { recordsPerPage: 1000 } }))).toBe('BAD_USER_INPUT');

      expect((await conversations('Admin', { searchText: 'lee' })).conversations.map((item) => item.caseId)).toEqual([
        leesCase,
      ]);
      expect((await conversations('Worker')).conversations.map((item) => item.caseId)).toEqual([failedOnly, patsCase]);
      expect((await conversations('Bystander')).conversations).toEqual([]);
      expect((await conversations('Admin', {}, outsider)).conversations).toEqual([]);

      // The employee: its own requests, what it may read of them (no pending send), never unread for it.
      const pat = await conversations('Pat');
      expect(pat.conversations).toHaveLength(1);
      expect(pat.conversations[0]).toMatchObject({ caseId: patsCase, lastMessageId: patsLast, unreadCount: 0 });
      const lee = await conversations('Lee');
      expect(lee.conversations.map((item) => item.caseId)).toEqual([leesCase]);
      expect(JSON.stringify([pat, lee])).not.toMatch(/Internal|Draft for Pat/);
    } finally {
      org = saved;
      await scoped.close();
    }
  });

  it('an SMS through the signed webhook reaches the staff and employee inboxes live; acknowledging reaches staff only', async () => {
    const line = String(randomInt(0, 10_000_000)).padStart(7, '0');
    // Kim has this one open case: the message lands there and no automatic reply follows it.
    await org.query(`UPDATE app_user SET phone_number = $2 WHERE id = $1`, [org.users.Kim.id, `555${line}`]);
    const caseId = await org.insertCase({ submitter: 'Kim', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const leesCase = await org.insertCase({ submitter: 'Lee' });
    const bystandersCase = await org.insertCase({ submitter: 'Lee', assignedTo: 'Bystander' });

    const clients = {
      Admin: wsClient(stack.api.url, org.users.Admin.token),
      Kim: wsClient(stack.api.url, org.users.Kim.token),
      Lee: wsClient(stack.api.url, org.users.Lee.token),
      Bystander: wsClient(stack.api.url, org.users.Bystander.token),
    };
    const listen = (client: (typeof clients)[keyof typeof clients]) =>
      subscribe<Change>(
        client,
        CHANGED,
        {},
        { probeKey: (value) => asProbe(value.messageConversationsChanged.occurredAt) },
      );
    const admin = listen(clients.Admin);
    const kim = listen(clients.Kim);
    const lee = listen(clients.Lee);
    const bystander = listen(clients.Bystander);
    const probeOn = (id: string) =>
      probeSender(stack.api, { organizationId: org.id, caseId: id, type: CaseActivityType.SMS_RECEIVED });
    try {
      await admin.live(probeOn(caseId));
      await kim.live(probeOn(caseId));
      await lee.live(probeOn(leesCase));
      await bystander.live(probeOn(bystandersCase));

      const params = {
        MessageSid: `SM${randomBytes(16).toString('hex')}`,
        AccountSid: `AC${'0'.repeat(32)}`,
        From: `+1555${line}`,
        To: '+15005550006',
        Body: 'I will be there at 10',
        NumMedia: '0',
      };
      const posted = await postSms(params);
      expect(posted.status).toBe(200);

      const arrival = async (subscription: typeof admin) => {
        for (;;) {
          const change = (await subscription.next(15000)).messageConversationsChanged;
          if (change.activityType === 'SMS_RECEIVED') return change;
        }
      };
      expect(await arrival(admin)).toMatchObject({ caseId });
      expect(await arrival(kim)).toMatchObject({ caseId });
      expect(await lee.receivedBefore(probeOn(leesCase))).toEqual([]);
      expect(await bystander.receivedBefore(probeOn(bystandersCase))).toEqual([]);

      const inbox = await conversations('Admin');
      expect(inbox.conversations[0]).toMatchObject({
        caseId,
        lastMessagePreview: 'I will be there at 10',
        lastMessageDirection: 'INBOUND',
        unreadCount: 1,
      });

      ok(await as('Worker', ACKNOWLEDGE, { caseId }));
      const acknowledgedSeen = async () => {
        for (;;) {
          const change = (await admin.next(15000)).messageConversationsChanged;
          if (change.activityType === 'MESSAGES_ACKNOWLEDGED') return change;
        }
      };
      expect(await acknowledgedSeen()).toMatchObject({ caseId });
      const kimAfter = await kim.receivedBefore(probeOn(caseId));
      expect(kimAfter.map((value) => value.messageConversationsChanged.activityType)).not.toContain(
        'MESSAGES_ACKNOWLEDGED',
      );
      expect((await conversations('Admin')).conversations[0]).toMatchObject({ caseId, unreadCount: 0 });
    } finally {
      for (const subscription of [admin, kim, lee, bystander]) subscription.dispose();
      await Promise.all(Object.values(clients).map((client) => client.dispose()));
    }
  });

  it('an automatic reply is neither a conversation’s last message nor unread: the last message a person wrote is', async () => {
    const line = String(randomInt(0, 10_000_000)).padStart(7, '0');
    await org.query(`UPDATE app_user SET phone_number = $2 WHERE id = $1`, [org.users.Lee.id, `555${line}`]);
    // Two open cases: the SMS joins the latest, and the product answers which one it joined.
    await org.insertCase({ submitter: 'Lee', assignedTo: 'Worker', createdAt: minutesAgo(60) });
    const caseId = await org.insertCase({ submitter: 'Lee', assignedTo: 'Worker' });
    const params = {
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
      AccountSid: `AC${'0'.repeat(32)}`,
      From: `+1555${line}`,
      To: '+15005550006',
      Body: 'Is my desk on its way?',
      NumMedia: '0',
    };
    expect((await postSms(params)).status).toBe(200);
    const reply = await stack.twilio.waitFor((message) => message.to === params.From);
    expect(reply.body).toMatch(/^Your message was added to request #/);
    // Sent, so the employee may read it too.
    await waitFor(
      () =>
        org.query<{ type: string }>(`SELECT type FROM case_message WHERE case_id = $1 AND type = 'OUTBOUND_SMS'`, [
          caseId,
        ]),
      { what: 'the automatic reply to be sent', until: (rows) => rows.length === 1, timeoutMs: 15000 },
    );
    const [inbound] = await org.query<{ id: string }>(
      `SELECT id FROM case_message WHERE case_id = $1 AND type = 'INBOUND_SMS'`,
      [caseId],
    );

    const staffRow = (await conversations('Admin')).conversations.find((item) => item.caseId === caseId);
    expect(staffRow).toMatchObject({
      lastMessageId: inbound.id,
      lastMessagePreview: 'Is my desk on its way?',
      lastMessageDirection: 'INBOUND',
      unreadCount: 1,
    });
    const employeeRow = (await conversations('Lee')).conversations.find((item) => item.caseId === caseId);
    expect(employeeRow).toMatchObject({ lastMessageId: inbound.id, lastMessagePreview: 'Is my desk on its way?' });

    // What the case team writes next is the last message again; a later automatic one still is not.
    const answer = await insertMessage(caseId, 'OUTBOUND_SMS', 'It ships on Friday', new Date());
    await insertMessage(caseId, 'OUTBOUND_SMS', 'Your message was added to request #1.', new Date(), true);
    for (const name of ['Admin', 'Lee']) {
      const row = (await conversations(name)).conversations.find((item) => item.caseId === caseId);
      expect(row).toMatchObject({ lastMessageId: answer, lastMessagePreview: 'It ships on Friday' });
    }
  });
});
