import { Role } from '#access';

/**
 * The workflow, reminder and notification sections of an organization's settings (spec 000 §3
 * "Organization settings"), kept in organization.settings. Stored values are partial; the resolve
 * functions below give every reader the complete shape with the defaults filled in.
 */

/** The spec's workflow trigger events (mirrors WorkflowTriggerEvent of #events, which areas may not import here). */
export const WORKFLOW_TRIGGERS = [
  'FORM_SENT',
  'FORM_ANSWERED',
  'FORM_NOT_SENT',
  'DECISION_ADDED',
  'ORDER_PLACED',
] as const;
export type WorkflowTrigger = (typeof WORKFLOW_TRIGGERS)[number];

export type MessageChannel = 'EMAIL' | 'SMS';

/** Who a "send a template" action writes to. ROLE: every holder of `role` with access to the organization. */
export type WorkflowRecipient = 'EMPLOYEE' | 'ASSIGNEE' | 'CASE_TEAM' | 'ROLE';

/** One action of a trigger, run in list order. */
export type WorkflowAction =
  | {
      type: 'SEND_TEMPLATE';
      channel: MessageChannel;
      recipient: WorkflowRecipient;
      /** Only with recipient ROLE. */
      role?: Role;
      /** A communication template of the organization (or a global one), or `text` when none. */
      templateId?: string;
      text?: string;
    }
  | { type: 'SEND_FORM'; channel: MessageChannel; formId: string }
  | { type: 'ASSIGN_DEFAULT_COORDINATOR'; userId: string }
  | { type: 'MOVE_CASE'; status: string }
  | { type: 'NOTIFY_ROLES'; roles: Role[] };

export interface WorkflowSettings {
  /** Actions per trigger; a trigger with an empty list does nothing. */
  triggers: Record<WorkflowTrigger, WorkflowAction[]>;
  /** FORM_NOT_SENT fires when a case has gone this many days without any form sent. */
  formNotSentDays: number;
}

/** The reminders of spec 000 §3 "reminder toggles with day counts" (visits count hours). */
export const REMINDER_KINDS = [
  'UNACKNOWLEDGED_COMMENT',
  'DRAFT_REQUEST',
  'FORM_NOT_ANSWERED',
  'CASE_NOT_ACCEPTED',
  'UPCOMING_VISIT',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface ReminderSetting {
  enabled: boolean;
  /** Days after the start of the condition; for UPCOMING_VISIT, hours before the visit. */
  after: number;
}

export interface ReminderSettings {
  kinds: Record<ReminderKind, ReminderSetting>;
  /** Count day-based reminders in business days (Monday to Friday) rather than calendar days. */
  businessDays: boolean;
}

/** The events a notification rule is about. */
export const NOTIFICATION_EVENTS = [
  'CASE_CREATED',
  'CASE_ASSIGNED',
  'EMPLOYEE_REPLIED',
  'FORM_ANSWERED',
  'DECISION_ADDED',
  'CASE_ESCALATED',
  'TAGGED_IN_NOTE',
  'REMINDER',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export interface NotificationRule {
  /** Roles that hear of the event (for CASE_ASSIGNED, TAGGED_IN_NOTE and REMINDER: the person concerned, if of these roles). */
  roles: Role[];
  inApp: boolean;
  email: boolean;
  sms: boolean;
}

export type NotificationRules = Record<NotificationEvent, NotificationRule>;

/** IANA time zone used for reminders, schedules and reports when the organization sets none. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const STAFF: Role[] = [Role.ADMIN, Role.CASEMANAGER, Role.CASEWORKER, Role.CVTPA];

export const DEFAULT_WORKFLOW_SETTINGS: WorkflowSettings = {
  triggers: {
    FORM_SENT: [],
    FORM_ANSWERED: [{ type: 'NOTIFY_ROLES', roles: [Role.CASEMANAGER] }],
    FORM_NOT_SENT: [],
    // Tells the employee, without PHI, that a decision is ready (the text carries no decision).
    DECISION_ADDED: [
      {
        type: 'SEND_TEMPLATE',
        channel: 'EMAIL',
        recipient: 'EMPLOYEE',
        text: 'A decision about your request is ready. Sign in to read it.',
      },
    ],
    ORDER_PLACED: [],
  },
  formNotSentDays: 3,
};

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  kinds: {
    UNACKNOWLEDGED_COMMENT: { enabled: true, after: 2 },
    DRAFT_REQUEST: { enabled: true, after: 3 },
    FORM_NOT_ANSWERED: { enabled: true, after: 5 },
    CASE_NOT_ACCEPTED: { enabled: true, after: 2 },
    UPCOMING_VISIT: { enabled: true, after: 24 },
  },
  businessDays: true,
};

const rule = (roles: Role[], inApp: boolean, email: boolean): NotificationRule => ({ roles, inApp, email, sms: false });

export const DEFAULT_NOTIFICATION_RULES: NotificationRules = {
  CASE_CREATED: rule([Role.ADMIN, Role.CASEMANAGER], true, false),
  CASE_ASSIGNED: rule(STAFF, true, true),
  EMPLOYEE_REPLIED: rule(STAFF, true, false),
  FORM_ANSWERED: rule(STAFF, true, false),
  DECISION_ADDED: rule([Role.ADMIN, Role.CASEMANAGER], true, false),
  CASE_ESCALATED: rule([Role.ADMIN, Role.CASEMANAGER], true, true),
  TAGGED_IN_NOTE: rule([...STAFF, Role.CVADMIN], true, false),
  REMINDER: rule([...STAFF, Role.CVADMIN], true, true),
};

// Callers may change what they are given (an editor's draft): it never shares objects with the defaults.

/** The stored workflow section over the defaults, trigger by trigger. */
export function resolveWorkflowSettings(stored: Partial<WorkflowSettings> | undefined): WorkflowSettings {
  return structuredClone({
    triggers: { ...DEFAULT_WORKFLOW_SETTINGS.triggers, ...stored?.triggers },
    formNotSentDays: stored?.formNotSentDays ?? DEFAULT_WORKFLOW_SETTINGS.formNotSentDays,
  });
}

/** The stored reminders over the defaults, kind by kind. */
export function resolveReminderSettings(stored: Partial<ReminderSettings> | undefined): ReminderSettings {
  const kinds = structuredClone(DEFAULT_REMINDER_SETTINGS.kinds);
  for (const kind of REMINDER_KINDS) {
    const setting = stored?.kinds?.[kind];
    if (setting) kinds[kind] = { ...kinds[kind], ...setting };
  }
  return { kinds, businessDays: stored?.businessDays ?? DEFAULT_REMINDER_SETTINGS.businessDays };
}

/** The stored rules over the defaults, event by event. */
export function resolveNotificationRules(stored: Partial<NotificationRules> | undefined): NotificationRules {
  return structuredClone({ ...DEFAULT_NOTIFICATION_RULES, ...stored });
}
