import { inboundEmailText, textOfHtml } from './inbound-email-text.js';

describe('the text of an inbound e-mail', () => {
  it('prefers the plain text, cut of its quoted history', () => {
    expect(
      inboundEmailText('Yes.\n\nOn Mon, Nov 23, 2026 at 9:00 AM Team <t@x.test> wrote:\n> Hi', '<p>ignored</p>'),
    ).toBe('Yes.');
  });

  it('reads an HTML-only e-mail without tags, scripts or the quoted blockquote', () => {
    const html =
      '<div>Thanks &amp; regards<br>Pat</div><script>alert(1)</script><blockquote type="cite">old &lt;text&gt;</blockquote>';
    expect(textOfHtml(html).trim()).toBe('Thanks & regards\nPat');
    expect(inboundEmailText(null, html)).toBe('Thanks & regards\nPat');
  });

  it('is empty for an e-mail without text', () => {
    expect(inboundEmailText(undefined, undefined)).toBe('');
  });
});
