import {
  DEFAULT_TIME_ZONE,
  type OrganizationSettingsData,
  type ReminderKind,
  resolveReminderSettings,
} from '#domain/organizations';
import { latestDueStart, type ReminderCalendar } from './reminder-due-time.js';
import { isKnownTimeZone } from './zoned-time.js';

const HOUR_MS = 3_600_000;

/**
 * A reminder whose due time passed longer ago than this is not sent any more (the worker was stopped,
 * the setting was just turned on over old items): it would arrive as noise. It also bounds how far back
 * each sweep reads.
 */
export const REMINDER_LATE_LIMIT_MS = 7 * 24 * HOUR_MS;

/** For each organization with the kind on, the range of condition starts (basis) due at `now`. */
export interface ReminderBounds {
  organizationIds: string[];
  afterBasis: Date[];
  throughBasis: Date[];
}

export interface OrganizationReminderSource {
  id: string;
  settings: OrganizationSettingsData;
}

/** The organization's time zone, or the default when it names none this platform knows. */
export function calendarOf(settings: OrganizationSettingsData): ReminderCalendar {
  const zone = settings.timeZone && isKnownTimeZone(settings.timeZone) ? settings.timeZone : DEFAULT_TIME_ZONE;
  return { timeZone: zone, businessDays: resolveReminderSettings(settings.reminders).businessDays };
}

/**
 * Day kinds: a condition that started at or before latestDueStart(now) is due. Visits: an event starting
 * within the next `after` hours (and not yet started). Organizations sharing a zone and setting share
 * one computation.
 */
export function reminderBounds(
  kind: ReminderKind,
  organizations: readonly OrganizationReminderSource[],
  now: Date,
): ReminderBounds {
  const bounds: ReminderBounds = { organizationIds: [], afterBasis: [], throughBasis: [] };
  const cutoffs = new Map<string, Date>();
  for (const organization of organizations) {
    const setting = resolveReminderSettings(organization.settings.reminders).kinds[kind];
    if (!setting.enabled) continue;
    let after: Date;
    let through: Date;
    if (kind === 'UPCOMING_VISIT') {
      after = now;
      through = new Date(now.getTime() + setting.after * HOUR_MS);
    } else {
      const calendar = calendarOf(organization.settings);
      const key = `${calendar.timeZone}|${calendar.businessDays}|${setting.after}`;
      let cutoff = cutoffs.get(key);
      if (!cutoff) {
        cutoff = latestDueStart(now, setting.after, calendar);
        cutoffs.set(key, cutoff);
      }
      through = cutoff;
      after = new Date(cutoff.getTime() - REMINDER_LATE_LIMIT_MS);
    }
    bounds.organizationIds.push(organization.id);
    bounds.afterBasis.push(after);
    bounds.throughBasis.push(through);
  }
  return bounds;
}
