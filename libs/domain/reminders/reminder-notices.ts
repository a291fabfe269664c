import type { NotificationRules, ReminderKind } from '#domain/organizations';
import { type NewUserNotification, UserNotificationKind } from '#domain/notifications';
import type { MarkedReminderRow } from './reminder-subjects.js';

/**
 * What the employee reads: a notice without PHI by e-mail only (the employee has no bell), which asks
 * them to sign in. Staff read which case, by its short reference (no names, no case content).
 */
const EMPLOYEE_TEXT: Partial<Record<ReminderKind, string>> = {
  DRAFT_REQUEST: 'You have an unfinished request. Sign in to finish it.',
  FORM_NOT_ANSWERED: 'You have a form to answer. Sign in to answer it.',
  UPCOMING_VISIT: 'You have an upcoming visit. Sign in to see the details.',
};

const STAFF_TEXT: Partial<Record<ReminderKind, (shortId: string) => string>> = {
  UNACKNOWLEDGED_COMMENT: (shortId) => `A comment on case ${shortId} is waiting to be acknowledged.`,
  CASE_NOT_ACCEPTED: (shortId) => `Case ${shortId} is assigned to you and not accepted yet.`,
  UPCOMING_VISIT: (shortId) => `A visit on case ${shortId} is coming up.`,
};

/** Same reminder, same key: a notice is written once per person whatever reruns. */
export function reminderDedupeKey(kind: ReminderKind, subjectId: string, basis: Date): string {
  return `reminder:${kind}:${subjectId}:${basis.getTime()}`;
}

/**
 * The notices for reminders just marked sent. Staff hear of one if their role is among the REMINDER
 * rule's roles of the organization, by the rule's channels; the employee by e-mail.
 */
export function reminderNotices(
  kind: ReminderKind,
  rows: readonly MarkedReminderRow[],
  rulesOf: (organizationId: string) => NotificationRules,
): NewUserNotification[] {
  const notices = new Map<string, NewUserNotification>();
  for (const row of rows) {
    if (!row.userId) continue;
    const dedupeKey = reminderDedupeKey(kind, row.subjectId, row.basis);
    const base = { organizationId: row.organizationId, userId: row.userId, caseId: row.caseId, dedupeKey };
    let notice: NewUserNotification | null = null;
    if (row.audience === 'EMPLOYEE') {
      const title = EMPLOYEE_TEXT[kind];
      if (title)
        notice = { ...base, kind: UserNotificationKind.REMINDER, title, inApp: false, email: true, sms: false };
    } else {
      const rule = rulesOf(row.organizationId).REMINDER;
      const text = STAFF_TEXT[kind];
      const heard = rule.roles.some((role) => role === row.userRole);
      if (text && heard && (rule.inApp || rule.email || rule.sms)) {
        notice = {
          ...base,
          kind: UserNotificationKind.REMINDER,
          title: text(row.shortId ?? ''),
          inApp: rule.inApp,
          email: rule.email,
          sms: rule.sms,
        };
      }
    }
    if (notice) notices.set(`${notice.userId}:${dedupeKey}`, notice);
  }
  return [...notices.values()];
}
