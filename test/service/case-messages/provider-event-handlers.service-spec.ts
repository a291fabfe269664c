import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import { jest } from '@jest/globals';
import type { Queue } from 'bullmq';
import { Role } from '#access';
import {
  CaseMessageEventsModule,
  CaseMessageType,
  MessageChannel,
  MessageDeliveryService,
  threadedReply,
  UNKNOWN_SENDER_REPLY,
} from '#domain/case-messages';
import { TwilioFake } from '#test/fakes/twilio-fake';
import {
  PASSED_EVENT_RECHECK_AFTER_MS,
  Provider,
  ProviderEventClock,
  ProviderEventEntity,
  ProviderEventHandlers,
  ProviderEventProcessing,
  ProviderEventResult,
  ProviderEventsRelay,
} from '#domain/provider-events';
import { QueueName } from '#events';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const sid = () => `SM${randomBytes(16).toString('hex')}`;
/** A number no other test uses, in E.164 and as people store it. */
const newNumber = () => {
  const line = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return { e164: `+1555${line}`, stored: `(555) ${line.slice(0, 3)}-${line.slice(3)}` };
};

interface MessageRow {
  id: string;
  case_id: string;
  type: string;
  body: string;
  to_address: string;
  provider_message_id: string | null;
  provider_status: string | null;
  error_reason: string | null;
}

