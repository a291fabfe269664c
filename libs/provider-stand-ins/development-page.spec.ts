import { developmentPage } from './development-page.js';
import { close, listen, standInServer } from './http-stand-in.js';
import { SendGridStandIn } from './sendgrid-stand-in.js';
import { TwilioStandIn } from './twilio-stand-in.js';

describe('development page', () => {
  const twilio = new TwilioStandIn();
  const server = standInServer([
    developmentPage(
      {
        nodeEnv: 'development',
        target: { apiUrl: 'http://127.0.0.1:9', publicUrl: 'http://127.0.0.1:9' },
        twilioAuthToken: 'token',
        twilioAccountSid: 'AC1',
        sendgridInboundSecret: 'secret',
      },
      new SendGridStandIn(),
      twilio,
    ),
  ]);
  let url: string;
  beforeAll(async () => {
    url = await listen(server);
  });
  afterAll(() => close(server));

  it('says so when nothing was sent', async () => {
    const page = await (await fetch(url)).text();
    expect(page).toContain('<h1>Messages sent (development)</h1>');
    expect(page).toContain('Nothing sent yet.');
    expect(page).not.toMatch(/role="(status|alert)"/);
  });

  it('shows what was sent as text, with a labelled reply field per message', async () => {
    twilio.sent.push({
      sid: 'SM1',
      receivedAt: new Date(),
      accountSid: 'AC1',
      authorization: undefined,
      to: '+15555550105',
      from: '+15005550006',
      body: '<script>alert(1)</script>',
      statusCallback: null,
    });
    const page = await (await fetch(url)).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toMatch(/<label for="message-0-reply">Reply by SMS as \+15555550105 \(to \+15005550006\)<\/label>/);
    expect(page).toContain('<textarea id="message-0-reply" name="text"');
  });

  it('refuses a reply without a message or text', async () => {
    const answer = await fetch(`${url}/replies`, {
      method: 'POST',
      body: 'messageId=SM1&text=%20',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(400);
  });
});
