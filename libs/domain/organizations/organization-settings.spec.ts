import {
  DEFAULT_NOTIFICATION_RULES,
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_WORKFLOW_SETTINGS,
  resolveNotificationRules,
  resolveReminderSettings,
  resolveWorkflowSettings,
} from './organization-settings.js';

describe('organization settings sections', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(resolveWorkflowSettings(undefined)).toEqual(DEFAULT_WORKFLOW_SETTINGS);
    expect(resolveReminderSettings(undefined)).toEqual(DEFAULT_REMINDER_SETTINGS);
    expect(resolveNotificationRules(undefined)).toEqual(DEFAULT_NOTIFICATION_RULES);
  });

  it('keeps what is stored and fills in the rest', () => {
    const workflows = resolveWorkflowSettings({ triggers: { DECISION_ADDED: [] } as never, formNotSentDays: 7 });
    expect(workflows.triggers.DECISION_ADDED).toEqual([]);
    expect(workflows.triggers.FORM_ANSWERED).toEqual(DEFAULT_WORKFLOW_SETTINGS.triggers.FORM_ANSWERED);
    expect(workflows.formNotSentDays).toBe(7);

    const reminders = resolveReminderSettings({ kinds: { DRAFT_REQUEST: { enabled: false } } as never });
    expect(reminders.kinds.DRAFT_REQUEST).toEqual({
      enabled: false,
      after: DEFAULT_REMINDER_SETTINGS.kinds.DRAFT_REQUEST.after,
    });
    expect(reminders.kinds.UPCOMING_VISIT).toEqual(DEFAULT_REMINDER_SETTINGS.kinds.UPCOMING_VISIT);
    expect(reminders.businessDays).toBe(true);
  });

  it('does not share the defaults with what it returns', () => {
    const reminders = resolveReminderSettings(undefined);
    reminders.kinds.DRAFT_REQUEST.after = 99;
    expect(DEFAULT_REMINDER_SETTINGS.kinds.DRAFT_REQUEST.after).toBe(3);
  });
});
