import { useCallback, useEffect, useRef, useState } from 'react';

/** The generic e-mail pattern (spec 000 §5), the same the api applies. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The field message for an e-mail entry, or undefined when it is valid. */
export function emailFieldError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter your e-mail address.';
  if (!isValidEmail(trimmed)) return 'Enter an e-mail address in the format name@example.com.';
  return undefined;
}

/** Where to go after signing in. */
export const DEFAULT_SIGNED_IN_PATH = '/accommodations';

const AUTH_PATHS = /^\/(login|forgot-password|forgot-password-complete|reset-password|auth-action)(\/|\?|#|$)/;

/**
 * The path to return to after signing in, from the login route's location state `{ from }`
 * (a react-router Location or a string). Only same-site paths, never the auth screens themselves.
 */
export function signInReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const location = from as { pathname: string; search?: string; hash?: string };
    path = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return DEFAULT_SIGNED_IN_PATH;
  if (path === '/' || AUTH_PATHS.test(path)) return DEFAULT_SIGNED_IN_PATH;
  return path;
}

/** An e-mail address handed over in location state `{ email }` (to prefill a field). */
export function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * The in-app path of an e-mail action link's continueUrl, when it points at this application;
 * `fallback` otherwise (never leaves the site).
 */
export function continuePath(continueUrl: string | null | undefined, fallback = '/login'): string {
  if (!continueUrl) return fallback;
  try {
    const url = new URL(continueUrl, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return AUTH_PATHS.test(path) && !path.startsWith('/login') ? fallback : path;
  } catch {
    return fallback;
  }
}

/**
 * Focus that waits for the next render: `requestFocus(() => ref.current)` focuses the element once
 * React has committed (e.g. an error alert that is about to appear).
 */
export function useFocusAfterRender(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    target?.()?.focus();
  }, [request]);
  return useCallback((target) => {
    pending.current = target;
    setRequest((n) => n + 1);
  }, []);
}

/** Joins element ids for aria-describedby (undefined when none). */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}
