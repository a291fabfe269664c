import { withoutQuotedHistory } from './quoted-history.js';

/** Longest text kept of one e-mail: a reply, not a mailbox export. */
const MAX_TEXT_LENGTH = 20_000;

/** The readable text of an HTML-only e-mail: tags dropped, line breaks kept, the common entities decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h\d)>/gi, '\n')
    .replace(/<blockquote[\s\S]*$/i, '') // the quoted history of HTML clients
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** What the case team reads of an inbound e-mail: its own text without the quoted history. */
export function inboundEmailText(text: unknown, html: unknown): string {
  const source = typeof text === 'string' && text.trim() ? text : typeof html === 'string' ? textOfHtml(html) : '';
  return withoutQuotedHistory(source).slice(0, MAX_TEXT_LENGTH);
}
