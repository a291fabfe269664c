import { randomBytes, randomInt } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QueueName } from '#events';
import { waitFor } from '#test/eventually';
import { asProbe, probeSender } from '#test/live-probes';
import { twilioSignature } from '#test/provider-signatures';
import { subscribe, wsClient } from '#test/ws-client';
import { type Answer, SEND, startOutboundStack, type OutboundStack } from './outbound-stack.js';

const PUBLIC_BASE = 'https://hooks.example.test';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const sid = () => `SM${randomBytes(16).toString('hex')}`;

describe('text messages from Twilio on the case (signed webhooks, worker)', () => {
  let stack: OutboundStack;
  /** Posts as Twilio does: the form body, signed over the public URL. */
  const postSigned = (path: string, params: Record<string, string>) =>
    fetch(`${stack.api.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams(params).toString(),
      headers: {
        ...FORM,
        'x-twilio-signature': twilioSignature(stack.api.config.TWILIO_AUTH_TOKEN, `${PUBLIC_BASE}${path}`, params),
      },
    });
  const inbound = (from: string, body: string, messageSid = sid()) => ({
    MessageSid: messageSid,
    AccountSid: `AC${'0'.repeat(32)}`,
    From: from,
    To: '+15005550006',
    Body: body,
    NumMedia: '0',
  });
  const eventProcessed = (provider: string, providerEventId: string) =>
    waitFor(
      async () => {
        const rows = await stack.org.query<{ processed_at: Date | null; error: string | null }>(
          `SELECT processed_at, error FROM provider_event WHERE provider = $1 AND provider_event_id = $2`,
          [provider, providerEventId],
        );
        return rows.length === 1 && rows[0].processed_at ? rows[0] : null;
      },
      { what: `provider event ${providerEventId} to be processed`, timeoutMs: 15000 },
    );
  /** Pat gets a number of its own, stored as people write it. */
  const givePatANumber = async () => {
    const line = String(randomInt(0, 10_000_000)).padStart(7, '0');
    await stack.org.query(`UPDATE app_user SET phone_number = $2 WHERE id = $1`, [
      stack.org.users.Pat.id,
      `(555) ${line.slice(0, 3)}-${line.slice(3)}`,
    ]);
    return `+1555${line}`;
  };
  const sentSms = async () => {
    const caseId = await stack.newCase();
    const answer: Answer = await stack.as(stack.org, 'Worker', SEND, {
      input: { caseId, channel: 'SMS', text: 'Your appointment is at 3 pm' },
    });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const { id } = (answer.data!.sendCaseMessage as { caseMessage: { id: string } }).caseMessage;
    expect(await stack.settled(caseId, id)).toMatchObject({ type: 'OUTBOUND_SMS' });
    // The fake numbers its SIDs from zero in every run: give this message one no other row has.
    const messageSid = sid();
    await stack.org.query(`UPDATE case_message SET provider_message_id = $2 WHERE id = $1`, [id, messageSid]);
    return { caseId, id, messageSid };
  };
  const status = (messageSid: string, messageStatus: string, errorCode?: string) =>
    postSigned('/webhooks/twilio/status', {
      MessageSid: messageSid,
      MessageStatus: messageStatus,
      ...(errorCode ? { ErrorCode: errorCode } : {}),
    });

  beforeAll(async () => {
    stack = await startOutboundStack({ PUBLIC_WEBHOOK_BASE_URL: PUBLIC_BASE, OUTBOX_RELAY_INTERVAL_MS: '200' });
  });
  afterAll(() => stack?.close());

  it('threads an inbound SMS into the latest open case, shown to staff and live on the case', async () => {
    const from = await givePatANumber();
    const older = await stack.org.insertCase({
      submitter: 'Pat',
      assignedTo: 'Worker',
      createdAt: new Date(Date.now() - 60_000),
    });
    const latest = await stack.org.insertCase({
      submitter: 'Pat',
      assignedTo: 'Worker',
      createdAt: new Date(Date.now() - 30_000),
    });
    await stack.org.insertCase({ submitter: 'Pat', assignedTo: 'Worker', isArchived: true });

    const client = wsClient(stack.api.url, stack.org.users.Worker.token);
    const timeline = subscribe<{ caseActivityAdded: { type: string; createdAt: string } }>(
      client,
      'subscription($caseId: ID!) { caseActivityAdded(caseId: $caseId) { type createdAt } }',
      { caseId: latest },
      { probeKey: (value) => asProbe(value.caseActivityAdded.createdAt) },
    );
    const probe = probeSender(stack.api, { organizationId: stack.org.id, caseId: latest });
    await timeline.live(probe);

    const params = inbound(from, 'Can we move it to Friday?');
    expect((await postSigned('/webhooks/twilio/sms', params)).status).toBe(200);
    // The reply's own SMS_SENT entries may come first: the send publishes at once, the handler's via the outbox.
    const seen: string[] = [];
    while (!seen.includes('SMS_RECEIVED')) seen.push((await timeline.next(15000)).caseActivityAdded.type);
    expect(seen.filter((type) => type === 'SMS_RECEIVED')).toHaveLength(1);
    timeline.dispose();
    await client.dispose();

    const thread = await stack.thread('Worker', latest);
    expect(thread[0]).toMatchObject({
      type: 'INBOUND_SMS',
      direction: 'INBOUND',
      channel: 'SMS',
      text: 'Can we move it to Friday?',
      providerMessageId: params.MessageSid,
    });
    expect(await stack.thread('Worker', older)).toEqual([]);
    // No workflow trigger acts on a reply: its entry was recorded done for the workflow and got no workflow job.
    const [entry] = await stack.org.query<{ id: string; done: boolean }>(
      `SELECT id, workflow_done_at IS NOT NULL AS done FROM case_activity WHERE case_id = $1 AND type = 'SMS_RECEIVED'`,
      [latest],
    );
    expect(entry.done).toBe(true);
    const workflow = stack.worker.get<Queue>(getQueueToken(QueueName.workflow), { strict: false });
    expect(await workflow.getJob(entry.id)).toBeUndefined();
    // Several open cases: the reply says which one it went to, through the normal outbound path.
    const [{ short_id: shortId }] = await stack.org.query<{ short_id: string }>(
      `SELECT short_id FROM case_record WHERE id = $1`,
      [latest],
    );
    const reply = await stack.twilio.waitFor((message) => message.to === from);
    expect(reply.body).toBe(`Your message was added to request #${shortId}.`);

    // The same webhook again adds nothing.
    expect((await postSigned('/webhooks/twilio/sms', params)).status).toBe(200);
    await eventProcessed('TWILIO_SMS', params.MessageSid);
    const again = await stack.thread('Worker', latest);
    expect(again.filter((message) => message.type === 'INBOUND_SMS')).toHaveLength(1);
  });

  it('an SMS from an unknown number touches no case', async () => {
    const params = inbound(`+1555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`, 'Hello, is this HR?');
    expect((await postSigned('/webhooks/twilio/sms', params)).status).toBe(200);
    expect(await eventProcessed('TWILIO_SMS', params.MessageSid)).toMatchObject({ error: null });
    expect(
      await stack.org.query(`SELECT id FROM case_message WHERE provider_message_id = $1`, [params.MessageSid]),
    ).toEqual([]);
  });

  it('a status callback "undelivered" turns a sent message into OUTBOUND_SMS_ERROR with the reason', async () => {
    const { caseId, id, messageSid } = await sentSms();
    expect((await status(messageSid, 'undelivered', '30003')).status).toBe(204);
    const failed = await waitFor(
      async () =>
        (await stack.thread('Worker', caseId)).find((message) => message.id === id && message.status === 'ERROR'),
      { what: 'the message to fail', timeoutMs: 15000 },
    );
    expect(failed).toMatchObject({ type: 'OUTBOUND_SMS_ERROR', errorReason: 'undelivered: Twilio error 30003' });
  });

  it('a stale status after delivered changes nothing', async () => {
    const { caseId, id, messageSid } = await sentSms();
    expect((await status(messageSid, 'delivered')).status).toBe(204);
    await eventProcessed('TWILIO_STATUS', `${messageSid}:delivered`);
    expect((await status(messageSid, 'sent')).status).toBe(204);
    await eventProcessed('TWILIO_STATUS', `${messageSid}:sent`);
    const [row] = await stack.org.query<{ type: string; provider_status: string }>(
      `SELECT type, provider_status FROM case_message WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ type: 'OUTBOUND_SMS', provider_status: 'delivered' });
    expect((await stack.thread('Worker', caseId)).find((message) => message.id === id)).toMatchObject({
      status: 'SENT',
      errorReason: null,
    });
  });
});
