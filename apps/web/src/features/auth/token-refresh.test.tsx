import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth, User } from 'firebase/auth';
import { startTokenRefresh } from './token-refresh';

const MINUTE = 60_000;
const START = Date.parse('2025-01-01T12:00:00Z');

/** A fake Auth whose user's tokens last `lifetimeMs` from the moment they are issued. */
function fakeAuth(lifetimeMs = 60 * MINUTE) {
  let listener: ((user: User | null) => void) | null = null;
  let expiresAt = Date.now() + lifetimeMs;
  const getIdToken = vi.fn(async (force?: boolean) => {
    if (force) {
      expiresAt = Date.now() + lifetimeMs;
      // As the SDK does: a new token is reported to the listeners.
      queueMicrotask(() => listener?.(user));
    }
    return 'token';
  });
  const getIdTokenResult = vi.fn(async () => ({ expirationTime: new Date(expiresAt).toUTCString() }));
  const user = { uid: 'u1', getIdToken, getIdTokenResult } as unknown as User;
  const unsubscribe = vi.fn(() => {
    listener = null;
  });
  const auth = {
    onIdTokenChanged: vi.fn((next: (user: User | null) => void) => {
      listener = next;
      return unsubscribe;
    }),
  } as unknown as Auth;
  return {
    auth,
    user,
    getIdToken,
    unsubscribe,
    emit: (value: User | null) => listener?.(value),
  };
}

describe('startTokenRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes the token about 5 minutes before it expires, and again for each new token', async () => {
    const fake = fakeAuth(60 * MINUTE);
    const stop = startTokenRefresh(fake.auth);
    fake.emit(fake.user);

    await vi.advanceTimersByTimeAsync(55 * MINUTE - 1000);
    expect(fake.getIdToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.getIdToken).toHaveBeenCalledTimes(1);
    expect(fake.getIdToken).toHaveBeenCalledWith(true);

    // The new token lasts an hour from now: the next refresh is 55 minutes later.
    await vi.advanceTimersByTimeAsync(54 * MINUTE);
    expect(fake.getIdToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 * MINUTE);
    expect(fake.getIdToken).toHaveBeenCalledTimes(2);
    stop();
  });

  it('refreshes at once a token that expires within 5 minutes', async () => {
    const fake = fakeAuth(3 * MINUTE);
    startTokenRefresh(fake.auth);
    fake.emit(fake.user);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.getIdToken).toHaveBeenCalledWith(true);
  });

  it('retries a failed refresh after 30 s, doubling up to 16 minutes, then resets after a success', async () => {
    const fake = fakeAuth(60 * MINUTE);
    const onError = vi.fn();
    fake.getIdToken.mockRejectedValue(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
    startTokenRefresh(fake.auth, { onError });
    fake.emit(fake.user);

    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    expect(fake.getIdToken).toHaveBeenCalledTimes(1);

    const expected = [0.5, 1, 2, 4, 8, 16, 16, 16].map((m) => m * MINUTE);
    for (const [index, wait] of expected.entries()) {
      expect(onError).toHaveBeenLastCalledWith(expect.any(Error), wait);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fake.getIdToken).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fake.getIdToken).toHaveBeenCalledTimes(index + 2);
    }

    // Back online: the refresh succeeds and the back-off starts over at 30 s.
    fake.getIdToken.mockReset();
    fake.getIdToken.mockRejectedValueOnce(new Error('offline again'));
    fake.getIdToken.mockResolvedValue('token');
    onError.mockClear();
    await vi.advanceTimersByTimeAsync(16 * MINUTE);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 16 * MINUTE);
    await vi.advanceTimersByTimeAsync(16 * MINUTE);
    expect(fake.getIdToken).toHaveBeenCalledTimes(2);
    // Next token (the fake's expiry did not move): refresh due at once, and it succeeds.
    fake.getIdToken.mockRejectedValueOnce(new Error('one more failure'));
    onError.mockClear();
    fake.emit(fake.user);
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 30_000);
  });

  it('stops when the user signs out', async () => {
    const fake = fakeAuth(60 * MINUTE);
    startTokenRefresh(fake.auth);
    fake.emit(fake.user);
    await vi.advanceTimersByTimeAsync(0);
    fake.emit(null);
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(fake.getIdToken).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops listening and refreshing when stopped', async () => {
    const fake = fakeAuth(60 * MINUTE);
    const stop = startTokenRefresh(fake.auth);
    fake.emit(fake.user);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(fake.getIdToken).not.toHaveBeenCalled();
  });

  it('ignores a token read that finishes after the stop', async () => {
    const fake = fakeAuth(60 * MINUTE);
    const stop = startTokenRefresh(fake.auth);
    fake.emit(fake.user);
    stop();
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(fake.getIdToken).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
