export { CalendarEventEntity, type MeetingDetails } from './calendar-event.entity.js';
