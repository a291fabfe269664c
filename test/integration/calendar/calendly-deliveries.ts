import { createHmac, randomUUID } from 'node:crypto';

/** `Calendly-Webhook-Signature` as Calendly computes it: HMAC-SHA256 hex of `${t}.${body}`. */
export function calendlySignature(body: string, secret: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export interface Booking {
  inviteeUri: string;
  email: string;
  start: string;
  end: string;
}

export const newBooking = (email: string, start: string, end: string): Booking => ({
  inviteeUri: `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`,
  email,
  start,
  end,
});

/** A webhook body shaped as Calendly sends it (`event`, `created_at`, `payload` = the invitee). */
export function calendlyBody(
  event: 'invitee.created' | 'invitee.canceled',
  booking: Booking,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    event,
    created_at: new Date().toISOString(),
    created_by: 'https://api.calendly.com/users/AAAAAAAAAAAAAAAA',
    payload: {
      uri: booking.inviteeUri,
      email: booking.email,
      name: 'Pat Employee',
      status: event === 'invitee.created' ? 'active' : 'canceled',
      timezone: 'America/New_York',
      cancel_url: `https://calendly.com/cancellations/${booking.inviteeUri.slice(-36)}`,
      reschedule_url: `https://calendly.com/reschedulings/${booking.inviteeUri.slice(-36)}`,
      rescheduled: false,
      old_invitee: null,
      new_invitee: null,
      questions_and_answers: [{ question: 'What would you like to discuss?', answer: 'My workstation', position: 0 }],
      cancellation: null,
      scheduled_event: {
        uri: booking.inviteeUri.split('/invitees/')[0],
        name: 'Accommodation consultation',
        status: event === 'invitee.created' ? 'active' : 'canceled',
        start_time: booking.start,
        end_time: booking.end,
        location: { type: 'zoom', join_url: 'https://zoom.example/j/123' },
      },
      ...extra,
    },
  });
}
