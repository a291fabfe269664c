import type { IncomingMessage, ServerResponse } from 'node:http';
import { type EmployeeReply, replyAsEmployee, type ReplySettings } from './employee-replies.js';
import { outbox, type OutboxEntry } from './outbox.js';
import type { SendGridStandIn } from './sendgrid-stand-in.js';
import type { StandInRoute } from './http-stand-in.js';
import type { TwilioStandIn } from './twilio-stand-in.js';

export interface DevelopmentPageSettings extends ReplySettings {
  nodeEnv: string;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const CHANNEL_NAME = { EMAIL: 'E-mail', SMS: 'SMS' } as const;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1b1b}
article{border:1px solid #8a8a8a;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:.5rem 0}dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;background:#f3f3f3;padding:.5rem;margin:.5rem 0}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}textarea{width:100%;box-sizing:border-box;font:inherit}
button{font:inherit;padding:.4rem .9rem;margin-top:.5rem}
[role=status],[role=alert]{padding:.5rem 1rem;border-radius:6px;margin:0 0 1rem}
[role=status]{background:#e3f4e6}[role=alert]{background:#fbe3e3}
:focus-visible{outline:3px solid #1565c0;outline-offset:2px}`;

function messageArticle(entry: OutboxEntry, index: number): string {
  const id = `message-${index}`;
  const replyBy = entry.channel === 'SMS' ? 'SMS' : 'e-mail';
  return `<article aria-labelledby="${id}-title">
<h3 id="${id}-title">${CHANNEL_NAME[entry.channel]} to ${escape(entry.to)}</h3>
<dl>
<dt>Channel</dt><dd>${CHANNEL_NAME[entry.channel]}</dd>
<dt>To</dt><dd>${escape(entry.to)}</dd>
<dt>From</dt><dd>${escape(entry.from)}</dd>
${entry.subject === null ? '' : `<dt>Subject</dt><dd>${escape(entry.subject)}</dd>`}
<dt>Received</dt><dd><time datetime="${entry.at.toISOString()}">${escape(entry.at.toLocaleString('en-US'))}</time></dd>
</dl>
<pre>${escape(entry.text)}</pre>
<form method="post" action="/replies">
<input type="hidden" name="messageId" value="${escape(entry.id)}">
<label for="${id}-reply">Reply by ${replyBy} as ${escape(entry.to)} (to ${escape(entry.replyTo)})</label>
<textarea id="${id}-reply" name="text" rows="3" required></textarea>
<button type="submit">Send ${replyBy} reply</button>
</form>
</article>`;
}

function replyNotice(reply: EmployeeReply | undefined): string {
  if (!reply) return '';
  const by = reply.channel === 'SMS' ? 'SMS' : 'e-mail';
  const ok = reply.status >= 200 && reply.status < 300;
  return ok
    ? `<div role="status">Reply sent by ${by} from ${escape(reply.from)} to ${escape(reply.to)}: the webhook answered ${reply.status}.</div>`
    : `<div role="alert">The ${by} reply from ${escape(reply.from)} was refused: the webhook answered ${reply.status}.</div>`;
}

function page(entries: OutboxEntry[], notice: string): string {
  const list =
    entries.length === 0
      ? '<p>Nothing sent yet. Send a message from a case and refresh this page.</p>'
      : entries.map(messageArticle).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Messages sent (development)</title><style>${STYLE}</style></head>
<body><main>
<h1>Messages sent (development)</h1>
<p>E-mail and text messages the worker sent to the local SendGrid and Twilio stand-ins, newest first. A reply goes
to the api's real inbound webhooks (Twilio inbound SMS, SendGrid Inbound Parse), as the employee's would.</p>
${notice}
<p><a href="/">Refresh</a> · <a href="/calendly">Book a Calendly meeting</a> · <a href="/pharmacy">Pharmacy orders</a></p>
<h2>Messages (${entries.length})</h2>
${list}
</main></body></html>`;
}

/**
 * The development page: what the stand-ins received, and a reply form per message that calls the api's
 * inbound webhooks. Refused (404) in production, where nothing of this may answer.
 */
export function developmentPage(
  settings: DevelopmentPageSettings,
  sendGrid: SendGridStandIn,
  twilio: TwilioStandIn,
): StandInRoute {
  const replies: EmployeeReply[] = [];
  return async (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const isPage =
      (request.method === 'GET' && (url.pathname === '/' || url.pathname === '/messages.json')) ||
      (request.method === 'POST' && url.pathname === '/replies');
    if (!isPage) return false;
    if (settings.nodeEnv === 'production') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return true;
    }
    const entries = outbox(sendGrid, twilio);
    if (url.pathname === '/messages.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(entries));
      return true;
    }
    if (request.method === 'GET') {
      const replyIndex = url.searchParams.get('reply');
      const shown = replyIndex === null ? undefined : replies[Number(replyIndex)];
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(page(entries, replyNotice(shown)));
      return true;
    }
    const form = new URLSearchParams(body.toString('utf8'));
    const entry = entries.find((candidate) => candidate.id === form.get('messageId'));
    const text = form.get('text')?.trim() ?? '';
    if (!entry || !text) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Choose a message and write a reply.');
      return true;
    }
    replies.push(await replyAsEmployee(settings, entry, text));
    response.writeHead(303, { location: `/?reply=${replies.length - 1}` }).end();
    return true;
  };
}
