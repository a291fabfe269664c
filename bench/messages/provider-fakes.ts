// The SendGrid and Twilio fakes the tests use (test/support/fakes), run in the benchmark process and shared
// by both sides, with a count of what each saw: e-mails by the message id the product puts in custom_args
// (or the baseline's marker), texts by their body (each carries its own marker).
import { SendGridFake } from '../../test/support/fakes/sendgrid-fake.js';
import { TwilioFake } from '../../test/support/fakes/twilio-fake.js';

export class ProviderFakes {
  private readonly sendgrid = new SendGridFake();
  private readonly twilio = new TwilioFake();
  sendgridUrl = '';
  twilioUrl = '';

  async start(): Promise<void> {
    this.sendgridUrl = await this.sendgrid.start();
    this.twilioUrl = await this.twilio.start();
  }

  /** How many times each e-mail key (custom_args messageId or marker) and each text body arrived. */
  tally(): { emails: Map<string, number>; texts: Map<string, number>; total: number } {
    const emails = new Map<string, number>();
    const texts = new Map<string, number>();
    for (const mail of this.sendgrid.received) {
      const args = mail.body.custom_args ?? {};
      const key = args.messageId ?? args.marker ?? '';
      emails.set(key, (emails.get(key) ?? 0) + 1);
    }
    for (const sms of this.twilio.sent) texts.set(sms.body, (texts.get(sms.body) ?? 0) + 1);
    return { emails, texts, total: this.sendgrid.received.length + this.twilio.sent.length };
  }

  async stop(): Promise<void> {
    await Promise.all([this.sendgrid.stop(), this.twilio.stop()]);
  }
}
