import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInRoute } from './http-stand-in.js';
import type { WebhookTarget } from './webhook-calls.js';

/** A booking made on this page, as Calendly keeps an invitee. */
interface Booking {
  organizationId: string;
  signingKey: string;
  email: string;
  inviteeUri: string;
  start: Date;
  end: Date;
  canceled: boolean;
}

const trimmed = (url: string) => url.replace(/\/+$/, '');
const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** Posts a delivery as Calendly does: `Calendly-Webhook-Signature: t=…,v1=…`, HMAC-SHA256 of `${t}.${body}`. */
export function postAsCalendly(
  target: WebhookTarget,
  organizationId: string,
  signingKey: string,
  delivery: Record<string, unknown>,
): Promise<Response> {
  const body = JSON.stringify(delivery);
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', signingKey).update(`${t}.${body}`).digest('hex');
  return fetch(`${trimmed(target.apiUrl)}/webhooks/calendly/${encodeURIComponent(organizationId)}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'calendly-webhook-signature': `t=${t},v1=${v1}` },
  });
}

/** Calendly's webhook body for an invitee (the fields the product reads, in Calendly's shape). */
export function calendlyDelivery(
  event: 'invitee.created' | 'invitee.canceled',
  booking: Booking,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const inviteeId = booking.inviteeUri.split('/').pop();
  return {
    event,
    created_at: new Date().toISOString(),
    payload: {
      uri: booking.inviteeUri,
      email: booking.email,
      name: booking.email,
      status: event === 'invitee.created' ? 'active' : 'canceled',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      cancel_url: `https://calendly.com/cancellations/${inviteeId}`,
      reschedule_url: `https://calendly.com/reschedulings/${inviteeId}`,
      rescheduled: false,
      old_invitee: null,
      new_invitee: null,
      questions_and_answers: [],
      cancellation: null,
      scheduled_event: {
        uri: booking.inviteeUri.split('/invitees/')[0],
        name: 'Accommodation consultation',
        start_time: booking.start.toISOString(),
        end_time: booking.end.toISOString(),
        location: { type: 'custom', location: 'https://meet.example/stand-in' },
      },
      ...extra,
    },
  };
}

const newInviteeUri = () => `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1b1b}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}input{font:inherit}button{font:inherit;padding:.4rem .9rem;margin:.5rem .5rem 0 0}
article{border:1px solid #8a8a8a;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
[role=status],[role=alert]{padding:.5rem 1rem;border-radius:6px}[role=status]{background:#e3f4e6}[role=alert]{background:#fbe3e3}
:focus-visible{outline:3px solid #1565c0;outline-offset:2px}`;

function page(bookings: Booking[], notice: string): string {
  const list = bookings
    .map((booking, index) =>
      booking.canceled
        ? ''
        : `<article aria-labelledby="booking-${index}"><h3 id="booking-${index}">${escape(booking.email)}, ${escape(booking.start.toISOString())}</h3>
<form method="post" action="/calendly"><input type="hidden" name="booking" value="${index}">
<label for="booking-${index}-start">New start (UTC)</label><input id="booking-${index}-start" name="start" type="datetime-local">
<button name="action" value="reschedule">Reschedule</button><button name="action" value="cancel">Cancel</button></form></article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Calendly bookings (development)</title><style>${STYLE}</style></head>
<body><main><h1>Calendly bookings (development)</h1>
<p>Books, cancels and reschedules a meeting as Calendly would, through the api's signed Calendly webhook. The signing
key is the organization's CALENDLY_SIGNATURE secret (createOrganizationSecretKey shows it once).</p>
${notice}<p><a href="/">Messages sent</a></p>
<h2>Book a meeting</h2>
<form method="post" action="/calendly"><input type="hidden" name="action" value="book">
<label for="organization">Organization id</label><input id="organization" name="organizationId" required size="40">
<label for="key">Signing key</label><input id="key" name="signingKey" required size="50">
<label for="email">Invitee e-mail (the employee's)</label><input id="email" name="email" type="email" required size="40">
<label for="start">Start (UTC)</label><input id="start" name="start" type="datetime-local" required>
<button type="submit">Book</button></form>
<h2>Bookings</h2>${list || '<p>No bookings yet.</p>'}
</main></body></html>`;
}

const utc = (value: string | null) => (value && !Number.isNaN(Date.parse(`${value}Z`)) ? new Date(`${value}Z`) : null);
const HALF_HOUR_MS = 30 * 60 * 1000;

/** The Calendly page of the stand-ins: refused (404) in production, like the development page. */
export function calendlyBookingsPage(settings: { nodeEnv: string; target: WebhookTarget }): StandInRoute {
  const bookings: Booking[] = [];
  const results: string[] = [];
  return async (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/calendly' || !['GET', 'POST'].includes(request.method ?? '')) return false;
    if (settings.nodeEnv === 'production') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return true;
    }
    if (request.method === 'GET') {
      const shown = results[Number(url.searchParams.get('result') ?? -1)];
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(page(bookings, shown ?? ''));
      return true;
    }
    const form = new URLSearchParams(body.toString('utf8'));
    const action = form.get('action');
    const start = utc(form.get('start'));
    const booking = bookings[Number(form.get('booking') ?? -1)];
    let delivered: Response;
    if (action === 'book' && start && form.get('organizationId') && form.get('signingKey') && form.get('email')) {
      const made: Booking = {
        organizationId: form.get('organizationId')!.trim(),
        signingKey: form.get('signingKey')!.trim(),
        email: form.get('email')!.trim(),
        inviteeUri: newInviteeUri(),
        start,
        end: new Date(start.getTime() + HALF_HOUR_MS),
        canceled: false,
      };
      delivered = await postAsCalendly(
        settings.target,
        made.organizationId,
        made.signingKey,
        calendlyDelivery('invitee.created', made),
      );
      if (delivered.ok) bookings.push(made);
    } else if (action === 'cancel' && booking && !booking.canceled) {
      delivered = await postAsCalendly(
        settings.target,
        booking.organizationId,
        booking.signingKey,
        calendlyDelivery('invitee.canceled', booking, {
          cancellation: {
            canceled_by: booking.email,
            reason: 'Canceled on the development page',
            canceler_type: 'invitee',
          },
        }),
      );
      if (delivered.ok) booking.canceled = true;
    } else if (action === 'reschedule' && booking && !booking.canceled && start) {
      // Calendly cancels the old invitee (rescheduled: true) and creates a new one naming it.
      const moved: Booking = {
        ...booking,
        inviteeUri: newInviteeUri(),
        start,
        end: new Date(start.getTime() + HALF_HOUR_MS),
      };
      await postAsCalendly(
        settings.target,
        booking.organizationId,
        booking.signingKey,
        calendlyDelivery('invitee.canceled', booking, { rescheduled: true, new_invitee: moved.inviteeUri }),
      );
      delivered = await postAsCalendly(
        settings.target,
        booking.organizationId,
        booking.signingKey,
        calendlyDelivery('invitee.created', moved, { old_invitee: booking.inviteeUri }),
      );
      if (delivered.ok) {
        booking.canceled = true;
        bookings.push(moved);
      }
    } else {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Fill in the booking, its key and a start time.');
      return true;
    }
    results.push(
      delivered.ok
        ? `<div role="status">Calendly ${escape(action)} delivered: the webhook answered ${delivered.status}.</div>`
        : `<div role="alert">Calendly ${escape(action)} refused: the webhook answered ${delivered.status}.</div>`,
    );
    response.writeHead(303, { location: `/calendly?result=${results.length - 1}` }).end();
    return true;
  };
}
