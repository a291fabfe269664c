// The baseline's sender, run as a process of its own like the product's worker: the bare SDK calls
// (@sendgrid/mail send, twilio messages.create) with the clients set up as the product sets them up to
// reach the fakes, the worker's concurrency, nothing else. Driven over IPC: a batch in, its timing out.
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import twilio from 'twilio';
import { redirectedRequestClient } from '../../libs/integrations/sms/redirected-request-client.js';

export interface BareSend {
  channel: 'EMAIL' | 'SMS';
  to: string;
  subject: string;
  text: string;
  marker: string;
}

export interface BareBatch {
  sends: BareSend[];
  concurrency: number;
}

export interface BareBatchResult {
  sent: number;
  failed: number;
  /** First send started to last answer, in ms. */
  elapsedMs: number;
}

const { SENDGRID_BASE_URL, TWILIO_BASE_URL, MAIL_FROM, SMS_FROM } = process.env;
if (!SENDGRID_BASE_URL || !TWILIO_BASE_URL || !MAIL_FROM || !SMS_FROM || !process.send) {
  throw new Error('SENDGRID_BASE_URL, TWILIO_BASE_URL, MAIL_FROM, SMS_FROM and an IPC channel are required');
}

const client = new Client();
client.setApiKey('SG.bench-key');
client.setDefaultRequest('baseUrl', SENDGRID_BASE_URL);
const mail = new MailService();
mail.setClient(client);
const sms = twilio('AC00000000000000000000000000000000', 'bench-twilio-token', {
  autoRetry: false,
  httpClient: redirectedRequestClient(TWILIO_BASE_URL),
});

async function sendOne(send: BareSend): Promise<void> {
  if (send.channel === 'SMS') {
    await sms.messages.create({ to: send.to, from: SMS_FROM!, body: send.text });
    return;
  }
  await mail.send({
    to: send.to,
    from: MAIL_FROM!,
    subject: send.subject,
    text: send.text,
    customArgs: { kind: 'bench-baseline', marker: send.marker },
  });
}

async function run({ sends, concurrency }: BareBatch): Promise<BareBatchResult> {
  let next = 0;
  let sent = 0;
  let failed = 0;
  const start = performance.now();
  const lane = async () => {
    while (next < sends.length) {
      const send = sends[next++];
      try {
        await sendOne(send);
        sent += 1;
      } catch (error) {
        failed += 1;
        process.stderr.write(`bare sender: ${(error as Error).message}\n`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { sent, failed, elapsedMs: performance.now() - start };
}

process.on('message', (batch: BareBatch) => {
  void run(batch).then((result) => process.send!(result));
});
process.send({ ready: true });
