import { addressesIn, senderAddressOf } from './email-addresses.js';

describe('e-mail addresses of a header', () => {
  it('strips display names, quotes and angle brackets, and lower-cases', () => {
    expect(addressesIn('"Pat Doe" <Pat.Doe@Example.COM>')).toEqual(['pat.doe@example.com']);
    expect(addressesIn('Pat Doe <pat@example.com>, other@example.org')).toEqual([
      'pat@example.com',
      'other@example.org',
    ]);
    expect(addressesIn('case-abc@reply.example.test')).toEqual(['case-abc@reply.example.test']);
  });

  it('does not take an address-looking display name for the address', () => {
    expect(addressesIn('"boss@example.com" <attacker@evil.test>')).toEqual(['attacker@evil.test']);
  });

  it('gives one sender or none', () => {
    expect(senderAddressOf('Pat <PAT@example.com>')).toBe('pat@example.com');
    expect(senderAddressOf('no address here')).toBeNull();
    expect(senderAddressOf('a@example.com, b@example.com')).toBeNull();
  });
});

describe('reply tokens', () => {
  it('reads the token of a case address at the inbound domain only', async () => {
    const { tokensIn } = await import('./case-reply-addresses.js');
    const token = 'a'.repeat(30);
    expect(tokensIn([`Case <CASE-${token}@Reply.Example.test>`], 'reply.example.test')).toEqual([token]);
    expect(tokensIn([`case-${token}@elsewhere.test`], 'reply.example.test')).toEqual([]);
    expect(tokensIn([`case-short@reply.example.test`], 'reply.example.test')).toEqual([]);
    expect(
      tokensIn(['someone@reply.example.test', `x <case-${token}@reply.example.test>`], 'reply.example.test'),
    ).toEqual([token]);
  });
});