describe('case messages: provider event handlers', () => {
  let service: ServiceModule;
  const twilio = new TwilioFake();
  let org: ServiceScratch;
  let processing: ProviderEventProcessing;
  let queue: Queue;
  const queuedReplies: string[] = [];
  const query = <T>(sql: string, params: unknown[] = []) => service.dataSource.query<T[]>(sql, params);
  const messagesOf = (caseId: string) =>
    query<MessageRow>(`SELECT * FROM case_message WHERE case_id = $1 ORDER BY created_at, id`, [caseId]);
  const activitiesOf = (caseId: string) =>
    query<{ type: string; status: string }>(
      `SELECT type, payload->>'status' AS status FROM case_activity WHERE case_id = $1 ORDER BY created_at, id`,
      [caseId],
    );
  const employeeNumber = async (name: string) => {
    const number = newNumber();
    await query(`UPDATE app_user SET phone_number = $2 WHERE id = $1`, [org.users[name], number.stored]);
    return number.e164;
  };

  /** Stores the event as the webhook does and runs it as the worker does. */
  const deliver = async (provider: Provider, providerEventId: string, payload: Record<string, unknown>) => {
    const event = await service.dataSource
      .getRepository(ProviderEventEntity)
      .save({ provider, providerEventId, payload, enqueuedAt: new Date() });
    return { id: event.id, result: await processing.process(event.id) };
  };
  /** The same event run again as a replay would (a retry after its commit was not seen). */
  const runAgain = async (eventId: string) => {
    await query(`UPDATE provider_event SET processed_at = NULL, error = NULL WHERE id = $1`, [eventId]);
    return processing.process(eventId);
  };
  const inbound = (from: string, body: string, messageSid = sid()) =>
    deliver(Provider.TWILIO_SMS, messageSid, {
      MessageSid: messageSid,
      From: from,
      To: '+15550000000',
      Body: body,
      media: [],
    });
  const status = (messageSid: string, messageStatus: string, errorCode: string | null = null) =>
    deliver(Provider.TWILIO_STATUS, `${messageSid}:${messageStatus}`, {
      MessageSid: messageSid,
      MessageStatus: messageStatus,
      ErrorCode: errorCode,
    });

  beforeAll(async () => {
    service = await createServiceModule([CaseMessageEventsModule], { TWILIO_BASE_URL: await twilio.start() });
    org = await createServiceScratch(service.dataSource, {
      worker: Role.CASEWORKER,
      employee: Role.USER,
      colleague: Role.USER,
    });
    processing = service.get(ProviderEventProcessing);
    queue = service.moduleRef.get<Queue>(getQueueToken(QueueName.messages), { strict: false });
  });
  afterAll(async () => {
    // No worker runs here: the replies' jobs must not be sent by another file's worker.
    await Promise.all(queuedReplies.map((id) => queue?.remove(id)));
    await service?.close();
    await twilio.stop();
  });

  describe('inbound SMS', () => {
    it('joins the single open case of the sender, with an SMS_RECEIVED entry and no reply', async () => {
      const from = await employeeNumber('employee');
      const caseId = await org.insertCase({ submitter: 'employee', assignedTo: 'worker' });
      const sms = await inbound(from, 'I will be back on Monday');
      expect(sms.result).toBe('processed');
      expect(await messagesOf(caseId)).toEqual([
        expect.objectContaining({
          type: CaseMessageType.INBOUND_SMS,
          body: 'I will be back on Monday',
          to_address: from,
        }),
      ]);
      expect(await activitiesOf(caseId)).toEqual([{ type: 'SMS_RECEIVED', status: 'RECEIVED' }]);
    });

    it('joins the latest open case of several (not an archived one) and says which in a reply', async () => {
      const from = await employeeNumber('colleague');
      const older = await org.insertCase({ submitter: 'colleague', createdAt: new Date(Date.now() - 60_000) });
      const latest = await org.insertCase({ submitter: 'colleague', createdAt: new Date(Date.now() - 30_000) });
      const archived = await org.insertCase({ submitter: 'colleague', isArchived: true });
      const sms = await inbound(from, 'Which form do I need?');
      expect(sms.result).toBe('processed');

      const thread = await messagesOf(latest);
      expect(thread.map((message) => message.type)).toEqual([
        CaseMessageType.INBOUND_SMS,
        CaseMessageType.OUTBOUND_SMS_PENDING,
      ]);
      const { short_id: shortId } = await org.caseRow(latest);
      expect(thread[1]).toMatchObject({ body: threadedReply(String(shortId)), to_address: from });
      queuedReplies.push(thread[1].id);
      // The message is dated when it arrived, before the reply written while processing it.
      const [order] = await query<{ before: boolean }>(
        `SELECT (SELECT created_at FROM case_message WHERE id = $1) < (SELECT created_at FROM case_message WHERE id = $2)
           AS before`,
        [thread[0].id, thread[1].id],
      );
      expect(order.before).toBe(true);
      expect(await activitiesOf(latest)).toEqual([
        { type: 'SMS_RECEIVED', status: 'RECEIVED' },
        { type: 'SMS_SENT', status: 'PENDING' },
      ]);
      expect(await messagesOf(older)).toEqual([]);
      expect(await messagesOf(archived)).toEqual([]);

      // Run again (a replay): nothing new anywhere.
      expect(await runAgain(sms.id)).toBe('processed');
      expect(await messagesOf(latest)).toHaveLength(2);
      expect(await activitiesOf(latest)).toHaveLength(2);
    });

    it('leaves consent keywords to SMS consent: no case message', async () => {
      const from = await employeeNumber('employee');
      const caseId = await org.insertCase({ submitter: 'employee' });
      expect((await inbound(from, 'STOP')).result).toBe('processed');
      expect(await messagesOf(caseId)).toEqual([]);
      const [consent] = await query<{ opted_out: boolean }>(
        `SELECT opted_out FROM sms_consent WHERE phone_number = $1`,
        [from],
      );
      expect(consent.opted_out).toBe(true);
    });

    it('an unknown number touches no case, is not retried, and is answered once after the commit', async () => {
      const messageSid = sid();
      const from = newNumber().e164;
      const sms = await inbound(from, 'Hello?', messageSid);
      expect(twilio.sent.filter((sent) => sent.to === from).map((sent) => sent.body)).toEqual([UNKNOWN_SENDER_REPLY]);
      expect(sms.result).toBe('processed');
      const [row] = await query<{ error: string | null }>(`SELECT error FROM provider_event WHERE id = $1`, [sms.id]);
      expect(row.error).toBeNull();
      expect(await query(`SELECT id FROM case_message WHERE provider_message_id = $1`, [messageSid])).toEqual([]);
    });

    it('an unknown number is answered at most once a day, so two automatic responders cannot loop', async () => {
      const from = newNumber().e164;
      expect((await inbound(from, 'Hello?')).result).toBe('processed');
      expect((await inbound(from, 'Auto-reply: I am away')).result).toBe('processed');
      expect(twilio.sent.filter((sent) => sent.to === from)).toHaveLength(1);

      // A day later it is answered again.
      await query(
        `UPDATE unknown_sender_reply SET answered_at = answered_at - interval '25 hours' WHERE phone_number = $1`,
        [from],
      );
      expect((await inbound(from, 'Hello again')).result).toBe('processed');
      expect(twilio.sent.filter((sent) => sent.to === from).map((sent) => sent.body)).toEqual([
        UNKNOWN_SENDER_REPLY,
        UNKNOWN_SENDER_REPLY,
      ]);
    });
  });

  describe('status callbacks', () => {
    const sentMessage = async () => {
      const caseId = await org.insertCase({ submitter: 'employee' });
      const messageSid = sid();
      const [row] = await query<{ id: string }>(
        `INSERT INTO case_message (organization_id, case_id, channel, type, to_address, body, sent_body,
           provider_message_id, sent_at, attempts)
         VALUES ($1, $2, $3, $4, '+15552010001', 'Your leave starts Monday', 'notice', $5, now(), 1) RETURNING id`,
        [org.id, caseId, MessageChannel.SMS, CaseMessageType.OUTBOUND_SMS, messageSid],
      );
      return { caseId, messageSid, id: row.id };
    };

    it('undelivered turns a sent message into OUTBOUND_SMS_ERROR with Twilio’s code, once', async () => {
      const { caseId, messageSid } = await sentMessage();
      expect((await status(messageSid, 'sent')).result).toBe('processed');
      const failure = await status(messageSid, 'undelivered', '30003');
      expect(failure.result).toBe('processed');
      const [message] = await messagesOf(caseId);
      expect(message).toMatchObject({
        type: CaseMessageType.OUTBOUND_SMS_ERROR,
        provider_status: 'undelivered',
        error_reason: 'undelivered: Twilio error 30003',
      });
      expect(await activitiesOf(caseId)).toEqual([{ type: 'SMS_SENT', status: 'ERROR' }]);

      expect(await runAgain(failure.id)).toBe('processed');
      expect(await activitiesOf(caseId)).toHaveLength(1);
      // A late delivered after the failure changes nothing.
      await status(messageSid, 'delivered');
      expect((await messagesOf(caseId))[0]).toMatchObject({
        type: 'OUTBOUND_SMS_ERROR',
        provider_status: 'undelivered',
      });
    });

    it('a stale status after delivered changes nothing', async () => {
      const { caseId, messageSid } = await sentMessage();
      await status(messageSid, 'delivered');
      await status(messageSid, 'sent');
      await status(messageSid, 'queued');
      const [message] = await messagesOf(caseId);
      expect(message).toMatchObject({
        type: CaseMessageType.OUTBOUND_SMS,
        provider_status: 'delivered',
        error_reason: null,
      });
      expect(await activitiesOf(caseId)).toEqual([]);
    });

    it('a status that comes before the send is recorded is applied once it is', async () => {
      const caseId = await org.insertCase({ submitter: 'employee' });
      const messageSid = sid();
      const [row] = await query<{ id: string }>(
        `INSERT INTO case_message (organization_id, case_id, channel, type, to_address, body, sent_body)
         VALUES ($1, $2, $3, $4, '+15552010001', 'Your leave starts Monday', 'notice') RETURNING id`,
        [org.id, caseId, MessageChannel.SMS, CaseMessageType.OUTBOUND_SMS_PENDING],
      );
      const early = await status(messageSid, 'undelivered', '30003');
      expect(early.result).toBe('passed');
      const delivery = service.moduleRef.get(MessageDeliveryService);
      const [pending] = await service.dataSource.query(`SELECT * FROM case_message WHERE id = $1`, [row.id]);
      const message = { ...pending, id: row.id, organizationId: org.id, caseId, channel: MessageChannel.SMS };
      expect(await delivery.settleAll([{ message, status: 'SENT', providerMessageId: messageSid }])).toEqual([true]);
      // Sent to the worker again: its reason cleared, its job enqueued (run here as the worker would).
      const [waiting] = await query<{ error: string | null }>(`SELECT error FROM provider_event WHERE id = $1`, [
        early.id,
      ]);
      expect(waiting.error).toBeNull();
      const eventsQueue = service.moduleRef.get<Queue>(getQueueToken(QueueName.providerEvents), { strict: false });
      const requeued = (await eventsQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).filter(
        (job) => job.data?.providerEventId === early.id && job.id?.startsWith(`${early.id}-requeued-`),
      );
      expect(requeued).toHaveLength(1);
      await Promise.all(requeued.map((job) => job.remove()));
      expect(['processed', 'already-processed']).toContain(await processing.process(early.id));
      const [settled] = await messagesOf(caseId);
      expect(settled).toMatchObject({
        type: CaseMessageType.OUTBOUND_SMS_ERROR,
        provider_status: 'undelivered',
        error_reason: 'undelivered: Twilio error 30003',
      });
    });

    it('a status for a SID no message has (yet) waits unprocessed, with nothing changed', async () => {
      const unknown = await status(sid(), 'failed', '30005');
      expect(unknown.result).toBe('passed');
      const [row] = await query<{ error: string | null; processed_at: Date | null }>(
        `SELECT error, processed_at FROM provider_event WHERE id = $1`,
        [unknown.id],
      );
      expect(row).toMatchObject({ processed_at: null });
      expect(row.error).toContain('no outbound message has this SID yet');
    });

    describe('a status for a SID no message ever has', () => {
      const eventRow = async (id: string) => {
        const [row] = await query<{ error: string | null; processed_at: Date | null; outcome: string | null }>(
          `SELECT error, processed_at, outcome FROM provider_event WHERE id = $1`,
          [id],
        );
        return row;
      };
      afterEach(() => jest.restoreAllMocks());

      it('waits a day by the clock, then is closed as UNKNOWN_MESSAGE with nothing changed', async () => {
        const unknown = await status(sid(), 'delivered');
        expect(unknown.result).toBe('passed');
        const { receivedAt } = await service.dataSource
          .getRepository(ProviderEventEntity)
          .findOneByOrFail({ id: unknown.id });
        const clock = service.get(ProviderEventClock);
        const at = (waited: number) =>
          jest.spyOn(clock, 'now').mockReturnValue(new Date(receivedAt.getTime() + waited));

        at(PASSED_EVENT_RECHECK_AFTER_MS - 1);
        expect(await processing.process(unknown.id)).toBe('passed');
        expect(await eventRow(unknown.id)).toMatchObject({ processed_at: null, outcome: null });

        at(PASSED_EVENT_RECHECK_AFTER_MS);
        expect(await processing.process(unknown.id)).toBe('processed');
        const closed = await eventRow(unknown.id);
        expect(closed).toMatchObject({ error: null, outcome: ProviderEventResult.UNKNOWN_MESSAGE });
        expect(closed.processed_at).not.toBeNull();
        // Closed for good: a replay or a later run does nothing more.
        expect(await processing.process(unknown.id)).toBe('already-processed');
      });

      it('is sent to the worker once more by the relay when its day is over, not before and not again', async () => {
        const eventsQueue = service.moduleRef.get<Queue>(getQueueToken(QueueName.providerEvents), { strict: false });
        const relay = service.get(ProviderEventsRelay);
        const unknown = await status(sid(), 'sent');
        expect(unknown.result).toBe('passed');
        const recheckJob = () => eventsQueue.getJob(`${unknown.id}-recheck`);

        await relay.relayOnce();
        expect(await recheckJob()).toBeUndefined();

        // The event came, and was last sent to the worker, a day and a minute ago.
        await query(
          `UPDATE provider_event SET received_at = received_at - interval '1441 minutes',
             enqueued_at = enqueued_at - interval '1441 minutes' WHERE id = $1`,
          [unknown.id],
        );
        await relay.relayOnce(10_000);
        const job = await recheckJob();
        expect(job?.data).toEqual({ organizationId: null, providerEventId: unknown.id });
        await job?.remove();
        await relay.relayOnce(10_000);
        expect(await recheckJob()).toBeUndefined();

        // Run as the worker would: closed, and the relay leaves it alone from then on.
        expect(await processing.process(unknown.id)).toBe('processed');
        expect(await eventRow(unknown.id)).toMatchObject({ outcome: ProviderEventResult.UNKNOWN_MESSAGE });
        await relay.relayOnce(10_000);
        expect(await recheckJob()).toBeUndefined();
        expect(await eventsQueue.getJob(unknown.id)).toBeUndefined();
      });
    });
  });

  describe('SendGrid events', () => {
    it('an event for an e-mail none of ours is closed as UNKNOWN_MESSAGE at once, with nothing changed', async () => {
      const messageId = randomUUID();
      const event = await deliver(Provider.SENDGRID_EVENTS, `sg-${randomUUID()}`, {
        event: 'bounce',
        sg_message_id: `${randomBytes(8).toString('hex')}.filter0001`,
        messageId,
        kind: 'case-message',
        type: 'bounce',
        status: '5.1.1',
        reason: 'unknown user',
      });
      expect(event.result).toBe('processed');
      const [row] = await query<{ error: string | null; outcome: string | null }>(
        `SELECT error, outcome FROM provider_event WHERE id = $1`,
        [event.id],
      );
      expect(row).toEqual({ error: null, outcome: ProviderEventResult.UNKNOWN_MESSAGE });
      expect(await query(`SELECT id FROM case_message WHERE id = $1`, [messageId])).toEqual([]);
    });
  });

  describe('a batch of events (the worker processes the jobs running at once together)', () => {
    const store = async (provider: Provider, providerEventId: string, payload: Record<string, unknown>) =>
      (
        await service.dataSource
          .getRepository(ProviderEventEntity)
          .save({ provider, providerEventId, payload, enqueuedAt: new Date() })
      ).id;
    const storeSms = (from: string, body: string) => {
      const messageSid = sid();
      return store(Provider.TWILIO_SMS, messageSid, {
        MessageSid: messageSid,
        From: from,
        To: '+15550000000',
        Body: body,
      });
    };
    // The employee's other open cases from earlier tests add a reply saying which case: only inbound counts here.
    const inboundBodies = async (caseId: string) =>
      (await messagesOf(caseId))
        .filter((message) => message.type === CaseMessageType.INBOUND_SMS)
        .map((message) => message.body);
    const rowsOf = (ids: string[]) =>
      query<{ id: string; processed: boolean; error: string | null }>(
        `SELECT id, processed_at IS NOT NULL AS processed, error FROM provider_event WHERE id = ANY($1::uuid[])`,
        [ids],
      );

    it('answers an outcome per id in order: processed, processed before, missing, and a repeat of an id once', async () => {
      const first = await employeeNumber('employee');
      const second = await employeeNumber('colleague');
      const firstCase = await org.insertCase({ submitter: 'employee' });
      const secondCase = await org.insertCase({ submitter: 'colleague' });
      const early = await storeSms(first, 'Sent before the batch');
      expect(await processing.process(early)).toBe('processed');
      const a = await storeSms(first, 'First in the batch');
      const b = await storeSms(second, 'Second in the batch');
      const missing = randomUUID();

      const outcomes = await processing.processAll([a, early, b, missing, a]);

      expect(outcomes).toEqual([
        { result: 'processed' },
        { result: 'already-processed' },
        { result: 'processed' },
        { result: 'missing' },
        { result: 'already-processed' },
      ]);

      expect(await inboundBodies(firstCase)).toEqual(['Sent before the batch', 'First in the batch']);
      expect(await inboundBodies(secondCase)).toEqual(['Second in the batch']);
      expect((await activitiesOf(secondCase)).filter((entry) => entry.type === 'SMS_RECEIVED')).toHaveLength(1);
      const dispatched = await query<{ undispatched: number }>(
        `SELECT count(*)::int AS undispatched FROM case_activity WHERE case_id = ANY($1::uuid[]) AND dispatched_at IS NULL`,
        [[firstCase, secondCase]],
      );
      expect(dispatched).toEqual([{ undispatched: 0 }]);
    });

    it('threads a batch of texts together as one by one: per sender, the which-case reply, keywords, unknown numbers, notices', async () => {
      const single = await employeeNumber('employee');
      const several = await employeeNumber('colleague');
      const singleCase = await org.insertCase({ submitter: 'employee', assignedTo: 'worker' });
      await org.insertCase({ submitter: 'colleague', createdAt: new Date(Date.now() - 60_000) });
      const latestCase = await org.insertCase({ submitter: 'colleague', assignedTo: 'worker' });
      // A text processed before whose event is run again in the batch (a replay): it adds nothing.
      const replayed = await storeSms(single, 'Already on the case');
      expect(await processing.process(replayed)).toBe('processed');
      await query(`UPDATE provider_event SET processed_at = NULL WHERE id = $1`, [replayed]);
      const unknown = newNumber().e164;

      const ids = [
        await storeSms(single, 'First of two'),
        await storeSms(several, 'To my latest case'),
        replayed,
        await storeSms(unknown, 'Who is this?'),
        await storeSms(single, 'Second of two'),
        await storeSms(several, 'STOP'),
      ];
      const outcomes = await processing.processAll(ids);

      expect(outcomes).toEqual(ids.map(() => ({ result: 'processed' })));
      expect(await inboundBodies(singleCase)).toEqual(
        expect.arrayContaining(['Already on the case', 'First of two', 'Second of two']),
      );
      expect((await inboundBodies(singleCase)).filter((body) => body === 'Already on the case')).toHaveLength(1);
      const latestThread = await messagesOf(latestCase);
      expect(latestThread.map((message) => message.type)).toEqual([
        CaseMessageType.INBOUND_SMS,
        CaseMessageType.OUTBOUND_SMS_PENDING,
      ]);
      queuedReplies.push(latestThread[1].id);
      const { short_id: shortId } = await org.caseRow(latestCase);
      expect(latestThread[1].body).toBe(threadedReply(String(shortId)));
      // The keyword went to SMS consent, not to a case.
      const [consent] = await query<{ opted_out: boolean }>(
        `SELECT opted_out FROM sms_consent WHERE phone_number = $1`,
        [several],
      );
      expect(consent.opted_out).toBe(true);
      expect(twilio.sent.filter((sent) => sent.to === unknown).map((sent) => sent.body)).toEqual([
        UNKNOWN_SENDER_REPLY,
      ]);
      // One SMS_RECEIVED entry per new message, and one notice for the assignee per new message.
      const newMessages = (await messagesOf(singleCase))
        .concat(latestThread)
        .filter((message) => ['First of two', 'Second of two', 'To my latest case'].includes(message.body));
      expect(newMessages).toHaveLength(3);
      const entries = await query<{ message_id: string }>(
        `SELECT payload->>'messageId' AS message_id FROM case_activity WHERE type = 'SMS_RECEIVED' AND case_id = ANY($1::uuid[])`,
        [[singleCase, latestCase]],
      );
      const notices = await query<{ dedupe_key: string; case_id: string; title: string }>(
        `SELECT dedupe_key, case_id, title FROM user_notification WHERE user_id = $1 AND case_id = ANY($2::uuid[])`,
        [org.users.worker, [singleCase, latestCase]],
      );
      for (const message of newMessages) {
        expect(entries.filter((entry) => entry.message_id === message.id)).toHaveLength(1);
        expect(notices.filter((notice) => notice.dedupe_key === `reply:${message.id}`)).toEqual([
          expect.objectContaining({ case_id: message.case_id, title: expect.stringContaining('New reply') }),
        ]);
      }
    });

    it('processes each event alone when one fails: the others are done, the failing one keeps its error', async () => {
      // A provider no handler of this module takes: a handler that throws stands in for a failure.
      service.get(ProviderEventHandlers).register({
        provider: Provider.PHARMACY,
        name: 'failing-for-test',
        handle: () => Promise.reject(new Error('the pharmacy is unreachable')),
      });
      const from = await employeeNumber('employee');
      const caseId = await org.insertCase({ submitter: 'employee' });
      const before = await storeSms(from, 'Before the failing one');
      const failing = await store(Provider.PHARMACY, `ph-${randomUUID()}`, { status: 'SHIPPED' });
      const after = await storeSms(from, 'After the failing one');

      const outcomes = await processing.processAll([before, failing, after]);

      expect(outcomes[0]).toEqual({ result: 'processed' });
      expect(outcomes[1]).toEqual({ error: expect.objectContaining({ message: 'the pharmacy is unreachable' }) });
      expect(outcomes[2]).toEqual({ result: 'processed' });
      expect(await inboundBodies(caseId)).toEqual(['Before the failing one', 'After the failing one']);
      expect(await rowsOf([before, failing, after])).toEqual(
        expect.arrayContaining([
          { id: before, processed: true, error: null },
          { id: failing, processed: false, error: 'failed: the pharmacy is unreachable' },
          { id: after, processed: true, error: null },
        ]),
      );
    });
  });
});
