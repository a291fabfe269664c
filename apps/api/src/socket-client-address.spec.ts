import type { IncomingMessage } from 'node:http';
import { socketClientAddress } from './socket-client-address.js';

const upgrade = (remoteAddress: string, forwardedFor?: string) =>
  ({
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;

describe('socketClientAddress', () => {
  it('trusts no proxy by default: X-Forwarded-For changes nothing', () => {
    const addressOf = socketClientAddress({ TRUSTED_PROXIES: [] });
    expect(addressOf(upgrade('127.0.0.1', '203.0.113.9'))).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For only as far as the proxies it passed are trusted', () => {
    const addressOf = socketClientAddress({ TRUSTED_PROXIES: ['loopback'] });
    expect(addressOf(upgrade('127.0.0.1', '203.0.113.9'))).toBe('203.0.113.9');
    // A client in front of the trusted proxy cannot forge what came before it.
    expect(addressOf(upgrade('127.0.0.1', '198.51.100.1, 203.0.113.9'))).toBe('203.0.113.9');
    expect(addressOf(upgrade('192.0.2.7', '203.0.113.9'))).toBe('192.0.2.7');
  });

  it('answers unknown without a request', () => {
    expect(socketClientAddress({ TRUSTED_PROXIES: [] })(undefined)).toBe('unknown');
  });
});
