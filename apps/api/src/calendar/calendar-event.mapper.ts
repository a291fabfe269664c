import type { VisibleCalendarEvent } from '#domain/calendar';
import type { CalendarEvent } from './calendar-event.model.js';

export function toCalendarEvent(event: VisibleCalendarEvent): CalendarEvent {
  const details = event.meetingDetails;
  return {
    id: event.id,
    organizationId: event.organizationId,
    title: event.title,
    start: event.startAt,
    end: event.endAt,
    description: event.description,
    color: event.color,
    topic: event.topic,
    caseId: event.caseId,
    isEditable: event.isEditable,
    isNoShow: event.isNoShow,
    canceledAt: event.canceledAt,
    version: event.version,
    meetingDetails: details
      ? {
          timezone: details.timezone ?? null,
          meetingLink: details.meetingLink ?? null,
          cancelUrl: details.cancelUrl ?? null,
          rescheduleUrl: details.rescheduleUrl ?? null,
          start: details.start ?? null,
          end: details.end ?? null,
          provider: details.provider ?? null,
          notes: details.notes ?? null,
          cancellation: details.cancellation
            ? { canceledBy: details.cancellation.canceledBy ?? null, reason: details.cancellation.reason ?? null }
            : null,
        }
      : null,
  };
}
