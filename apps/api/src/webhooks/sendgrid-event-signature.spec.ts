import { nowInSeconds, sendgridSigner } from '#test/provider-signatures';
import { SendgridEventSignature, WEBHOOK_TIMESTAMP_TOLERANCE_MS } from './sendgrid-event-signature.js';

describe('SendgridEventSignature', () => {
  const signer = sendgridSigner();
  const verifier = new SendgridEventSignature(signer.publicKey);
  const body = Buffer.from('[{"sg_event_id":"e1","event":"delivered"}]');

  it('accepts what the key signed, with a fresh timestamp', () => {
    const timestamp = nowInSeconds();
    expect(verifier.check(body, signer.sign(timestamp, body), timestamp)).toBe('valid');
  });

  it('accepts the key in PEM as well', () => {
    const pem = `-----BEGIN PUBLIC KEY-----\n${signer.publicKey}\n-----END PUBLIC KEY-----`;
    const timestamp = nowInSeconds();
    expect(new SendgridEventSignature(pem).check(body, signer.sign(timestamp, body), timestamp)).toBe('valid');
  });

  it('refuses a changed body, another key, another timestamp', () => {
    const timestamp = nowInSeconds();
    const signature = signer.sign(timestamp, body);
    expect(verifier.check(Buffer.from(body.toString().replace('e1', 'e2')), signature, timestamp)).toBe(
      'bad signature',
    );
    expect(verifier.check(body, sendgridSigner().sign(timestamp, body), timestamp)).toBe('bad signature');
    expect(verifier.check(body, signature, String(Number(timestamp) - 1))).toBe('bad signature');
  });

  it.each([
    ['too old', -WEBHOOK_TIMESTAMP_TOLERANCE_MS - 2000],
    ['too far ahead', WEBHOOK_TIMESTAMP_TOLERANCE_MS + 2000],
  ])('refuses a timestamp %s even when signed', (_name, offset) => {
    const timestamp = nowInSeconds(offset);
    expect(verifier.check(body, signer.sign(timestamp, body), timestamp)).toBe('stale timestamp');
  });

  it('refuses garbage signatures and timestamps, missing headers, and any post when no key is set', () => {
    const timestamp = nowInSeconds();
    expect(verifier.check(body, 'not-base64!', timestamp)).toBe('bad signature');
    expect(verifier.check(body, 'AAAA', timestamp)).toBe('bad signature');
    expect(verifier.check(body, signer.sign(timestamp, body), 'yesterday')).toBe('stale timestamp');
    expect(verifier.check(body, undefined, timestamp)).toBe('no signature');
    expect(verifier.check(body, signer.sign(timestamp, body), undefined)).toBe('no signature');
    expect(new SendgridEventSignature('').check(body, signer.sign(timestamp, body), timestamp)).toBe('no key');
  });
});
