import { useCallback, useRef } from 'react';

/**
 * Focus goes back where it was once a dialog closes: `remember()` when opening, `restore()` after
 * closing (the dialogs do not restore it themselves, since their opener may be gone by then).
 */
export function useRestoreFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback((fallback?: () => HTMLElement | null) => {
    const target = opener.current?.isConnected ? opener.current : (fallback?.() ?? null);
    opener.current = null;
    window.setTimeout(() => target?.focus(), 0);
  }, []);
  return { remember, restore };
}
