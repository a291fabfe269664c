import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { ErrorCode, type Principal, Role } from '#access';
import { CaseMessages, CaseStatus } from '#domain/cases';
import {
  type CaseMessageEntity,
  CaseMessagesModule,
  CaseMessagesService,
  CaseMessageType,
  MessageChannel,
  MessageDeliveryService,
  MessageRefusals,
  MESSAGES_DRAIN_JOB,
  NO_PHI_NOTICE,
  type PendingMessage,
} from '#domain/case-messages';
import { SmsConsentService } from '#domain/sms-consent';
import { CaseActivityType, QueueName } from '#events';
import { APP_CONFIG, type AppConfig } from '#config';
import { expectRefusedWithoutWrites } from '#test/service-expectations';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, FORBIDDEN, BAD_USER_INPUT } = ErrorCode;
const { EMAIL, SMS } = MessageChannel;
const LEASE_MS = 60_000;

describe('case messages area', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let messages: CaseMessagesService;
  let delivery: MessageDeliveryService;
  let consent: SmsConsentService;
  let queue: Queue;
  let redis: Redis;
  let dueKey: string;
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);
  const newCase = () => org.insertCase({ submitter: 'employee', assignedTo: 'worker', status: CaseStatus.IN_PROGRESS });
  const setEmployee = (fields: string, values: unknown[]) =>
    service.dataSource.query(`UPDATE app_user SET ${fields} WHERE id = $1`, [org.users.employee, ...values]);
  // One outcome settled as the worker settles its batches: whether it moved the message out of _PENDING.
  const sentOnce = async (message: CaseMessageEntity, providerMessageId: string) =>
    (await delivery.settleAll([{ message, status: 'SENT', providerMessageId }]))[0];
  const failedOnce = async (message: CaseMessageEntity, reason: string) =>
    (await delivery.settleAll([{ message, status: 'ERROR', reason }]))[0];
  const send = async (caseId: string, channel: MessageChannel, text = 'Your leave starts Monday', subject?: string) => {
    return messages.send(await as('worker'), { caseId, channel, text, subject });
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
    const config = service.moduleRef.get<AppConfig>(APP_CONFIG);
    redis = new Redis(config.REDIS_URL);
    dueKey = `${config.REDIS_PREFIX}:messages:due-ids`;
  });
  beforeEach(() =>
    setEmployee('phone_number = $2, notifications_disabled = false, sms_notifications_disabled = false', [
      '(555) 201-0001',
    ]),
  );
  afterAll(async () => {
    // This file's due ids and wake-ups only (its own key prefix): no worker runs here.
    await redis?.del(dueKey);
    await queue?.obliterate({ force: true });
    redis?.disconnect();
    await service?.close();
  });

  it('writes a pending e-mail without PHI, its timeline entry, marks it due and wakes the sender', async () => {
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
    expect(await redis.sismember(dueKey, message.id)).toBe(1);
    // One wake-up, whatever the messages written: the sender finds them in the due set, not in the job.
    await send(caseId, EMAIL, 'Another');
    const wakeUps = await queue.getJobs(['waiting', 'prioritized', 'delayed']);
    expect(wakeUps.map((job) => [job.name, job.data, job.deduplicationId])).toEqual([
      ['messages.drain', { organizationId: null }, MESSAGES_DRAIN_JOB.deduplication.id],
    ]);
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
  });

  it('delivery claims a message for one attempt at a time and settles it once; the employee sees only sent ones', async () => {
    const caseId = await newCase();
    const sent = await send(caseId, EMAIL, 'First');
    const failed = await send(caseId, SMS, 'Second');
    const pending = await send(caseId, EMAIL, 'Third');
    const claimed = await delivery.claim([sent.id, failed.id, 'not-an-id', randomUUID()], LEASE_MS);
    expect(claimed.map(({ id, attempt }) => [id, attempt]).sort()).toEqual(
      [
        [sent.id, 1],
        [failed.id, 1],
      ].sort(),
    );
    // Held for the lease: a second claimer gets nothing.
    expect(await delivery.claim([sent.id, failed.id], LEASE_MS)).toEqual([]);
    expect(await sentOnce(sent, 'provider-1')).toBe(true);
    expect(await sentOnce(sent, 'provider-2')).toBe(false);
    await delivery.retryLater(failed, '500: try later', LEASE_MS);
    expect(await delivery.claim([failed.id], LEASE_MS)).toEqual([]);
    await delivery.retryLater(failed, '500: try later', 0);
    expect(await delivery.claim([failed.id], LEASE_MS)).toEqual([
      expect.objectContaining({ id: failed.id, attempt: 2, errorReason: '500: try later' }),
    ]);
    expect(await failedOnce(failed, "400: The 'To' number is not valid")).toBe(true);
    expect(await failedOnce(failed, '400: again')).toBe(false);
    expect(await delivery.claim([sent.id, failed.id], 0)).toEqual([]);
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
    expect(await sentOnce(before, 'provider-before')).toBe(true);
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
      // Attempts are counted by claims; settling counts none.
      [email.id]: { type: 'OUTBOUND_EMAIL', providerMessageId: 'provider-email', errorReason: null, attempts: 0 },
      [text.id]: { type: 'OUTBOUND_SMS', providerMessageId: 'provider-text', errorReason: null, attempts: 0 },
      [failing.id]: {
        type: 'OUTBOUND_EMAIL_ERROR',
        providerMessageId: null,
        errorReason: '400: does not exist',
        attempts: 0,
      },
      [before.id]: { type: 'OUTBOUND_SMS', providerMessageId: 'provider-before', errorReason: null, attempts: 0 },
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

  it('delivery claims a batch in one statement, each with its case’s reply token; a release makes it due again, uncounted', async () => {
    const caseId = await newCase();
    const [first, second] = await Promise.all([send(caseId, EMAIL, 'Load one'), send(caseId, SMS, 'Load two')]);
    await service.dataSource.query(
      `INSERT INTO case_reply_address (organization_id, case_id, token) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [org.id, caseId, randomUUID().replaceAll('-', '').slice(0, 30)],
    );
    const [token] = await service.dataSource.query('SELECT token FROM case_reply_address WHERE case_id = $1', [caseId]);
    await sentOnce(second, 'provider-loaded');
    const statements: string[] = [];
    const query = service.dataSource.query.bind(service.dataSource);
    const spy = jest.spyOn(service.dataSource, 'query').mockImplementation((sql, parameters) => {
      statements.push(sql);
      return query(sql, parameters);
    });
    let claimed: PendingMessage[];
    try {
      claimed = await delivery.claim([first.id, second.id, 'not-an-id', randomUUID()], LEASE_MS);
    } finally {
      spy.mockRestore();
    }
    expect(statements).toHaveLength(1);
    expect(claimed).toEqual([
      expect.objectContaining({ id: first.id, caseId, channel: EMAIL, replyToken: token.token, attempt: 1 }),
    ]);
    await delivery.release([first.id]);
    expect(await delivery.claim([first.id], LEASE_MS)).toEqual([expect.objectContaining({ id: first.id, attempt: 1 })]);
  });

  it('a pending message due for too long is overdue (its due id or its worker was lost); a settled one is not', async () => {
    const caseId = await newCase();
    const lost = await send(caseId, EMAIL, 'Lost due id');
    const settled = await send(caseId, SMS, 'Settled');
    await sentOnce(settled, 'provider-3');
    await service.dataSource.query(
      `UPDATE case_message SET next_attempt_at = now() - interval '2 minutes' WHERE id = ANY($1)`,
      [[lost.id, settled.id]],
    );
    const overdue = await delivery.overdue(60_000, 100_000);
    expect(overdue).toContain(lost.id);
    expect(overdue).not.toContain(settled.id);
    expect(await delivery.overdue(10 * 60_000, 100_000)).not.toContain(lost.id);
  });
});
