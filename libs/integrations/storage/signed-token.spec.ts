import { createHmac } from 'node:crypto';
import { type SignedTokenPayload, signToken, verifyToken } from './signed-token.js';

const SECRET = 'test-signing-secret-0123456789-abcdefghij';
const NOW = new Date('2030-01-01T00:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const payload: SignedTokenPayload = {
  op: 'upload',
  path: 'anonymous/abc-file.pdf',
  contentType: 'application/pdf',
  exp: nowSeconds + 300,
};

describe('signed tokens', () => {
  it('round-trips an unexpired token', () => {
    const token = signToken(SECRET, payload);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyToken(SECRET, token, NOW)).toEqual(payload);
  });

  it('expires at exp', () => {
    const token = signToken(SECRET, payload);
    expect(verifyToken(SECRET, token, new Date((payload.exp - 1) * 1000))).not.toBeNull();
    expect(verifyToken(SECRET, token, new Date(payload.exp * 1000))).toBeNull();
    expect(verifyToken(SECRET, token, new Date((payload.exp + 1) * 1000))).toBeNull();
  });

  it('refuses another secret', () => {
    expect(verifyToken(`${SECRET}x`, signToken(SECRET, payload), NOW)).toBeNull();
  });

  it('refuses a changed payload', () => {
    const [, signature] = signToken(SECRET, payload).split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, path: 'anonymous/other.pdf' })).toString('base64url');
    expect(verifyToken(SECRET, `${forged}.${signature}`, NOW)).toBeNull();
  });

  it('refuses a changed signature', () => {
    const token = signToken(SECRET, payload);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyToken(SECRET, token.slice(0, -1) + last, NOW)).toBeNull();
    expect(verifyToken(SECRET, token.slice(0, -2), NOW)).toBeNull();
  });

  it('carries the op, so an endpoint can refuse a token minted for the other one', () => {
    const download = signToken(SECRET, { op: 'download', path: payload.path, fileName: 'a.pdf', exp: payload.exp });
    expect(verifyToken(SECRET, download, NOW)?.op).toBe('download');
  });

  it.each(['', '.', 'abc', 'a.b.c', 'a+b.c', 'a.b=', '..', 'x'.repeat(9000)])(
    'refuses the malformed token %j',
    (token) => {
      expect(verifyToken(SECRET, token, NOW)).toBeNull();
    },
  );

  it('refuses a correctly signed body that is not a payload', () => {
    // Simulates a token signed by an older or buggy build: the signature alone is not enough.
    const body = Buffer.from(JSON.stringify({ op: 'delete', path: 'x', exp: nowSeconds + 60 })).toString('base64url');
    const signature = createHmac('sha256', SECRET).update('storage-url.v1.').update(body).digest('base64url');
    expect(verifyToken(SECRET, `${body}.${signature}`, NOW)).toBeNull();
  });

  it('refuses to sign an invalid payload', () => {
    expect(() => signToken(SECRET, { ...payload, exp: 1.5 })).toThrow(TypeError);
    expect(() => signToken(SECRET, { ...payload, path: '' })).toThrow(TypeError);
  });
});
