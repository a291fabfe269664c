import { z } from 'zod';
import type { MeetingDetails } from './calendar-event.entity.js';

/**
 * The fields of Calendly's webhook body (`{ event, created_at, payload }`, payload = the Invitee resource
 * with its `scheduled_event`) the calendar uses. Unknown fields are ignored; what is read is checked.
 */
const text = z.string().max(2000);
const inviteePayload = z.object({
  uri: z.string().min(1).max(500),
  email: z.string().max(320),
  name: text.nullish(),
  timezone: text.nullish(),
  cancel_url: text.nullish(),
  reschedule_url: text.nullish(),
  rescheduled: z.boolean().nullish(),
  old_invitee: z.string().max(500).nullish(),
  new_invitee: z.string().max(500).nullish(),
  questions_and_answers: z
    .array(z.object({ question: text, answer: z.string().max(10000).nullish() }))
    .max(50)
    .nullish(),
  cancellation: z.object({ canceled_by: text.nullish(), reason: text.nullish() }).nullish(),
  scheduled_event: z.object({
    uri: z.string().max(500).nullish(),
    name: text.nullish(),
    start_time: z.iso.datetime({ offset: true }),
    end_time: z.iso.datetime({ offset: true }),
    location: z.object({ join_url: text.nullish(), location: text.nullish() }).passthrough().nullish(),
  }),
});

export const calendlyDelivery = z.object({
  event: z.enum(['invitee.created', 'invitee.canceled']),
  created_at: z.string().max(64).nullish(),
  payload: inviteePayload,
});
export type CalendlyDelivery = z.infer<typeof calendlyDelivery>;
export type CalendlyInvitee = CalendlyDelivery['payload'];

/** The webhook endpoint stores only what the worker needs: the organization and the delivery as Calendly sent it. */
export interface StoredCalendlyDelivery {
  organizationId: string;
  delivery: CalendlyDelivery;
}

/** The provider's id of a delivery: each invitee is created once and canceled once. */
export const calendlyDeliveryId = (delivery: CalendlyDelivery): string => `${delivery.event}:${delivery.payload.uri}`;

export function meetingDetailsOf(invitee: CalendlyInvitee): MeetingDetails {
  const notes = (invitee.questions_and_answers ?? [])
    .filter((entry) => entry.answer)
    .map((entry) => `${entry.question}: ${entry.answer}`)
    .join('\n');
  const location = invitee.scheduled_event.location;
  return {
    timezone: invitee.timezone ?? null,
    meetingLink: location?.join_url ?? location?.location ?? null,
    cancelUrl: invitee.cancel_url ?? null,
    rescheduleUrl: invitee.reschedule_url ?? null,
    start: invitee.scheduled_event.start_time,
    end: invitee.scheduled_event.end_time,
    provider: 'Calendly',
    notes: notes || null,
    cancellation: null,
  };
}
