import { type RefCallback, useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, for content worth loading only when the
 * visitor heads for it. Once near, it stays near. Where the browser cannot tell (no IntersectionObserver),
 * it counts as near at once.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
