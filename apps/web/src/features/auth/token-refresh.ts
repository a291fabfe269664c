import type { Auth, User } from 'firebase/auth';

/** Spec 001 §9: refresh about 5 minutes before expiry; on failure retry after 30 s, doubling up to 16 minutes. */
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;
export const TOKEN_REFRESH_RETRY_MIN_MS = 30 * 1000;
export const TOKEN_REFRESH_RETRY_MAX_MS = 16 * 60 * 1000;

/** setTimeout's largest delay (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface TokenRefreshOptions {
  refreshBeforeExpiryMs?: number;
  retryMinMs?: number;
  retryMaxMs?: number;
  /** Called on each failed refresh with the delay before the next attempt. */
  onError?: (error: unknown, retryInMs: number) => void;
}

/**
 * Keeps the signed-in user's ID token fresh: for every user the Auth instance reports, schedules a
 * forced refresh about 5 minutes before the token expires, and on failure retries with back-off
 * (30 s, 60 s, … capped at 16 minutes). Returns a function that stops it.
 */
export function startTokenRefresh(auth: Auth, options: TokenRefreshOptions = {}): () => void {
  const refreshBefore = options.refreshBeforeExpiryMs ?? TOKEN_REFRESH_BEFORE_EXPIRY_MS;
  const retryMin = options.retryMinMs ?? TOKEN_REFRESH_RETRY_MIN_MS;
  const retryMax = options.retryMaxMs ?? TOKEN_REFRESH_RETRY_MAX_MS;

  let stopped = false;
  /** Bumped on each user / token change and on stop: async work of an older generation is dropped. */
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextRetry = retryMin;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const isCurrent = (gen: number) => !stopped && gen === generation;

  const schedule = (gen: number, delayMs: number, run: () => void) => {
    clearTimer();
    if (!isCurrent(gen)) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        if (isCurrent(gen)) run();
      },
      Math.min(Math.max(0, delayMs), MAX_TIMEOUT_MS),
    );
  };

  const retryLater = (user: User, gen: number, error: unknown) => {
    if (!isCurrent(gen)) return;
    const wait = nextRetry;
    nextRetry = Math.min(nextRetry * 2, retryMax);
    options.onError?.(error, wait);
    schedule(gen, wait, () => void refresh(user, gen));
  };

  /** Reads the current token's expiry and schedules the refresh before it. */
  const plan = async (user: User, gen: number) => {
    try {
      const result = await user.getIdTokenResult();
      if (!isCurrent(gen)) return;
      const expiresAt = Date.parse(result.expirationTime);
      if (Number.isNaN(expiresAt)) throw new Error(`Unreadable token expiry: ${result.expirationTime}`);
      schedule(gen, expiresAt - Date.now() - refreshBefore, () => void refresh(user, gen));
    } catch (error) {
      retryLater(user, gen, error);
    }
  };

  const refresh = async (user: User, gen: number) => {
    try {
      await user.getIdToken(true);
      if (!isCurrent(gen)) return; // the token change was reported: the listener planned the next refresh
      nextRetry = retryMin;
      await plan(user, gen);
    } catch (error) {
      retryLater(user, gen, error);
    }
  };

  const unsubscribe = auth.onIdTokenChanged((user) => {
    generation += 1;
    clearTimer();
    nextRetry = retryMin;
    if (user) void plan(user, generation);
  });

  return () => {
    stopped = true;
    generation += 1;
    clearTimer();
    unsubscribe();
  };
}
