import { PaymentStatus } from '#domain/payments';
import { chargeIdempotencyKey, chargeJobId } from './charge-jobs.js';
import { stateOf } from './completion-pages.service.js';

describe('stateOf (completion link)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const later = new Date('2026-11-26T12:00:00Z');
  const earlier = new Date('2026-11-24T12:00:00Z');
  const unpaid = { status: PaymentStatus.UNPAID, isDeleted: false };

  it('is OPEN while unused, unexpired and its payment unpaid', () => {
    expect(stateOf({ usedAt: null, expiresAt: later }, unpaid, now)).toBe('OPEN');
  });

  it('is USED once used or once its payment is paid, however it was paid', () => {
    expect(stateOf({ usedAt: earlier, expiresAt: later }, unpaid, now)).toBe('USED');
    expect(stateOf({ usedAt: null, expiresAt: later }, { ...unpaid, status: PaymentStatus.PAID }, now)).toBe('USED');
  });

  it('is EXPIRED from its expiry on, or when its payment was canceled or deleted', () => {
    expect(stateOf({ usedAt: null, expiresAt: now }, unpaid, now)).toBe('EXPIRED');
    expect(stateOf({ usedAt: null, expiresAt: later }, { ...unpaid, status: PaymentStatus.CANCELED }, now)).toBe(
      'EXPIRED',
    );
    expect(stateOf({ usedAt: null, expiresAt: later }, { ...unpaid, isDeleted: true }, now)).toBe('EXPIRED');
  });
});

describe('charge keys', () => {
  it('one idempotency key and one job id per payment and attempt', () => {
    const first = { paymentId: 'p-1', attempt: 1 };
    expect(chargeIdempotencyKey(first)).toBe('charge-p-1-1');
    expect(chargeJobId(first)).toBe(chargeIdempotencyKey(first));
    expect(chargeIdempotencyKey({ paymentId: 'p-1', attempt: 2 })).not.toBe(chargeIdempotencyKey(first));
  });
});
