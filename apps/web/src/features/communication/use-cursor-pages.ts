import { useCallback, useState } from 'react';

/**
 * Page by page through a cursor-paged list: the cursor of each page seen, so "Previous" goes back
 * without a backwards cursor. `reset` starts over (a new search or filter).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1];
  const next = useCallback((endCursor: string | null | undefined) => {
    if (endCursor) setCursors((current) => [...current, endCursor]);
  }, []);
  const previous = useCallback(
    () => setCursors((current) => (current.length > 1 ? current.slice(0, -1) : current)),
    [],
  );
  const reset = useCallback(() => setCursors([null]), []);
  return { after, pageNumber: cursors.length, hasPrevious: cursors.length > 1, next, previous, reset };
}
