import { TwilioFake } from '#test/fakes/twilio-fake';
import { testConfig } from '#test/test-env';
import { SmsSender } from './sms-sender.js';

describe('SmsSender (the Twilio SDK against the local fake)', () => {
  const twilio = new TwilioFake();
  let sender: SmsSender;

  beforeAll(async () => {
    const url = await twilio.start();
    sender = new SmsSender(
      testConfig({
        TWILIO_BASE_URL: url,
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
        SMS_FROM: '+15005550006',
        PUBLIC_WEBHOOK_BASE_URL: 'https://hooks.example.com/',
      }),
    );
  });
  afterAll(() => twilio.stop());
  afterEach(() => (twilio.failure = null));

  it('creates the message through the Messages API with the account’s credentials and returns its SID', async () => {
    const sid = await sender.send({ to: '+15551234567', body: 'Hello' });
    expect(sid).toMatch(/^SM\w{32}$/);
    const [sent] = twilio.sent;
    expect(sent).toMatchObject({
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      to: '+15551234567',
      from: '+15005550006',
      body: 'Hello',
      statusCallback: 'https://hooks.example.com/webhooks/twilio/status',
    });
    expect(sent.authorization).toMatch(/^Basic /);
  });

  it('rejects with Twilio’s status, code and message when Twilio refuses', async () => {
    twilio.failure = { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." };
    await expect(sender.send({ to: '+15551234567', body: 'Hello' })).rejects.toMatchObject({
      status: 400,
      code: 21211,
      message: "The 'To' number is not a valid phone number.",
    });
  });
});
