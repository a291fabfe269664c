/**
 * Toast defaults (spec 001 §8 "Generic toasts" and §9 "Notification default timeout").
 * Texts are the spec's, verbatim.
 */

/** Default time a toast stays on screen: 5000 ms. */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;
/** The spec's long timeout: 10000 ms (e.g. "no organization at sign-in"). */
export const LONG_TOAST_TIMEOUT_MS = 10000;
/** The spec's short timeout: 3000 ms (e.g. "You don't have access to this organization"). */
export const SHORT_TOAST_TIMEOUT_MS = 3000;

export const DEFAULT_SUCCESS_MESSAGE = 'Operation succeeded!';
export const DEFAULT_ERROR_MESSAGE = 'Operation not successful';
export const DEFAULT_INFO_MESSAGE = 'Info';

/** How many toasts are on screen at once; the oldest goes when a new one would exceed it. */
export const MAX_VISIBLE_TOASTS = 5;

export type ToastSeverity = 'success' | 'error' | 'info';

export const DEFAULT_TOAST_MESSAGES: Readonly<Record<ToastSeverity, string>> = {
  success: DEFAULT_SUCCESS_MESSAGE,
  error: DEFAULT_ERROR_MESSAGE,
  info: DEFAULT_INFO_MESSAGE,
};

export interface ToastOptions {
  /** Text shown; an empty or missing message gets the severity's default text. */
  message?: string;
  /** Defaults to 'info'. */
  severity?: ToastSeverity;
  /**
   * Milliseconds before the toast closes by itself (default 5000). The countdown pauses while the
   * pointer is over the toast or focus is inside it. `null` keeps the toast until it is closed.
   */
  timeoutMs?: number | null;
}

/** A toast as the provider keeps it. */
export interface Toast {
  id: string;
  message: string;
  severity: ToastSeverity;
  /** null: stays until closed. */
  timeoutMs: number | null;
}

/** What `useToast()` returns; `notify` offers the same calls outside React. */
export interface ToastApi {
  success(message?: string, timeoutMs?: number | null): string;
  error(message?: string, timeoutMs?: number | null): string;
  info(message?: string, timeoutMs?: number | null): string;
  show(options: ToastOptions): string;
  dismiss(id: string): void;
}

let nextToastId = 0;

/** Fills in the defaults: severity 'info', the severity's default text, 5000 ms. */
export function normalizeToast(options: ToastOptions): Toast {
  const severity = options.severity ?? 'info';
  const message = options.message?.trim() ? options.message : DEFAULT_TOAST_MESSAGES[severity];
  const raw = options.timeoutMs === undefined ? DEFAULT_TOAST_TIMEOUT_MS : options.timeoutMs;
  const timeoutMs = raw === null || !Number.isFinite(raw) ? null : Math.max(0, raw);
  nextToastId += 1;
  return { id: `toast-${nextToastId}`, message, severity, timeoutMs };
}
