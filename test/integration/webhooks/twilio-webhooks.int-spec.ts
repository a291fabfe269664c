import { DataSource } from 'typeorm';
import { Provider } from '#domain/provider-events';
import { SMS_HELP_REPLY, SmsConsentEntity, SmsConsentService } from '#domain/sms-consent';
import { twilioSignature } from '#test/provider-signatures';
import { messageSid, PUBLIC_BASE, startWebhookHarness, type WebhookHarness } from './webhook-harness.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('Twilio webhooks', () => {
  let harness: WebhookHarness;
  beforeAll(async () => {
    harness = await startWebhookHarness();
  });
  afterAll(() => harness.close());

  /** Posts as Twilio does: the form body, signed over the public URL. */
  const postSigned = (path: string, params: Record<string, string>, token = harness.api.config.TWILIO_AUTH_TOKEN) =>
    harness.post(path, new URLSearchParams(params).toString(), {
      ...FORM,
      'x-twilio-signature': twilioSignature(token, `${PUBLIC_BASE}${path}`, params),
    });
  let phoneSeq = 0;
  const newPhone = () => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneSeq++ % 10}`;
  const sms = (from: string, body: string) => ({
    MessageSid: messageSid(),
    AccountSid: `AC${'0'.repeat(32)}`,
    From: from,
    To: '+15550000000',
    Body: body,
    NumMedia: '0',
  });
  const consentOf = (phone: string) =>
    harness.worker.get(DataSource).getRepository(SmsConsentEntity).findOneBy({ phoneNumber: phone });

  it('stores an inbound SMS once: a replay answers 2xx and stores and processes nothing new', async () => {
    const phone = newPhone();
    const params = sms(phone, 'STOP');
    const first = await postSigned('/webhooks/twilio/sms', params);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/xml/);
    const [row] = await harness.rows(Provider.TWILIO_SMS, params.MessageSid);
    expect(row.payload).toEqual({
      MessageSid: params.MessageSid,
      From: phone,
      To: '+15550000000',
      Body: 'STOP',
      media: [],
    });
    expect(await harness.runJob(row.id)).toBe('processed');

    const replay = await postSigned('/webhooks/twilio/sms', params);
    expect(replay.status).toBe(200);
    expect(await harness.rows(Provider.TWILIO_SMS, params.MessageSid)).toHaveLength(1);
    expect(await harness.runJob(row.id)).toBe('already-processed');
  });

  it('records STOP, then START, and the sender honours them', async () => {
    const phone = newPhone();
    const consent = harness.worker.get(SmsConsentService);
    expect(await consent.isOptedOut(phone)).toBe(false);

    const stop = sms(phone, ' Stop ');
    expect((await postSigned('/webhooks/twilio/sms', stop)).status).toBe(200);
    const [stopRow] = await harness.rows(Provider.TWILIO_SMS, stop.MessageSid);
    await harness.runJob(stopRow.id);
    expect(await consentOf(phone)).toMatchObject({ optedOut: true, lastKeyword: 'STOP' });
    expect(await consent.isOptedOut(`(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`)).toBe(true);

    const start = sms(phone, 'unstop');
    expect((await postSigned('/webhooks/twilio/sms', start)).status).toBe(200);
    const [startRow] = await harness.rows(Provider.TWILIO_SMS, start.MessageSid);
    await harness.runJob(startRow.id);
    expect(await consentOf(phone)).toMatchObject({ optedOut: false, lastKeyword: 'START' });
    expect(await consent.isOptedOut(phone)).toBe(false);

    // The STOP's job running again late (a retry) does not undo the later START.
    await harness.worker
      .get(DataSource)
      .query('UPDATE provider_event SET processed_at = NULL WHERE id = $1', [stopRow.id]);
    await harness.runJob(stopRow.id);
    expect(await consent.isOptedOut(phone)).toBe(false);
  });

  it('answers HELP with the product text in TwiML and records it without opting out', async () => {
    const phone = newPhone();
    const help = sms(phone, 'help');
    const response = await postSigned('/webhooks/twilio/sms', help);
    expect(await response.text()).toContain(`<Message>${SMS_HELP_REPLY.replace(/&/g, '&amp;')}</Message>`);
    const [row] = await harness.rows(Provider.TWILIO_SMS, help.MessageSid);
    await harness.runJob(row.id);
    expect(await consentOf(phone)).toMatchObject({ optedOut: false, lastKeyword: 'HELP' });
  });

  it('keeps an ordinary inbound SMS unprocessed with its reason, logged without its text or number', async () => {
    const phone = newPhone();
    const params = sms(phone, 'My doctor says I need two more weeks');
    expect((await postSigned('/webhooks/twilio/sms', params)).status).toBe(200);
    const [row] = await harness.rows(Provider.TWILIO_SMS, params.MessageSid);
    expect(await harness.runJob(row.id)).toBe('passed');
    const [after] = await harness.rows(Provider.TWILIO_SMS, params.MessageSid);
    expect(after.processedAt).toBeNull();
    expect(after.error).toBe('sms-consent: not a consent keyword');
    expect(harness.logged.some((line) => line.includes(row.id) && line.includes('left unprocessed'))).toBe(true);
    expect(harness.logged.join('\n')).not.toMatch(/doctor|two more weeks/);
    expect(harness.logged.join('\n')).not.toContain(phone);
  });

  it('stores each status of a message as its own event, once', async () => {
    const sid = messageSid();
    for (const status of ['sent', 'delivered', 'delivered']) {
      const response = await postSigned('/webhooks/twilio/status', {
        MessageSid: sid,
        MessageStatus: status,
        To: '+15550000001',
      });
      expect(response.status).toBe(204);
    }
    expect(await harness.rows(Provider.TWILIO_STATUS, `${sid}:sent`)).toHaveLength(1);
    const [delivered] = await harness.rows(Provider.TWILIO_STATUS, `${sid}:delivered`);
    expect(delivered.payload).toEqual({ MessageSid: sid, MessageStatus: 'delivered', ErrorCode: null });
    expect(await harness.runJob(delivered.id)).toBe('passed');
    expect((await harness.rows(Provider.TWILIO_STATUS, `${sid}:delivered`))[0].error).toBe(
      'no handler for TWILIO_STATUS events yet',
    );
  });

  it('refuses a tampered body, another token, a missing signature and a malformed body, writing nothing', async () => {
    const phone = newPhone();
    const params = sms(phone, 'STOP');
    const signature = twilioSignature(
      harness.api.config.TWILIO_AUTH_TOKEN,
      `${PUBLIC_BASE}/webhooks/twilio/sms`,
      params,
    );
    const tampered = new URLSearchParams({ ...params, Body: 'START' }).toString();
    const attempts = [
      harness.post('/webhooks/twilio/sms', tampered, { ...FORM, 'x-twilio-signature': signature }),
      postSigned('/webhooks/twilio/sms', params, 'another-auth-token'),
      harness.post('/webhooks/twilio/sms', new URLSearchParams(params).toString(), FORM),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    expect(await harness.rows(Provider.TWILIO_SMS, params.MessageSid)).toHaveLength(0);

    const noSid = { From: phone, To: '+15550000000', Body: 'STOP' };
    expect((await postSigned('/webhooks/twilio/sms', noSid)).status).toBe(400);
    const json = await harness.post('/webhooks/twilio/sms', JSON.stringify(params), {
      'content-type': 'application/json',
      'x-twilio-signature': signature,
    });
    expect(json.status).toBe(400);
    expect(await harness.rows(Provider.TWILIO_SMS, params.MessageSid)).toHaveLength(0);
    expect(await harness.worker.get(SmsConsentService).isOptedOut(phone)).toBe(false);
    const log = harness.logged.join('\n');
    expect(log).toContain('Webhook twilio/sms refused: bad signature');
    expect(log).toContain('Webhook twilio/sms refused: no signature');
    expect(log).not.toContain(phone);
    expect(log).not.toContain(signature);
  });

  it('still answers GraphQL with its JSON body parsed', async () => {
    const answer = await harness.api.graphql('{ __typename }');
    expect(answer.data).toEqual({ __typename: 'Query' });
  });
});
