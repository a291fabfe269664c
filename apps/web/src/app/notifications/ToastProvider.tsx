import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { subscribeToToasts } from './toast-bus';
import {
  DEFAULT_TOAST_TIMEOUT_MS,
  MAX_VISIBLE_TOASTS,
  normalizeToast,
  type Toast,
  type ToastApi,
  type ToastOptions,
} from './toast-constants';
import { ToastContext } from './toast-context';

/** Accessible name of every toast's close button. */
export const TOAST_CLOSE_LABEL = 'Close notification';
/** Accessible name of the toast stack (a region landmark while it holds toasts). */
export const TOAST_REGION_LABEL = 'Notifications';

/** A toast on screen. `key` is stable; `ids` holds every id merged into it (see `show`). */
interface ToastEntry extends Toast {
  key: string;
  ids: string[];
  /** Bumped when an identical toast is raised again: restarts its countdown. */
  epoch: number;
}

type Action = { type: 'show'; toast: Toast } | { type: 'dismiss'; id: string } | { type: 'remove'; key: string };

function reducer(state: ToastEntry[], action: Action): ToastEntry[] {
  switch (action.type) {
    case 'show': {
      const { toast } = action;
      const same = state.find((entry) => entry.message === toast.message && entry.severity === toast.severity);
      if (same) {
        // The same text again (e.g. several failed requests): one toast, countdown restarted.
        return state.map((entry) =>
          entry === same
            ? {
                ...entry,
                id: toast.id,
                ids: [...entry.ids, toast.id],
                timeoutMs: toast.timeoutMs,
                epoch: entry.epoch + 1,
              }
            : entry,
        );
      }
      const entry: ToastEntry = { ...toast, key: toast.id, ids: [toast.id], epoch: 0 };
      // Newest first (at the top); the oldest beyond the limit goes.
      return [entry, ...state].slice(0, MAX_VISIBLE_TOASTS);
    }
    case 'dismiss':
      return state.filter((entry) => !entry.ids.includes(action.id));
    case 'remove':
      return state.filter((entry) => entry.key !== action.key);
  }
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

interface ToastItemProps {
  entry: ToastEntry;
  onClose(key: string, element: HTMLElement | null): void;
}

/**
 * One toast. Its countdown pauses while the pointer is over it or focus is inside it
 * (WCAG 2.2.1), and resumes with the time that was left.
 */
function ToastItem({ entry, onClose }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const elementRef = useRef<HTMLDivElement>(null);
  const remainingRef = useRef(entry.timeoutMs);
  const epochRef = useRef(entry.epoch);
  const paused = hovered || focused;
  const { key, epoch, timeoutMs } = entry;

  useEffect(() => {
    if (epochRef.current !== epoch) {
      epochRef.current = epoch;
      remainingRef.current = timeoutMs;
    }
    const remaining = remainingRef.current;
    if (paused || remaining === null) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onClose(key, null), remaining);
    return () => {
      clearTimeout(timer);
      remainingRef.current = Math.max(0, remaining - (Date.now() - startedAt));
    };
  }, [paused, epoch, timeoutMs, key, onClose]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(key, elementRef.current);
    }
  };

  return (
    <Alert
      ref={elementRef}
      data-toast-key={key}
      severity={entry.severity}
      // Errors interrupt (assertive); success and info wait their turn (polite).
      role={entry.severity === 'error' ? 'alert' : 'status'}
      closeText={TOAST_CLOSE_LABEL}
      onClose={() => onClose(key, elementRef.current)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
      sx={{
        pointerEvents: 'auto',
        boxShadow: 6,
        alignItems: 'center',
        animation: `${enter} 150ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {entry.message}
    </Alert>
  );
}

export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Shows toasts stacked at the top center, newest first, and offers `useToast()` to its tree.
 * Also listens to the module-level `notify(...)`, so code outside React (Apollo links, the session)
 * can raise toasts. Mount it once, near the root, inside the MUI ThemeProvider.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(reducer, []);
  const stackRef = useRef<HTMLDivElement>(null);
  /** Where focus was before it entered the stack, to return it there when a focused toast closes. */
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(
    () =>
      subscribeToToasts((event) => {
        if (event.type === 'show') dispatch({ type: 'show', toast: event.toast });
        else dispatch({ type: 'dismiss', id: event.id });
      }),
    [],
  );

  const close = useCallback((key: string, element: HTMLElement | null) => {
    const active = document.activeElement;
    if (element && active && element.contains(active)) {
      // Keep keyboard focus somewhere sensible: the next toast's close button, else where it came from.
      const next = stackRef.current?.querySelector<HTMLElement>(
        `[data-toast-key]:not([data-toast-key="${key}"]) button[aria-label="${TOAST_CLOSE_LABEL}"]`,
      );
      const back = returnFocusRef.current;
      if (next) next.focus();
      else if (back?.isConnected) back.focus();
    }
    dispatch({ type: 'remove', key });
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (options: ToastOptions) => {
      const toast = normalizeToast(options);
      dispatch({ type: 'show', toast });
      return toast.id;
    };
    return {
      show,
      dismiss: (id: string) => dispatch({ type: 'dismiss', id }),
      success: (message?: string, timeoutMs: number | null = DEFAULT_TOAST_TIMEOUT_MS) =>
        show({ message, severity: 'success', timeoutMs }),
      error: (message?: string, timeoutMs: number | null = DEFAULT_TOAST_TIMEOUT_MS) =>
        show({ message, severity: 'error', timeoutMs }),
      info: (message?: string, timeoutMs: number | null = DEFAULT_TOAST_TIMEOUT_MS) =>
        show({ message, severity: 'info', timeoutMs }),
    };
  }, []);

  const rememberReturnFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusRef.current = from;
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        ref={stackRef}
        role={toasts.length > 0 ? 'region' : undefined}
        aria-label={toasts.length > 0 ? TOAST_REGION_LABEL : undefined}
        onFocus={rememberReturnFocus}
        sx={{
          position: 'fixed',
          top: { xs: 8, sm: 24 },
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: (theme) => theme.zIndex.snackbar,
          width: 'min(600px, calc(100% - 16px))',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          // Clicks pass through the empty parts of the stack; the toasts take them.
          pointerEvents: 'none',
        }}
      >
        {toasts.map((entry) => (
          <ToastItem key={entry.key} entry={entry} onClose={close} />
        ))}
      </Box>
    </ToastContext.Provider>
  );
}
