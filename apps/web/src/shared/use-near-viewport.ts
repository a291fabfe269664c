import { type RefCallback, useCallback, useEffect, useState } from 'react';

/**
 * Whether an element is in view, or within `margin` of it once the visitor has scrolled: for content worth
 * loading only when the visitor heads for it. Before any scroll only the viewport itself counts, so a page
 * that is merely opened (or measured) loads nothing it does not show. Once near, it stays near. Where the
 * browser cannot tell (no IntersectionObserver), it counts as near at once.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (near || scrolled) return undefined;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [near, scrolled]);

  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: scrolled ? margin : '0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, scrolled, margin],
  );
  return [ref, near];
}
