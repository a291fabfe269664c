/**
 * `token` put in place of the selection [start, end) of `text` (at the caret when nothing is selected),
 * and where the caret goes next: right after the token.
 */
export function insertAtCursor(
  text: string,
  start: number | null | undefined,
  end: number | null | undefined,
  token: string,
): { text: string; caret: number } {
  // A field never focused has no selection: the token goes at the end.
  const from = clamp(start ?? text.length, text.length);
  const to = Math.max(from, clamp(end ?? from, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}

const clamp = (position: number, length: number) => Math.min(Math.max(position, 0), length);
