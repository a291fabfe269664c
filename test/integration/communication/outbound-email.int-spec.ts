import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DueMessages, MessageDeliveryService } from '#domain/case-messages';
import { QueueName } from '#events';
import { MessageDrain } from '../../../apps/worker/src/messages/message-drain.js';
import { type Answer, SEND, SEND_ATTEMPTS, startOutboundStack, type OutboundStack } from './outbound-stack.js';

const NOTICE = 'You have a new message about your request. Sign in to read it.';
const sent = (answer: Answer) => {
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.sendCaseMessage as {
    caseMessage: { id: string; type: string; status: string; sentText: string };
    activity: { type: string; payload: Record<string, unknown> } | null;
  };
};

describe('outbound e-mail of a case (SendGrid SDK against the fake)', () => {
  let stack: OutboundStack;
  const sendEmail = (caseId: string, text: string, subject?: string) =>
    stack.as(stack.org, 'Worker', SEND, { input: { caseId, channel: 'EMAIL', text, subject } });
  const mailsTo = (email: string) =>
    stack.sendGrid.received.filter((mail) => mail.body.personalizations[0]?.to[0]?.email === email);

  beforeAll(async () => {
    stack = await startOutboundStack();
  });
  afterAll(() => stack?.close());
  afterEach(() => (stack.sendGrid.failure = null));
  /** A case whose employee has an address of its own, so the mails to it are this test's alone. */
  const newCaseOfOwnAddress = async (label: string) => {
    const caseId = await stack.newCase();
    await stack.org.query(`UPDATE app_user SET email = $2 WHERE id = $1`, [
      stack.org.users.Pat.id,
      `${label}-${caseId}@scratch.test`,
    ]);
    return caseId;
  };

  it('answers PENDING at once, the worker sends a notice without PHI, and the thread shows it sent', async () => {
    const caseId = await stack.newCase();
    const answer = sent(await sendEmail(caseId, 'Your doctor’s note about your back is accepted'));
    expect(answer.caseMessage).toMatchObject({ type: 'OUTBOUND_EMAIL_PENDING', status: 'PENDING', sentText: NOTICE });
    expect(answer.activity).toMatchObject({
      type: 'OUTBOUND_EMAIL',
      payload: { messageId: answer.caseMessage.id, channel: 'EMAIL', status: 'PENDING' },
    });
    const pat = stack.org.users.Pat.email;
    const mail = await stack.sendGrid.waitFor((received) => received.body.personalizations[0]?.to[0]?.email === pat);
    expect(mail.body.subject).toBe('New message about your request');
    expect(mail.body.content[0].value).toBe(NOTICE);
    expect(JSON.stringify(mail.body)).not.toContain('doctor');
    expect(mail.body.custom_args).toEqual({ kind: 'case-message', messageId: answer.caseMessage.id });

    const settled = await stack.settled(caseId, answer.caseMessage.id);
    expect(settled).toMatchObject({
      type: 'OUTBOUND_EMAIL',
      status: 'SENT',
      direction: 'OUTBOUND',
      toAddress: pat,
      errorReason: null,
      createdById: stack.org.users.Worker.id,
    });
    expect(settled.providerMessageId).toMatch(/^fake-/);
    const [row] = await stack.org.query<{ count: string }>(
      `SELECT count(*) FROM case_activity WHERE case_id = $1 AND type = 'OUTBOUND_EMAIL' AND payload->>'status' = 'SENT'`,
      [caseId],
    );
    expect(row.count).toBe('1');

    // The employee reads the text in the app, without the team's internal fields; another employee cannot.
    const [own] = await stack.thread('Pat', caseId);
    expect(own).toMatchObject({
      text: 'Your doctor’s note about your back is accepted',
      status: 'SENT',
      sentText: null,
      toAddress: null,
      providerMessageId: null,
      createdById: null,
    });
    expect(
      (await stack.as(stack.org, 'Lee', '{ caseById(caseId: "' + caseId + '") { id } }', {})).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
  });

  it('sends nothing twice when its id is due again and drains run after the message was sent', async () => {
    const caseId = await newCaseOfOwnAddress('twice');
    const { caseMessage } = sent(await sendEmail(caseId, 'Once only'));
    await stack.settled(caseId, caseMessage.id);
    const due = stack.worker.get(DueMessages, { strict: false });
    const drain = stack.worker.get(MessageDrain, { strict: false });
    await due.add([caseMessage.id, caseMessage.id]);
    await Promise.all([drain.sendAll(), drain.sendAll()]);
    await drain.sendAll();
    expect(mailsTo(`twice-${caseId}@scratch.test`)).toHaveLength(1);
    const [row] = await stack.org.query<{ count: string }>(
      `SELECT count(*) FROM case_activity WHERE case_id = $1 AND payload->>'status' = 'SENT'`,
      [caseId],
    );
    expect(row.count).toBe('1');
  });

  it('a message whose worker died mid-send is sent once by a later drain, its attempt counted', async () => {
    const caseId = await newCaseOfOwnAddress('orphan');
    const queue = stack.worker.get<Queue>(getQueueToken(QueueName.messages), { strict: false });
    await queue.pause();
    let messageId: string;
    try {
      ({
        caseMessage: { id: messageId },
      } = sent(await sendEmail(caseId, 'Claimed by a worker that died')));
      // A worker took its id and claimed it, then died before sending: its lease ran out long ago.
      expect(await stack.worker.get(DueMessages, { strict: false }).take(1000)).toContain(messageId);
      const delivery = stack.worker.get(MessageDeliveryService, { strict: false });
      expect(await delivery.claim([messageId], 1)).toHaveLength(1);
      await stack.org.query(`UPDATE case_message SET next_attempt_at = now() - interval '2 minutes' WHERE id = $1`, [
        messageId,
      ]);
    } finally {
      await queue.resume();
    }
    // The drain's scheduled run finds it overdue and marks it due again.
    expect(await stack.settled(caseId, messageId)).toMatchObject({ type: 'OUTBOUND_EMAIL', status: 'SENT' });
    expect(mailsTo(`orphan-${caseId}@scratch.test`)).toHaveLength(1);
    const [row] = await stack.org.query<{ attempts: number }>(`SELECT attempts FROM case_message WHERE id = $1`, [
      messageId,
    ]);
    expect(row.attempts).toBe(2);
  });

  it('retries a failing provider with back-off and ends OUTBOUND_EMAIL_ERROR with its reason', async () => {
    const caseId = await stack.newCase();
    stack.sendGrid.failure = { status: 503, message: 'Service temporarily unavailable' };
    const { caseMessage } = sent(await sendEmail(caseId, 'Will fail'));
    const settled = await stack.settled(caseId, caseMessage.id);
    expect(settled).toMatchObject({
      type: 'OUTBOUND_EMAIL_ERROR',
      status: 'ERROR',
      errorReason: '503: Service temporarily unavailable',
      providerMessageId: null,
    });
    // Counted by message id: other files' notices share the fake, and are refused too while it fails.
    const refusals = stack.sendGrid.refusedCustomArgs.filter((args) => args.messageId === caseMessage.id);
    expect(refusals).toHaveLength(SEND_ATTEMPTS);
    const [row] = await stack.org.query<{ attempts: number }>(`SELECT attempts FROM case_message WHERE id = $1`, [
      caseMessage.id,
    ]);
    expect(row.attempts).toBe(SEND_ATTEMPTS);
    // A failed message is the team's business: the employee's thread does not list it, nor the reason.
    expect(await stack.thread('Pat', caseId)).toEqual([]);
  });

  it('another organization’s case is not found, with nothing written', async () => {
    const caseId = await stack.newCase();
    const answer = await stack.as(stack.other, 'Admin', SEND, { input: { caseId, channel: 'EMAIL', text: 'Hi' } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const employee = await stack.as(stack.org, 'Pat', SEND, { input: { caseId, channel: 'EMAIL', text: 'Hi' } });
    expect(employee.errors?.[0]).toMatchObject({
      message: 'Only a case worker can manage this case',
      extensions: { code: 'FORBIDDEN' },
    });
    const rows = await stack.org.query(`SELECT id FROM case_message WHERE case_id = $1`, [caseId]);
    expect(rows).toEqual([]);
  });
});
