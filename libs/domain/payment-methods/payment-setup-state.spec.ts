import { stateOf } from './payment-setup.service.js';

describe('stateOf (payment link)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const later = new Date('2026-11-26T12:00:00Z');
  const earlier = new Date('2026-11-24T12:00:00Z');

  it('is OPEN until it expires, EXPIRED from its expiry on', () => {
    expect(stateOf({ usedAt: null, expiresAt: later }, now)).toBe('OPEN');
    expect(stateOf({ usedAt: null, expiresAt: now }, now)).toBe('EXPIRED');
    expect(stateOf({ usedAt: null, expiresAt: earlier }, now)).toBe('EXPIRED');
  });

  it('is USED once the card was saved, expired or not', () => {
    expect(stateOf({ usedAt: earlier, expiresAt: later }, now)).toBe('USED');
    expect(stateOf({ usedAt: earlier, expiresAt: earlier }, now)).toBe('USED');
  });
});
