import { type RefCallback, useCallback, useLayoutEffect, useState } from 'react';

/** What shows that a visitor is using the page rather than only opening it (or a tool measuring it). */
const ENGAGEMENT_EVENTS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * For content worth loading only when wanted: true once the element is in view, or once the visitor does
 * anything on the page (scrolls, presses a key, touches or clicks). A page that is merely opened loads only
 * what it shows; a visitor who scrolls or tabs toward the content finds it loaded (keyboard users reach it
 * in the tab order). It stays true. Where the browser cannot tell what is in view, it is true at once.
 */
export function useInViewOrEngaged<T extends Element>(): [RefCallback<T>, boolean] {
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');

  // Attached as the content is put on the page, not after the paint: a key pressed in between still counts.
  useLayoutEffect(() => {
    if (wanted) return undefined;
    const engage = () => setWanted(true);
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, engage, { passive: true, capture: true });
    return () => {
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engage, { capture: true });
    };
  }, [wanted]);

  const ref = useCallback(
    (element: T | null) => {
      if (!element || wanted) return undefined;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [wanted],
  );
  return [ref, wanted];
}
