import { randomBytes, randomInt } from 'node:crypto';
import { waitFor } from '#test/eventually';
import { twilioSignature } from '#test/provider-signatures';
import { subscribe, wsClient } from '#test/ws-client';
import {
  MARK_ALL_READ,
  MARK_READ,
  type Notice,
  PUBLIC_WEBHOOK_BASE,
  type NotificationsStack,
  RECEIVED,
  startNotificationsStack,
  UNREAD,
} from './notifications-stack.js';

const ADD_NOTE = `mutation($caseId: ID!, $text: String!, $tags: [ID!]) {
  addCaseNote(caseId: $caseId, text: $text, taggedUserIds: $tags) { note { id } } }`;
const ADD_COMMENT = `mutation($caseId: ID!, $text: String!) { addCaseComment(caseId: $caseId, text: $text) { comment { id } } }`;
const ASSIGN = `mutation($caseId: ID!, $userId: ID!) { assignCase(caseId: $caseId, userId: $userId) { success } }`;

type Received = {
  notificationReceived: { id: string; kind: string; title: string; caseId: string | null; unreadCount: number };
};
const probeKey = (value: Received) => {
  const title = value.notificationReceived.title;
  return title.startsWith('probe:') ? title : undefined;
};

describe('staff notices: producers, rules, delivery and the bell', () => {
  let stack: NotificationsStack;
  const users = () => stack.org.users;
  const noticesOf = async (userId: string, caseId: string) =>
    stack.org.query<{ id: string; kind: string; email_status: string | null; sms_status: string | null }>(
      `SELECT id, kind, email_status, sms_status FROM user_notification WHERE user_id = $1 AND case_id = $2`,
      [userId, caseId],
    );
  const setRule = (event: string, rule: Record<string, unknown>) =>
    stack.org.query(
      `UPDATE organization SET settings = jsonb_set(COALESCE(settings, '{}'::jsonb), '{notificationRules}',
         COALESCE(settings->'notificationRules', '{}'::jsonb) || jsonb_build_object($2::text, $3::jsonb)) WHERE id = $1`,
      [stack.org.id, event, JSON.stringify(rule)],
    );
  let probes = 0;
  const probeFor = (name: string) => () => {
    probes += 1;
    return stack.insertAndDispatch(name, `probe:${name}:${probes}`).then(() => `probe:${name}:${probes}`);
  };

  beforeAll(async () => {
    stack = await startNotificationsStack();
  });
  afterAll(() => stack?.close());
  afterEach(async () => {
    stack.sendGrid.failure = null;
    await stack.org.query(`UPDATE organization SET settings = settings - 'notificationRules' WHERE id = $1`, [
      stack.org.id,
    ]);
  });

  it('keeps a tag under the bell of the tagged, not of the author, with the note in its body', async () => {
    const caseId = await stack.org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    stack.ok(await stack.as('Worker', ADD_NOTE, { caseId, text: 'Please check the budget', tags: [users().Admin.id] }));
    const [notice] = (await stack.notices('Admin')).filter((found) => found.caseId === caseId);
    expect(notice).toMatchObject({
      kind: 'TAGGED_IN_NOTE',
      body: 'Please check the budget',
      caseAvailable: true,
      readAt: null,
    });
    expect(notice.title).toMatch(/^You were tagged in a note on case #S-/);
    expect(notice.title).not.toContain('budget');
    expect(await noticesOf(users().Worker.id, caseId)).toEqual([]);
    // Default rule for tags: in-app only; it is dispatched after commit.
    const stored = await waitFor(
      async () => ((await stack.row(notice.id)).dispatched_at ? stack.row(notice.id) : null),
      {
        what: 'the tag dispatched',
      },
    );
    expect(stored).toMatchObject({ email_status: null, sms_status: null });
  });

  it('tells the assignee, by the bell and by e-mail through SendGrid, and nobody when one assigns oneself', async () => {
    const caseId = await stack.org.insertCase({ submitter: 'Pat', status: 'OPEN' });
    stack.ok(await stack.as('Manager', ASSIGN, { caseId, userId: users().Worker.id }));
    const [notice] = await noticesOf(users().Worker.id, caseId);
    expect(notice).toMatchObject({ kind: 'CASE_ASSIGNED', sms_status: null });
    expect(notice.email_status).not.toBeNull();
    const mail = await stack.sendGrid.waitFor((received) => received.body.custom_args?.notificationId === notice.id);
    expect(mail.body.personalizations[0].to[0].email).toBe(users().Worker.email);
    expect(mail.body.subject).toMatch(/^Case #S-.* was assigned to you$/);
    expect(mail.body.content[0].value).toContain(`/accommodations/cases/${caseId}`);
    expect(await stack.delivered(notice.id)).toMatchObject({ email_status: 'SENT', delivery_error: null });
    expect(await noticesOf(users().Manager.id, caseId)).toEqual([]);

    const own = await stack.org.insertCase({ submitter: 'Pat', status: 'OPEN' });
    stack.ok(await stack.as('Manager', ASSIGN, { caseId: own, userId: users().Manager.id }));
    expect(await noticesOf(users().Manager.id, own)).toEqual([]);
  });

  it("tells the case's assignee and team of the employee's reply, not the employee, and not of staff comments", async () => {
    const caseId = await stack.org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    await stack.org.query('INSERT INTO case_assignee (case_id, user_id) VALUES ($1, $2)', [caseId, users().Helper.id]);
    stack.ok(await stack.as('Pat', ADD_COMMENT, { caseId, text: 'Here is my answer' }));
    for (const name of ['Worker', 'Helper']) {
      const [notice] = (await stack.notices(name)).filter((found) => found.caseId === caseId);
      expect(notice).toMatchObject({ kind: 'CASE_REPLY', body: 'Here is my answer' });
    }
    expect(await noticesOf(users().Pat.id, caseId)).toEqual([]);
    expect(await stack.notices('Pat')).toEqual([]);
    stack.ok(await stack.as('Worker', ADD_COMMENT, { caseId, text: 'Thanks' }));
    expect(await noticesOf(users().Helper.id, caseId)).toHaveLength(1);
  });

  it("tells the case's assignee of the employee's text message", async () => {
    const line = String(randomInt(0, 10_000_000)).padStart(7, '0');
    await stack.org.query('UPDATE app_user SET phone_number = $2 WHERE id = $1', [users().Pat.id, `+1555${line}`]);
    const caseId = await stack.org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    const params = {
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
      AccountSid: `AC${'0'.repeat(32)}`,
      From: `+1555${line}`,
      To: '+15005550006',
      Body: 'I can come in on Monday',
      NumMedia: '0',
    };
    const path = '/webhooks/twilio/sms';
    const response = await fetch(`${stack.api.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams(params).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(
          stack.api.config.TWILIO_AUTH_TOKEN,
          `${PUBLIC_WEBHOOK_BASE}${path}`,
          params,
        ),
      },
    });
    expect(response.status).toBeLessThan(300);
    const notice = (await waitFor(async () => (await noticesOf(users().Worker.id, caseId))[0] ?? null, {
      what: 'the reply notice',
      timeoutMs: 15000,
    }))!;
    expect(notice.kind).toBe('CASE_REPLY');
    const listed = (await stack.notices('Worker')).find((found) => found.id === notice.id)!;
    expect(listed.body).toBe('I can come in on Monday');
    expect(await noticesOf(users().Pat.id, caseId)).toEqual([]);
  });

  it("honours the organization's rules: roles not named hear nothing; e-mail off, on, and turned off by the person", async () => {
    const caseId = await stack.org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    await setRule('TAGGED_IN_NOTE', { roles: ['CASEMANAGER'], inApp: true, email: true, sms: false });
    stack.ok(await stack.as('Worker', ADD_NOTE, { caseId, text: 'One', tags: [users().Admin.id, users().Manager.id] }));
    expect(await noticesOf(users().Admin.id, caseId)).toEqual([]);
    const [managerNotice] = await noticesOf(users().Manager.id, caseId);
    expect(managerNotice.email_status).not.toBeNull();
    await stack.sendGrid.waitFor((mail) => mail.body.custom_args?.notificationId === managerNotice.id);
    expect(await stack.delivered(managerNotice.id)).toMatchObject({ email_status: 'SENT' });

    await stack.org.query('UPDATE app_user SET notifications_disabled = true WHERE id = $1', [users().Manager.id]);
    try {
      stack.ok(await stack.as('Worker', ADD_NOTE, { caseId, text: 'Two', tags: [users().Manager.id] }));
      const second = (await noticesOf(users().Manager.id, caseId)).find((notice) => notice.id !== managerNotice.id)!;
      expect(await stack.delivered(second.id)).toMatchObject({ email_status: 'SKIPPED' });
      expect(stack.sendGrid.received.some((mail) => mail.body.custom_args?.notificationId === second.id)).toBe(false);
      // The bell keeps it all the same.
      expect((await stack.notices('Manager')).map((notice) => notice.id)).toContain(second.id);
    } finally {
      await stack.org.query('UPDATE app_user SET notifications_disabled = false WHERE id = $1', [users().Manager.id]);
    }

    await setRule('TAGGED_IN_NOTE', { roles: ['CASEMANAGER'], inApp: false, email: false, sms: false });
    stack.ok(await stack.as('Worker', ADD_NOTE, { caseId, text: 'Three', tags: [users().Manager.id] }));
    expect(await noticesOf(users().Manager.id, caseId)).toHaveLength(2);
  });

  it('texts through Twilio when the rule says SMS, and skips a number that opted out', async () => {
    const caseId = await stack.org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    await setRule('TAGGED_IN_NOTE', { roles: ['ADMIN'], inApp: true, email: false, sms: true });
    await stack.org.query(`UPDATE app_user SET phone_number = '+15552019001' WHERE id = $1`, [users().Admin.id]);
    stack.ok(await stack.as('Worker', ADD_NOTE, { caseId, text: 'Sms one', tags: [users().Admin.id] }));
    const [first] = await noticesOf(users().Admin.id, caseId);
    const sms = await stack.twilio.waitFor((sent) => sent.to === '+15552019001');
    expect(sms.body).toMatch(/^You were tagged in a note on case #S-/);
    expect(sms.body).not.toContain('Sms one');
    expect(await stack.delivered(first.id)).toMatchObject({ sms_status: 'SENT', email_status: null });

    await stack.org.query(
      `INSERT INTO sms_consent (phone_number, opted_out, last_keyword, keyword_received_at, provider_event_id, updated_at)
       VALUES ('+15552019001', true, 'STOP', now(), gen_random_uuid(), now())
       ON CONFLICT (phone_number) DO UPDATE SET opted_out = true`,
    );
    stack.ok(await stack.as('Worker', ADD_NOTE, { caseId, text: 'Sms two', tags: [users().Admin.id] }));
    const second = (await noticesOf(users().Admin.id, caseId)).find((notice) => notice.id !== first.id)!;
    expect(await stack.delivered(second.id)).toMatchObject({ sms_status: 'SKIPPED' });
  });

  it('retries a failing e-mail provider and ends ERROR with its reason', async () => {
    const caseId = await stack.org.insertCase({ submitter: 'Pat', status: 'OPEN' });
    stack.sendGrid.failure = { status: 503, message: 'Service temporarily unavailable' };
    stack.ok(await stack.as('Manager', ASSIGN, { caseId, userId: users().Helper.id }));
    const [notice] = await noticesOf(users().Helper.id, caseId);
    expect(await stack.delivered(notice.id)).toMatchObject({
      email_status: 'ERROR',
      delivery_error: 'EMAIL: 503: Service temporarily unavailable',
    });
    // Counted by notice: other files' e-mails share the fake, and are refused too while it fails.
    const refusals = stack.sendGrid.refusedCustomArgs.filter((args) => args.notificationId === notice.id);
    expect(refusals).toHaveLength(2);
  });

  it('relays a notice inserted straight in SQL to the bell and the subscription of its user only', async () => {
    const adminClient = wsClient(stack.api.url, users().Admin.token);
    const workerClient = wsClient(stack.api.url, users().Worker.token);
    const admin = subscribe<Received>(adminClient, RECEIVED, {}, { probeKey });
    const worker = subscribe<Received>(workerClient, RECEIVED, {}, { probeKey });
    try {
      await admin.live(probeFor('Admin'));
      await worker.live(probeFor('Worker'));
      const before = stack.ok<number>(await stack.as('Admin', UNREAD));
      // Nothing but the relay dispatches this one: no after-commit dispatch, as an area that only inserts.
      const [{ id }] = await stack.org.query<{ id: string }>(
        `INSERT INTO user_notification (organization_id, user_id, case_id, kind, title, dedupe_key)
         VALUES ($1, $2, NULL, 'WORKFLOW', 'A workflow step needs you', 'relay-test') RETURNING id`,
        [stack.org.id, users().Admin.id],
      );
      const heard = (await admin.next()).notificationReceived;
      expect(heard).toMatchObject({ id, kind: 'WORKFLOW', title: 'A workflow step needs you', caseId: null });
      expect(heard.unreadCount).toBe(before + 1);
      expect(heard).not.toHaveProperty('body');
      expect((await stack.row(id)).dispatched_at).not.toBeNull();
      expect(await worker.receivedBefore(probeFor('Worker'))).toEqual([]);
    } finally {
      admin.dispose();
      worker.dispose();
      await adminClient.dispose();
      await workerClient.dispose();
    }
  });

  it('marks own notices read, ignores others’ ids, refuses bad ids, and pages newest first', async () => {
    const ids: string[] = [];
    for (const title of ['first', 'second', 'third'])
      ids.push(await stack.insertAndDispatch('Helper', `page:${title}`));
    const workersOwn = await stack.insertAndDispatch('Worker', 'page:worker');
    const firstPage = stack.ok<{ notifications: Notice[]; pageInfo: { endCursor: string; hasNextPage: boolean } }>(
      await stack.as(
        'Helper',
        'query { myNotifications(recordsPerPage: 2) { pageInfo { endCursor hasNextPage } notifications { id title } } }',
      ),
    );
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const all = await stack.notices('Helper', { first: 100 });
    expect(all.slice(0, 3).map((notice) => notice.title)).toEqual(['page:third', 'page:second', 'page:first']);
    expect(firstPage.notifications.map((notice) => notice.id)).toEqual(all.slice(0, 2).map((notice) => notice.id));
    const next = await stack.notices('Helper', { first: 2, after: firstPage.pageInfo.endCursor });
    expect(next[0].id).toBe(all[2].id);

    const unreadBefore = stack.ok<number>(await stack.as('Helper', UNREAD));
    const marked = stack.ok<{ notifications: { id: string; readAt: string | null }[]; unreadCount: number }>(
      await stack.as('Helper', MARK_READ, { ids: [ids[0], workersOwn] }),
    );
    expect(marked.notifications.map((notice) => notice.id)).toEqual([ids[0]]);
    expect(marked.notifications[0].readAt).not.toBeNull();
    expect(marked.unreadCount).toBe(unreadBefore - 1);
    expect((await stack.row(workersOwn)).read_at).toBeNull();
    expect((await stack.notices('Helper', { unreadOnly: true, first: 100 })).map((n) => n.id)).not.toContain(ids[0]);
    // Nobody reads another's notices.
    expect((await stack.notices('Worker', { first: 100 })).map((notice) => notice.id)).not.toContain(ids[1]);

    for (const bad of [[], ['not-an-id'], Array.from({ length: 101 }, () => ids[0])]) {
      expect((await stack.as('Helper', MARK_READ, { ids: bad })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(
      (await stack.as('Helper', 'query { myNotifications(after: "nonsense") { totalCount } }')).errors?.[0]?.extensions
        ?.code,
    ).toBe('BAD_USER_INPUT');

    expect(stack.ok(await stack.as('Helper', MARK_ALL_READ))).toMatchObject({ success: true, unreadCount: 0 });
    expect(stack.ok<number>(await stack.as('Helper', UNREAD))).toBe(0);
    expect((await stack.row(workersOwn)).read_at).toBeNull();
    expect((await stack.as('Helper', UNREAD, {})).errors).toBeUndefined();
    expect((await stack.api.graphql(UNREAD)).errors?.[0]?.extensions?.code).toBe('INVALID_AUTHORIZATION');
  });

  it('hides the body once the reader may no longer see the case', async () => {
    const caseId = await stack.org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' });
    stack.ok(await stack.as('Manager', ADD_NOTE, { caseId, text: 'Private detail', tags: [users().Worker.id] }));
    const visible = (await stack.notices('Worker')).find((notice) => notice.caseId === caseId)!;
    expect(visible).toMatchObject({ body: 'Private detail', caseAvailable: true });
    await stack.org.query('UPDATE case_record SET assigned_to_id = NULL WHERE id = $1', [caseId]);
    const hidden = (await stack.notices('Worker')).find((notice) => notice.caseId === caseId)!;
    expect(hidden).toMatchObject({ id: visible.id, body: null, caseAvailable: false, title: visible.title });
  });
});
