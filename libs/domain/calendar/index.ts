export { CalendarEventEntity, type MeetingDetails } from './calendar-event.entity.js';
export { CalendarEventsService, type VisibleCalendarEvent } from './calendar-events.service.js';
export { CalendarMessages, CalendarRules } from './calendar-rules.js';
export { MAX_RANGE_DAYS } from './calendar-event-input.js';
export {
  CalendarEventChangeKind,
  type CalendarEventChangeMessage,
  organizationCalendarTopic,
} from './calendar-live.js';
export {
  calendlyDelivery,
  calendlyDeliveryId,
  type CalendlyDelivery,
  type StoredCalendlyDelivery,
} from './calendly-payload.js';
export { CalendarModule } from './calendar.module.js';
