import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { ErrorCode, type Principal, Role } from '#access';
import { CaseMessages, CaseStatus } from '#domain/cases';
import {
  CaseMessagesModule,
  CaseMessagesService,
  CaseMessageType,
  MessageChannel,
  MessageDeliveryService,
  MessageRefusals,
  NO_PHI_NOTICE,
} from '#domain/case-messages';
import { SmsConsentService } from '#domain/sms-consent';
import { CaseActivityType, QueueName } from '#events';
import { eventually, expectRefusedWithoutWrites } from '#test/service-expectations';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, FORBIDDEN, BAD_USER_INPUT } = ErrorCode;
const { EMAIL, SMS } = MessageChannel;

describe('case messages area', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let messages: CaseMessagesService;
  let delivery: MessageDeliveryService;
  let consent: SmsConsentService;
  let queue: Queue;
  const queued: string[] = [];
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);
  const newCase = () => org.insertCase({ submitter: 'employee', assignedTo: 'worker', status: CaseStatus.IN_PROGRESS });
  const setEmployee = (fields: string, values: unknown[]) =>
    service.dataSource.query(`UPDATE app_user SET ${fields} WHERE id = $1`, [org.users.employee, ...values]);
  const send = async (caseId: string, channel: MessageChannel, text = 'Your leave starts Monday', subject?: string) => {
    const message = await messages.send(await as('worker'), { caseId, channel, text, subject });
    queued.push(message.id);
    return message;
  };

  beforeAll(async () => {
    service = await createServiceModule([CaseMessagesModule]);
    org = await createServiceScratch(service.dataSource, {
      worker: Role.CASEWORKER,
      admin: Role.ADMIN,
      employee: Role.USER,
    });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN, employee: Role.USER });
    messages = service.get(CaseMessagesService);
    delivery = service.get(MessageDeliveryService);
    consent = service.get(SmsConsentService);
    queue = service.moduleRef.get<Queue>(getQueueToken(QueueName.messages), { strict: false });
  });
  beforeEach(() =>
    setEmployee('phone_number = $2, notifications_disabled = false, sms_notifications_disabled = false', [
      '(555) 201-0001',
    ]),
  );
  afterAll(async () => {
    // Jobs of this file only: no worker runs here, and none of another file should send them.
    await Promise.all(queued.map((id) => queue?.remove(id)));
    await service?.close();
  });

  it('writes a pending e-mail without PHI, its timeline entry, and a job whose id is the message id', async () => {
    const caseId = await newCase();
    const message = await send(caseId, EMAIL, 'Your leave starts Monday');
    expect(message).toMatchObject({
      caseId,
      organizationId: org.id,
      channel: EMAIL,
      type: CaseMessageType.OUTBOUND_EMAIL_PENDING,
      body: 'Your leave starts Monday',
      sentBody: NO_PHI_NOTICE,
      createdById: org.users.worker,
    });
    expect(message.toAddress).toMatch(/^employee-.*@service\.test$/);
    expect(message.subject).toBe('New message about your request');
    expect(await org.activityTypes(caseId)).toEqual([CaseActivityType.OUTBOUND_EMAIL]);
    const job = await eventually('the message job in Redis', () => queue.getJob(message.id));
    expect(job.name).toBe('messages.send');
    expect(job.data).toEqual({ organizationId: org.id, caseId, messageId: message.id, actorUserId: org.users.worker });
    expect(JSON.stringify(job.data)).not.toContain('Monday');
  });

  it('an SMS goes to the employee’s number in E.164; the organization may allow the full text', async () => {
    const caseId = await newCase();
    await service.dataSource.query(`UPDATE organization SET settings = $2 WHERE id = $1`, [
      org.id,
      { messagesIncludeFullText: true },
    ]);
    try {
      const message = await send(caseId, SMS, 'Bring your form');
      expect(message).toMatchObject({
        type: CaseMessageType.OUTBOUND_SMS_PENDING,
        toAddress: '+15552010001',
        sentBody: 'Bring your form',
        subject: null,
      });
      expect(await org.activityTypes(caseId)).toEqual([CaseActivityType.SMS_SENT]);
    } finally {
      await service.dataSource.query(`UPDATE organization SET settings = '{}' WHERE id = $1`, [org.id]);
    }
  });

  it.each<[string, string, unknown[], MessageChannel, string]>([
    [
      'notifications off (e-mail)',
      'notifications_disabled = $2',
      [true],
      EMAIL,
      MessageRefusals.NOTIFICATIONS_DISABLED,
    ],
    ['notifications off (SMS)', 'notifications_disabled = $2', [true], SMS, MessageRefusals.NOTIFICATIONS_DISABLED],
    ['SMS notifications off', 'sms_notifications_disabled = $2', [true], SMS, MessageRefusals.SMS_DISABLED],
    ['no phone number', 'phone_number = $2', [null], SMS, MessageRefusals.NO_PHONE],
    ['a phone number that is none', 'phone_number = $2', ['ask reception'], SMS, MessageRefusals.NO_PHONE],
  ])('refuses with nothing written: %s', async (_, fields, values, channel, message) => {
    const caseId = await newCase();
    await setEmployee(fields, values);
    await expectRefusedWithoutWrites(
      org,
      caseId,
      async () => messages.send(await as('worker'), { caseId, channel, text: 'Hello' }),
      { code: BAD_USER_INPUT, message },
    );
  });

  /** A consent keyword as the inbound SMS handler records it. */
  let keywordsSent = 0;
  const keyword = (phoneNumber: string, sent: 'STOP' | 'START') =>
    consent.record({
      phoneNumber,
      keyword: sent,
      receivedAt: new Date(Date.now() + ++keywordsSent),
      providerEventId: randomUUID(),
    });

  it('refuses an SMS to a number that opted out (STOP), and sends again once it opted back in', async () => {
    const caseId = await newCase();
    await keyword('+1 555 201 0001', 'STOP');
    expect(await consent.isOptedOut('5552010001')).toBe(true);
    await expectRefusedWithoutWrites(
      org,
      caseId,
      async () => messages.send(await as('worker'), { caseId, channel: SMS, text: 'Hello' }),
      { code: BAD_USER_INPUT, message: MessageRefusals.OPTED_OUT },
    );
    // E-mail is another channel: STOP does not stop it.
    await send(caseId, EMAIL);
    await keyword('+15552010001', 'START');
    expect(await consent.isOptedOut('+15552010001')).toBe(false);
    await send(caseId, SMS);
  });

  it.each<[string, { text: string; subject?: string }]>([
    ['empty text', { text: '   ' }],
    ['oversized text', { text: 'x'.repeat(5001) }],
    ['a control character in the text', { text: 'hello\u0007' }],
    ['a line break in the subject', { text: 'hello', subject: 'a\r\nBcc: x@y.z' }],
  ])('refuses bad input with nothing written: %s', async (_, input) => {
    const caseId = await newCase();
    await expectRefusedWithoutWrites(
      org,
      caseId,
      async () => messages.send(await as('worker'), { caseId, channel: EMAIL, ...input }),
      { code: BAD_USER_INPUT },
    );
  });

  it('the employee cannot send; another organization’s case is not found', async () => {
    const caseId = await newCase();
    await expectRefusedWithoutWrites(
      org,
      caseId,
      async () => messages.send(await as('employee'), { caseId, channel: EMAIL, text: 'Hi' }),
      { code: FORBIDDEN, message: CaseMessages.MANAGE },
    );
    const elsewhere = await other.insertCase({ submitter: 'employee' });
    await expectRefusedWithoutWrites(
      other,
      elsewhere,
      async () => messages.send(await as('admin'), { caseId: elsewhere, channel: EMAIL, text: 'Hi' }),
      { code: NOT_FOUND },
    );
    await expect(delivery.pending((await send(caseId, EMAIL)).id, other.id)).rejects.toThrow(/not found/);
  });

  it('delivery settles a message once: sent, then a second outcome changes nothing; the employee sees only sent ones', async () => {
    const caseId = await newCase();
    const sent = await send(caseId, EMAIL, 'First');
    const failed = await send(caseId, SMS, 'Second');
    const pending = await send(caseId, EMAIL, 'Third');
    expect(await delivery.markSent(sent, 'provider-1')).toBe(true);
    expect(await delivery.markSent(sent, 'provider-2')).toBe(false);
    expect(await delivery.markFailed(failed, '500: try later', false)).toBe(false);
    expect(await delivery.pending(failed.id, org.id)).not.toBeNull();
    expect(await delivery.markFailed(failed, "400: The 'To' number is not valid", true)).toBe(true);
    expect(await delivery.pending(sent.id, org.id)).toBeNull();
    expect(await delivery.pending(failed.id, org.id)).toBeNull();
    const [sentRow, failedRow] = await service.dataSource.query(
      `SELECT type, provider_message_id, error_reason, attempts, sent_at IS NOT NULL AS "hasSentAt"
         FROM case_message WHERE id = ANY($1) ORDER BY created_at`,
      [[sent.id, failed.id]],
    );
    expect(sentRow).toEqual({
      type: 'OUTBOUND_EMAIL',
      provider_message_id: 'provider-1',
      error_reason: null,
      attempts: 1,
      hasSentAt: true,
    });
    expect(failedRow).toMatchObject({
      type: 'OUTBOUND_SMS_ERROR',
      error_reason: "400: The 'To' number is not valid",
      attempts: 2,
    });
    const outcomes = await service.dataSource.query(
      `SELECT type, payload, actor_user_id FROM case_activity WHERE case_id = $1 AND payload->>'status' <> 'PENDING'
        ORDER BY created_at`,
      [caseId],
    );
    expect(outcomes).toEqual([
      { type: 'OUTBOUND_EMAIL', payload: { messageId: sent.id, channel: EMAIL, status: 'SENT' }, actor_user_id: null },
      { type: 'SMS_SENT', payload: { messageId: failed.id, channel: SMS, status: 'ERROR' }, actor_user_id: null },
    ]);
    const staffView = await messages.listFor(await as('worker'), { id: caseId, organizationId: org.id });
    expect(staffView.map((message) => message.id)).toEqual([sent.id, failed.id, pending.id]);
    const employeeView = await messages.listFor(await as('employee'), { id: caseId, organizationId: org.id });
    expect(employeeView.map((message) => message.id)).toEqual([sent.id]);
  });
  it('delivery settles a batch in one statement; its entries are done for the workflow and get no workflow job', async () => {
    const caseId = await newCase();
    const [email, text, failing, before] = await Promise.all([
      send(caseId, EMAIL, 'Batch one'),
      send(caseId, SMS, 'Batch two'),
      send(caseId, EMAIL, 'Batch three'),
      send(caseId, SMS, 'Batch four'),
    ]);
    expect(await delivery.markSent(before, 'provider-before')).toBe(true);
    const statements: string[] = [];
    const query = service.dataSource.query.bind(service.dataSource);
    const spy = jest.spyOn(service.dataSource, 'query').mockImplementation((sql, parameters) => {
      statements.push(sql);
      return query(sql, parameters);
    });
    let settled: boolean[];
    try {
      settled = await delivery.settleAll([
        { message: email, status: 'SENT', providerMessageId: 'provider-email' },
        { message: text, status: 'SENT', providerMessageId: 'provider-text' },
        // The same message twice in one batch is settled once.
        { message: text, status: 'SENT', providerMessageId: 'provider-text-again' },
        { message: failing, status: 'ERROR', reason: '400: does not exist' },
        { message: before, status: 'SENT', providerMessageId: 'provider-after' },
      ]);
    } finally {
      spy.mockRestore();
    }
    expect(settled).toEqual([true, true, false, true, false]);
    expect(statements.filter((sql) => sql.includes('UPDATE case_message'))).toHaveLength(1);
    const rows = await service.dataSource.query(
      `SELECT id, type, provider_message_id AS "providerMessageId", error_reason AS "errorReason", attempts
         FROM case_message WHERE id = ANY($1)`,
      [[email.id, text.id, failing.id, before.id]],
    );
    expect(Object.fromEntries(rows.map(({ id, ...row }: { id: string }) => [id, row]))).toEqual({
      [email.id]: { type: 'OUTBOUND_EMAIL', providerMessageId: 'provider-email', errorReason: null, attempts: 1 },
      [text.id]: { type: 'OUTBOUND_SMS', providerMessageId: 'provider-text', errorReason: null, attempts: 1 },
      [failing.id]: {
        type: 'OUTBOUND_EMAIL_ERROR',
        providerMessageId: null,
        errorReason: '400: does not exist',
        attempts: 1,
      },
      [before.id]: { type: 'OUTBOUND_SMS', providerMessageId: 'provider-before', errorReason: null, attempts: 1 },
    });
    const entries: { id: string; messageId: string; status: string; dispatched: boolean; done: boolean }[] =
      await service.dataSource.query(
        `SELECT id, payload->>'messageId' AS "messageId", payload->>'status' AS status,
                dispatched_at IS NOT NULL AS dispatched, workflow_done_at IS NOT NULL AS done
           FROM case_activity WHERE case_id = $1 AND payload->>'status' <> 'PENDING'`,
        [caseId],
      );
    expect(entries.map(({ messageId, status }) => `${messageId} ${status}`).sort()).toEqual(
      [`${email.id} SENT`, `${text.id} SENT`, `${failing.id} ERROR`, `${before.id} SENT`].sort(),
    );
    const workflow = service.moduleRef.get<Queue>(getQueueToken(QueueName.workflow), { strict: false });
    for (const entry of entries) {
      expect(entry).toMatchObject({ dispatched: true, done: true });
      expect(await workflow.getJob(entry.id)).toBeUndefined();
    }
  });

  it('delivery loads a batch of messages in one statement, each with its case’s reply token once it has one', async () => {
    const caseId = await newCase();
    const [first, second] = await Promise.all([send(caseId, EMAIL, 'Load one'), send(caseId, SMS, 'Load two')]);
    await service.dataSource.query(
      `INSERT INTO case_reply_address (organization_id, case_id, token) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [org.id, caseId, randomUUID().replaceAll('-', '').slice(0, 30)],
    );
    const [token] = await service.dataSource.query('SELECT token FROM case_reply_address WHERE case_id = $1', [caseId]);
    await delivery.markSent(second, 'provider-loaded');
    const loaded = await delivery.pendingAll([
      { messageId: first.id, organizationId: org.id },
      { messageId: second.id, organizationId: org.id },
      { messageId: first.id, organizationId: other.id },
      { messageId: 'not-an-id', organizationId: org.id },
      { messageId: randomUUID(), organizationId: org.id },
    ]);
    expect(loaded[0]).toMatchObject({ id: first.id, caseId, channel: EMAIL, replyToken: token.token });
    expect(loaded[1]).toBeNull();
    for (const missing of loaded.slice(2))
      expect(missing).toEqual(expect.objectContaining({ message: expect.stringMatching(/not found/) }));
  });

  it('a pending message whose job was lost is enqueued again under its own id; a settled one is not', async () => {
    const caseId = await newCase();
    const lost = await send(caseId, EMAIL, 'Lost job');
    const settled = await send(caseId, SMS, 'Settled');
    await delivery.markSent(settled, 'provider-3');
    await eventually('the job in Redis', () => queue.getJob(lost.id));
    await queue.remove(lost.id);
    await queue.remove(settled.id);
    expect(await queue.getJob(lost.id)).toBeUndefined();
    expect(await messages.requeuePending(0, 10000)).toBeGreaterThanOrEqual(1);
    const again = await eventually('the job enqueued again', () => queue.getJob(lost.id));
    expect(again.data).toMatchObject({ messageId: lost.id, organizationId: org.id, caseId });
    expect(await queue.getJob(settled.id)).toBeUndefined();
  });
});
