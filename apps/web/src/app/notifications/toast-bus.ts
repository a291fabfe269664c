import {
  DEFAULT_TOAST_TIMEOUT_MS,
  normalizeToast,
  type Toast,
  type ToastApi,
  type ToastOptions,
} from './toast-constants';

/**
 * A tiny event emitter between non-React code (Apollo links, the session) and the mounted
 * `ToastProvider`. Toasts raised while no provider listens (e.g. during start-up, or a sign-out
 * message raised just before the tree re-mounts) are kept, up to a few, and shown once one does.
 */
export type ToastEvent = { type: 'show'; toast: Toast } | { type: 'dismiss'; id: string };
export type ToastListener = (event: ToastEvent) => void;

const MAX_PENDING = 10;
const listeners = new Set<ToastListener>();
let pending: Toast[] = [];

function emit(event: ToastEvent): void {
  if (listeners.size === 0) {
    if (event.type === 'show') {
      pending = [...pending, event.toast].slice(-MAX_PENDING);
    } else {
      pending = pending.filter((toast) => toast.id !== event.id);
    }
    return;
  }
  for (const listener of [...listeners]) listener(event);
}

/** The provider's subscription; hands over toasts raised before anyone listened. */
export function subscribeToToasts(listener: ToastListener): () => void {
  listeners.add(listener);
  if (pending.length > 0) {
    const waiting = pending;
    pending = [];
    for (const toast of waiting) listener({ type: 'show', toast });
  }
  return () => {
    listeners.delete(listener);
  };
}

function show(options: ToastOptions): string {
  const toast = normalizeToast(options);
  emit({ type: 'show', toast });
  return toast.id;
}

function dismiss(id: string): void {
  emit({ type: 'dismiss', id });
}

type Notify = ((options: ToastOptions) => string) & ToastApi;

/**
 * Raise a toast from anywhere: `notify({ message, severity, timeoutMs })`, or
 * `notify.success()`, `notify.error(message)`, `notify.info(message, SHORT_TOAST_TIMEOUT_MS)`,
 * `notify.dismiss(id)`. Returns the toast's id.
 */
export const notify: Notify = Object.assign((options: ToastOptions) => show(options), {
  show,
  dismiss,
  success: (message?: string, timeoutMs: number | null = DEFAULT_TOAST_TIMEOUT_MS) =>
    show({ message, severity: 'success', timeoutMs }),
  error: (message?: string, timeoutMs: number | null = DEFAULT_TOAST_TIMEOUT_MS) =>
    show({ message, severity: 'error', timeoutMs }),
  info: (message?: string, timeoutMs: number | null = DEFAULT_TOAST_TIMEOUT_MS) =>
    show({ message, severity: 'info', timeoutMs }),
});

/** Tests only: forget listeners and waiting toasts. */
export function resetToastBusForTests(): void {
  listeners.clear();
  pending = [];
}
