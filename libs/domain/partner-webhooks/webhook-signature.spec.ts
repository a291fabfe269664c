import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signWebhook } from './webhook-signature.js';

describe('signWebhook', () => {
  it('signs as Standard Webhooks receivers verify, and a changed body fails', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const body = JSON.stringify({ type: 'case.created', data: { caseId: 'c-1' } });
    const headers = signWebhook(secret, 'msg-1', new Date(), body);
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    const receiver = new Webhook(secret);
    expect(receiver.verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => receiver.verify(body.replace('c-1', 'c-2'), { ...headers })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow();
  });

  it('refuses a secret without the whsec_ prefix', () => {
    expect(() => signWebhook('plain', 'msg-1', new Date(), '{}')).toThrow('whsec_');
  });
});
