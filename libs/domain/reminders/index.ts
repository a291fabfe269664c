export { ReminderSentEntity } from './reminder-sent.entity.js';
export { ReminderClock } from './reminder-clock.js';
export { REMINDER_BATCH_SIZE, type ReminderSweepResult, ReminderSweepService } from './reminder-sweep.service.js';
export { calendarOf, REMINDER_LATE_LIMIT_MS } from './reminder-bounds.js';
export { latestDueStart, plusDays, type ReminderCalendar, reminderDueAt } from './reminder-due-time.js';
export { reminderDedupeKey } from './reminder-notices.js';
export { RemindersModule } from './reminders.module.js';
export { instantOfWallTime, isKnownTimeZone, plusCalendarDays, type WallTime, wallTimeOf, weekdayOf } from './zoned-time.js';
