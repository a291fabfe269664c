import { clientAddress, proxyTrust } from './client-address.js';

const request = (peer: string, forwardedFor?: string) => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress: peer },
});

describe('clientAddress', () => {
  it('trusts no proxy by default: X-Forwarded-For is ignored', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'), proxyTrust([]))).toBe('127.0.0.1');
  });

  it('reads X-Forwarded-For from the right, up to the first address that is not a trusted proxy', () => {
    const trust = proxyTrust(['10.0.0.0/8', 'loopback']);
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.1, 203.0.113.9, 10.1.2.3'), trust)).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(request('192.0.2.5', '203.0.113.9'), trust)).toBe('192.0.2.5');
    expect(clientAddress(request('::1', '2001:db8::7'), trust)).toBe('2001:db8::7');
  });

  it('knows single addresses and the range names', () => {
    expect(proxyTrust(['192.0.2.1'])('192.0.2.1')).toBe(true);
    expect(proxyTrust(['192.0.2.1'])('192.0.2.2')).toBe(false);
    expect(proxyTrust(['uniquelocal'])('172.20.0.1')).toBe(true);
    expect(proxyTrust(['linklocal'])('fe80::1')).toBe(true);
    expect(proxyTrust(['loopback'])('not an address')).toBe(false);
  });
});
