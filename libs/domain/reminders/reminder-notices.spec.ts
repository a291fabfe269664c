import { Role } from '#access';
import { DEFAULT_NOTIFICATION_RULES, type NotificationRules } from '#domain/organizations';
import { reminderNotices } from './reminder-notices.js';
import type { MarkedReminderRow } from './reminder-subjects.js';

const basis = new Date('2031-06-02T14:00:00Z');
const row = (fields: Partial<MarkedReminderRow>): MarkedReminderRow => ({
  subjectId: 'subject-1',
  organizationId: 'org-1',
  caseId: 'case-1',
  shortId: 'C-7',
  basis,
  userId: 'user-1',
  userRole: Role.CASEWORKER,
  audience: 'STAFF',
  ...fields,
});

describe('reminderNotices', () => {
  const defaults = () => DEFAULT_NOTIFICATION_RULES;

  it('gives staff the REMINDER rule’s channels and the employee an e-mail only, without PHI', () => {
    const notices = reminderNotices(
      'UPCOMING_VISIT',
      [row({}), row({ userId: 'employee-1', userRole: Role.USER, audience: 'EMPLOYEE' })],
      defaults,
    );
    expect(notices).toEqual([
      expect.objectContaining({
        userId: 'user-1',
        title: 'A visit on case C-7 is coming up.',
        inApp: true,
        email: true,
      }),
      expect.objectContaining({
        userId: 'employee-1',
        title: 'You have an upcoming visit. Sign in to see the details.',
        inApp: false,
        email: true,
        sms: false,
      }),
    ]);
    expect(new Set(notices.map((notice) => notice.dedupeKey))).toEqual(
      new Set([`reminder:UPCOMING_VISIT:subject-1:${basis.getTime()}`]),
    );
  });

  it('leaves out staff whose role the rule does not name, and a rule with every channel off', () => {
    const managersOnly: NotificationRules = {
      ...DEFAULT_NOTIFICATION_RULES,
      REMINDER: { roles: [Role.CASEMANAGER], inApp: true, email: false, sms: false },
    };
    expect(reminderNotices('CASE_NOT_ACCEPTED', [row({})], () => managersOnly)).toEqual([]);
    const silent: NotificationRules = {
      ...DEFAULT_NOTIFICATION_RULES,
      REMINDER: { roles: [Role.CASEWORKER], inApp: false, email: false, sms: false },
    };
    expect(reminderNotices('CASE_NOT_ACCEPTED', [row({})], () => silent)).toEqual([]);
  });

  it('writes one notice per person when the assignee is also on the team, none for a subject without anyone', () => {
    const notices = reminderNotices(
      'UNACKNOWLEDGED_COMMENT',
      [row({}), row({}), row({ userId: null, userRole: null, audience: null })],
      defaults,
    );
    expect(notices).toHaveLength(1);
  });
});
