import { randomBytes } from 'node:crypto';
import { parseConfig } from '#config';
import { twilioSignature } from '../support/provider-signatures.js';
import {
  demoEmail,
  E2E_ENV,
  browserSessions,
  screenshot,
  seriousAxeViolations,
  signInAs,
  WEB_URL,
} from './support/browser.js';
import { giveNumber } from './support/phone-numbers.js';

/** The api's own settings in this run: the Twilio token it verifies signatures with, its public address. */
const apiConfig = parseConfig({ ...E2E_ENV });
const SMS_WEBHOOK_PATH = '/webhooks/twilio/sms';

/** Posts an inbound SMS as Twilio does: the form body, signed over the public URL it called. */
async function textFromPhone(from: string, body: string): Promise<void> {
  const params = {
    MessageSid: `SM${randomBytes(16).toString('hex')}`,
    AccountSid: `AC${'0'.repeat(32)}`,
    From: from,
    To: '+15005550006',
    Body: body,
    NumMedia: '0',
  };
  const publicUrl = `${apiConfig.API_PUBLIC_URL.replace(/\/+$/, '')}${SMS_WEBHOOK_PATH}`;
  const response = await fetch(`http://127.0.0.1:${E2E_ENV.API_PORT}${SMS_WEBHOOK_PATH}`, {
    method: 'POST',
    body: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(apiConfig.TWILIO_AUTH_TOKEN, publicUrl, params),
    },
  });
  if (response.status !== 200) throw new Error(`The SMS webhook answered ${response.status}`);
}

describe('chat, live', () => {
  const { newPage } = browserSessions();

  it('an employee’s text message appears in the open inbox without reload, and opening it reads it', async () => {
    const from = await giveNumber(demoEmail('globexEmployee'));
    const staff = await newPage();
    await signInAs(staff, 'globexAdmin');
    await staff.waitForURL(/\/accommodations\/cases/);
    await staff.goto(`${WEB_URL}/chat`);
    await staff.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    await staff.getByRole('heading', { level: 2, name: 'Conversations' }).waitFor();
    // The inbox has loaded (a list or its empty state) before the message is sent.
    await staff.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });

    const text = `Running 10 minutes late today (${Date.now()})`;
    await textFromPhone(from, text);

    const list = staff.getByRole('list', { name: 'Conversations' });
    const row = list.getByRole('button').filter({ hasText: text });
    await row.waitFor({ timeout: 20000 });
    await row.getByText(/\d+ unread messages?/).waitFor();
    expect(await seriousAxeViolations(staff)).toEqual([]);

    await row.focus();
    await staff.keyboard.press('Enter');
    const thread = staff.getByRole('region', { name: /^Conversation about #/ });
    await thread.getByText(text).waitFor();
    await thread.getByRole('form', { name: 'Reply' }).waitFor();
    // Opening it acknowledged it: the badge goes.
    await row.getByText(/\d+ unread messages?/).waitFor({ state: 'detached', timeout: 15000 });
    await screenshot(staff, 'chat-staff');

    // Escape from the reply box closes the conversation (the inbox re-renders as the read is recorded, so
    // where the focus was after Enter is not a fixed place to press it from).
    await thread.getByRole('textbox', { name: 'Reply' }).focus();
    await staff.keyboard.press('Escape');
    await staff.getByText('Choose a conversation to read its messages.').waitFor();
  });
});
