import { VerifiedTokenCache } from './verified-token-cache.js';

describe('VerifiedTokenCache', () => {
  let nowMs = 1_000_000;
  const cache = (maxEntries = 3, maxAgeMs = 60_000) => new VerifiedTokenCache(maxEntries, maxAgeMs, () => nowMs);
  const inAnHour = () => Math.floor(nowMs / 1000) + 3600;

  beforeEach(() => {
    nowMs = 1_000_000;
  });

  it('answers a remembered token until its time is up', () => {
    const tokens = cache();
    tokens.remember('token-a', 'user-a', inAnHour());
    expect(tokens.uidOf('token-a')).toBe('user-a');
    expect(tokens.uidOf('token-b')).toBeUndefined();
    nowMs += 59_999;
    expect(tokens.uidOf('token-a')).toBe('user-a');
    nowMs += 1;
    expect(tokens.uidOf('token-a')).toBeUndefined();
  });

  it('never keeps a token past its expiry', () => {
    const tokens = cache();
    tokens.remember('token-a', 'user-a', Math.floor(nowMs / 1000) + 10);
    nowMs += 10_000;
    expect(tokens.uidOf('token-a')).toBeUndefined();
    tokens.remember('expired', 'user-b', Math.floor(nowMs / 1000) - 1);
    expect(tokens.uidOf('expired')).toBeUndefined();
  });

  it('forgets the oldest token beyond its size', () => {
    const tokens = cache(2);
    tokens.remember('one', 'user-1', inAnHour());
    tokens.remember('two', 'user-2', inAnHour());
    tokens.remember('three', 'user-3', inAnHour());
    expect([tokens.uidOf('one'), tokens.uidOf('two'), tokens.uidOf('three')]).toEqual([undefined, 'user-2', 'user-3']);
  });
});
