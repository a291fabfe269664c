import { type Answer, SEND, startOutboundStack, type OutboundStack } from './outbound-stack.js';

const NOTICE = 'You have a new message about your request. Sign in to read it.';
const messageId = (answer: Answer) => {
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return (answer.data!.sendCaseMessage as { caseMessage: { id: string } }).caseMessage.id;
};

describe('outbound text messages of a case (Twilio SDK against the fake)', () => {
  let stack: OutboundStack;
  const sendSms = (caseId: string, text = 'Your appointment is at 3 pm') =>
    stack.as(stack.org, 'Worker', SEND, { input: { caseId, channel: 'SMS', text } });
  const setPat = (fields: string, values: unknown[]) =>
    stack.org.query(`UPDATE app_user SET ${fields} WHERE id = $1`, [stack.org.users.Pat.id, ...values]);
  const expectRefused = async (caseId: string, message: string) => {
    const answer = await sendSms(caseId);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stack.org.query(`SELECT id FROM case_message WHERE case_id = $1`, [caseId])).toEqual([]);
    expect(await stack.org.query(`SELECT id FROM case_activity WHERE case_id = $1`, [caseId])).toEqual([]);
  };

  beforeAll(async () => {
    stack = await startOutboundStack();
  });
  afterAll(() => stack?.close());
  afterEach(async () => {
    stack.twilio.failure = null;
    await setPat('phone_number = $2, notifications_disabled = false, sms_notifications_disabled = false', [
      '555-201-0002',
    ]);
    await stack.org.query(`DELETE FROM sms_consent WHERE phone_number = '+15552010002'`);
  });

  it('sends the notice to the employee’s number in E.164 and records Twilio’s SID', async () => {
    const caseId = await stack.newCase();
    const id = messageId(await sendSms(caseId));
    const sms = await stack.twilio.waitFor((message) => message.to === '+15552010002' && message.body === NOTICE);
    expect(sms.from).toBe('+15005550006');
    const settled = await stack.settled(caseId, id);
    expect(settled).toMatchObject({ type: 'OUTBOUND_SMS', status: 'SENT', channel: 'SMS', toAddress: '+15552010002' });
    expect(settled.providerMessageId).toMatch(/^SM\w{32}$/);
    const types = await stack.org.query<{ type: string; status: string }>(
      `SELECT type, payload->>'status' AS status FROM case_activity WHERE case_id = $1 ORDER BY created_at`,
      [caseId],
    );
    expect(types).toEqual([
      { type: 'SMS_SENT', status: 'PENDING' },
      { type: 'SMS_SENT', status: 'SENT' },
    ]);
  });

  it('a refusal a retry cannot change (invalid number) ends OUTBOUND_SMS_ERROR after one attempt', async () => {
    const caseId = await stack.newCase();
    stack.twilio.failure = { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." };
    const refusedBefore = stack.twilio.refused;
    const id = messageId(await sendSms(caseId));
    const settled = await stack.settled(caseId, id);
    expect(settled).toMatchObject({
      type: 'OUTBOUND_SMS_ERROR',
      status: 'ERROR',
      errorReason: "400: The 'To' number is not a valid phone number.",
    });
    expect(stack.twilio.refused - refusedBefore).toBe(1);
  });

  it('refuses, writing nothing, a number that opted out (STOP)', async () => {
    await stack.org.query(
      `INSERT INTO sms_consent (phone_number, opted_out, last_keyword, keyword_received_at, provider_event_id, updated_at)
       VALUES ('+15552010002', true, 'STOP', now(), gen_random_uuid(), now())`,
    );
    await expectRefused(await stack.newCase(), 'The employee’s phone number has opted out of text messages (STOP)');
  });

  it('refuses, writing nothing, when the employee turned notifications or text messages off, or has no number', async () => {
    await setPat('sms_notifications_disabled = true', []);
    await expectRefused(await stack.newCase(), 'The employee has turned text message notifications off');
    await setPat('sms_notifications_disabled = false, notifications_disabled = true', []);
    await expectRefused(await stack.newCase(), 'The employee has turned notifications off');
    const email = await stack.as(stack.org, 'Worker', SEND, {
      input: { caseId: await stack.newCase(), channel: 'EMAIL', text: 'Hi' },
    });
    expect(email.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await setPat('notifications_disabled = false, phone_number = NULL', []);
    await expectRefused(await stack.newCase(), 'The employee has no phone number that can receive text messages');
  });

  it('refuses bad text: empty, oversized, control characters', async () => {
    const caseId = await stack.newCase();
    for (const text of ['  ', 'x'.repeat(5001), 'bell\u0007']) {
      const answer = await sendSms(caseId, text);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await stack.org.query(`SELECT id FROM case_message WHERE case_id = $1`, [caseId])).toEqual([]);
  });
});
