/**
 * Where a reply's own text ends and the history it quotes begins, by the markers common mail clients write:
 * Gmail and Apple Mail "On … wrote:" (possibly wrapped over two lines), Outlook's "-----Original Message-----"
 * and its "From: … Sent: …" header block, a "________________________________" separator, and ">"-quoted lines.
 */
const ON_WROTE = /^\s*On\s.+wrote:\s*$/i;
const ON_WRAPPED_START = /^\s*On\s.*\d/i;
const WROTE_END = /wrote:\s*$/i;
const ORIGINAL_MESSAGE = /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i;
const FORWARD_SEPARATOR = /^\s*_{10,}\s*$/;
const OUTLOOK_FROM = /^\s*\*?From:\*?\s+\S/i;
const OUTLOOK_HEADER = /^\s*\*?(Sent|Date|To|Subject|Cc):\*?\s/i;
const QUOTED = /^\s*>/;

function startsHistory(lines: readonly string[], index: number): boolean {
  const line = lines[index];
  if (ON_WROTE.test(line) || ORIGINAL_MESSAGE.test(line) || FORWARD_SEPARATOR.test(line)) return true;
  // "On Tue, 24 Nov 2026 at 10:02, Case Team <case-…@…>\nwrote:" as Gmail wraps long lines.
  if (ON_WRAPPED_START.test(line) && index + 1 < lines.length && WROTE_END.test(lines[index + 1])) return true;
  // Outlook's reply header: From: followed within two lines by Sent:/Date:/To:/Subject:.
  if (OUTLOOK_FROM.test(line)) return lines.slice(index + 1, index + 3).some((next) => OUTLOOK_HEADER.test(next));
  // A block of quoted lines (not a lone line starting with ">", which may be the writer's own).
  if (QUOTED.test(line))
    return index + 1 >= lines.length || QUOTED.test(lines[index + 1]) || lines[index + 1].trim() === '';
  return false;
}

/** The reply without the history it quotes, trimmed; the whole text when nothing would be left. */
export function withoutQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const cut = lines.findIndex((_, index) => startsHistory(lines, index));
  const own = (cut === -1 ? lines : lines.slice(0, cut)).join('\n').trim();
  return own || text.trim();
}
