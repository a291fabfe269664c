import { createPrivateKey, randomBytes, sign } from 'node:crypto';
import twilio from 'twilio';

/**
 * The api as providers reach it: requests go to `apiUrl`, and are signed over `publicUrl` (the address the
 * api believes it was called at: PUBLIC_WEBHOOK_BASE_URL, else API_PUBLIC_URL), as behind a proxy.
 */
export interface WebhookTarget {
  apiUrl: string;
  publicUrl: string;
}

const trimmed = (url: string) => url.replace(/\/+$/, '');

export const randomMessageSid = () => `SM${randomBytes(16).toString('hex')}`;

/**
 * Posts form parameters as Twilio does, with X-Twilio-Signature over the URL called and the parameters.
 * `url` is a path of the api, or a full URL (a StatusCallback): one under the public address goes to the api.
 */
export function postAsTwilio(
  target: WebhookTarget,
  authToken: string,
  url: string,
  params: Record<string, string>,
): Promise<Response> {
  const publicBase = trimmed(target.publicUrl);
  const signedUrl = url.startsWith('/') ? `${publicBase}${url}` : url;
  const calledUrl = signedUrl.startsWith(`${publicBase}/`)
    ? `${trimmed(target.apiUrl)}${signedUrl.slice(publicBase.length)}`
    : signedUrl;
  return fetch(calledUrl, {
    method: 'POST',
    body: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(authToken, signedUrl, params),
    },
  });
}

/**
 * Posts a batch of Event Webhook events as SendGrid's Signed Event Webhook does: ECDSA P-256 over the
 * timestamp and the raw body, with the private key whose public half the api verifies with.
 */
export function postAsSendgridEvents(
  target: WebhookTarget,
  privateKeyPem: string,
  events: Record<string, unknown>[],
): Promise<Response> {
  const body = JSON.stringify(events);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign(
    'sha256',
    Buffer.concat([Buffer.from(timestamp), Buffer.from(body)]),
    createPrivateKey(privateKeyPem),
  ).toString('base64');
  return fetch(`${trimmed(target.apiUrl)}/webhooks/sendgrid/events`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-twilio-email-event-webhook-signature': signature,
      'x-twilio-email-event-webhook-timestamp': timestamp,
    },
  });
}

export interface InboundEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The Message-ID of the e-mail this one answers. */
  inReplyTo?: string | null;
}

/** Posts an e-mail as SendGrid Inbound Parse does: multipart/form-data to the URL with the secret. */
export function postAsInboundParse(target: WebhookTarget, secret: string, email: InboundEmail): Promise<Response> {
  const messageId = `<${randomBytes(12).toString('hex')}@stand-in.localhost>`;
  const headers = [
    `Message-ID: ${messageId}`,
    `Date: ${new Date().toUTCString()}`,
    `From: ${email.from}`,
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    ...(email.inReplyTo ? [`In-Reply-To: ${email.inReplyTo}`, `References: ${email.inReplyTo}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
  ].join('\n');
  const form = new FormData();
  form.set('headers', headers);
  form.set('from', email.from);
  form.set('to', email.to);
  form.set('subject', email.subject);
  form.set('text', email.text);
  form.set('envelope', JSON.stringify({ to: [email.to], from: email.from }));
  form.set('charsets', JSON.stringify({ to: 'UTF-8', from: 'UTF-8', subject: 'UTF-8', text: 'UTF-8' }));
  form.set('SPF', 'pass');
  form.set('attachments', '0');
  return fetch(`${trimmed(target.apiUrl)}/webhooks/sendgrid/inbound/${encodeURIComponent(secret)}`, {
    method: 'POST',
    body: form,
  });
}
