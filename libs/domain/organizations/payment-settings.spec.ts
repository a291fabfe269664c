import { DEFAULT_PAYMENT_SETTINGS, resolvePaymentSettings } from './payment-settings.js';

describe('resolvePaymentSettings', () => {
  it('fills every default when nothing is stored', () => {
    expect(resolvePaymentSettings(undefined)).toEqual(DEFAULT_PAYMENT_SETTINGS);
  });

  it('keeps what is stored and fills the rest, without sharing arrays with the stored record', () => {
    const stored = { fees: { consultFee: 2500, subFees: [{ label: 'Lab', amount: 900 }] }, dunningRetryDays: [2] };
    const resolved = resolvePaymentSettings(stored);
    expect(resolved.fees).toMatchObject({ consultFee: 2500, pharmacyFee: 0, subFees: [{ label: 'Lab', amount: 900 }] });
    expect(resolved.dunningRetryDays).toEqual([2]);
    expect(resolved.abandonedCartMaxReminders).toBe(DEFAULT_PAYMENT_SETTINGS.abandonedCartMaxReminders);
    resolved.dunningRetryDays.push(9);
    resolved.fees.subFees[0]!.amount = 1;
    expect(stored.dunningRetryDays).toEqual([2]);
    expect(stored.fees.subFees[0]!.amount).toBe(900);
  });
});
