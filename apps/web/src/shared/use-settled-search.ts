import { useEffect, useState } from 'react';

/**
 * The search text once typing pauses for `delayMs`: what searches send, so a query goes out per pause
 * rather than per letter. The text a screen opens with (e.g. from its address) counts at once. While
 * `enabled` is false the last settled text is kept.
 */
export function useSettledSearch(input: string, delayMs: number, enabled = true): string {
  const [searchText, setSearchText] = useState(() => (enabled ? input.trim() : ''));
  useEffect(() => {
    if (!enabled) return undefined;
    const next = input.trim();
    if (next === searchText) return undefined;
    const timer = window.setTimeout(() => setSearchText(next), delayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, input, searchText, delayMs]);
  return searchText;
}
