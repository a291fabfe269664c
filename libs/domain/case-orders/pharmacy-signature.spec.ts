import { Webhook } from 'standardwebhooks';
import { checkPharmacySignature, signPharmacyMessage } from './pharmacy-signature.js';

const SECRET = `whsec_${Buffer.from('a pharmacy secret of enough length').toString('base64')}`;
const NOW = new Date('2026-11-29T09:00:00Z');

describe('pharmacy signatures (Standard Webhooks)', () => {
  it('signs as the Standard Webhooks library verifies, and verifies what it signs', () => {
    const body = JSON.stringify({ orderId: 'o-1' });
    const headers = signPharmacyMessage(SECRET, 'o-1', body, NOW);
    const library = new Webhook(SECRET);
    expect(() =>
      library.verify(body, { ...headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000)) }),
    ).toThrow();
    const fresh = signPharmacyMessage(SECRET, 'o-1', body, new Date());
    expect(library.verify(body, { ...fresh })).toEqual({ orderId: 'o-1' });

    const signed = library.sign('evt-1', NOW, body);
    const check = (raw: string, signature = signed, at = NOW) =>
      checkPharmacySignature(
        { id: 'evt-1', timestamp: String(Math.floor(NOW.getTime() / 1000)), signature },
        Buffer.from(raw),
        SECRET,
        at,
      );
    expect(check(body)).toBe('valid');
    expect(check(`${body} `)).toBe('mismatch');
    expect(check(body, `v1,${Buffer.alloc(32).toString('base64')}`)).toBe('mismatch');
    expect(check(body, signed, new Date(NOW.getTime() + 6 * 60 * 1000))).toBe('stale');
    expect(checkPharmacySignature({ id: 'evt-1' }, Buffer.from(body), SECRET, NOW)).toBe('missing');
  });
});
