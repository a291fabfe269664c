import type {
  NotificationEvent,
  ReminderKind,
  Role,
  WorkflowActionType,
  WorkflowRecipient,
  WorkflowTriggerEvent,
} from '../../generated/graphql';

/** Triggers in the order the screen lists them, each named by what happened. */
export const TRIGGER_LABELS: Readonly<Record<WorkflowTriggerEvent, string>> = {
  FORM_SENT: 'When a form is sent',
  FORM_ANSWERED: 'When a form is answered',
  FORM_NOT_SENT: 'When no form has been sent for a while',
  DECISION_ADDED: 'When a decision is added',
  ORDER_PLACED: 'When an order is placed',
};

export const ACTION_TYPE_LABELS: Readonly<Record<WorkflowActionType, string>> = {
  SEND_TEMPLATE: 'Send a message',
  SEND_FORM: 'Send a form',
  ASSIGN_DEFAULT_COORDINATOR: 'Assign the default coordinator',
  MOVE_CASE: 'Move the case',
  NOTIFY_ROLES: 'Notify roles',
};
export const ACTION_TYPES = Object.keys(ACTION_TYPE_LABELS) as WorkflowActionType[];

export const RECIPIENT_LABELS: Readonly<Record<WorkflowRecipient, string>> = {
  EMPLOYEE: 'The employee',
  ASSIGNEE: 'The assignee',
  CASE_TEAM: 'The case team',
  ROLE: 'Everyone with a role',
};
export const RECIPIENTS = Object.keys(RECIPIENT_LABELS) as WorkflowRecipient[];

export const REMINDER_LABELS: Readonly<Record<ReminderKind, { label: string; help: string; unit: 'days' | 'hours' }>> =
  {
    UNACKNOWLEDGED_COMMENT: {
      label: 'Unacknowledged comments',
      help: 'Remind the case team of a comment nobody has acknowledged.',
      unit: 'days',
    },
    DRAFT_REQUEST: {
      label: 'Unfinished requests',
      help: 'Remind employees of a request they saved but did not send.',
      unit: 'days',
    },
    FORM_NOT_ANSWERED: {
      label: 'Unanswered forms',
      help: 'Remind employees of a form they have not answered.',
      unit: 'days',
    },
    CASE_NOT_ACCEPTED: {
      label: 'Cases not accepted',
      help: 'Remind the assignee of a case they have not accepted.',
      unit: 'days',
    },
    UPCOMING_VISIT: { label: 'Upcoming visits', help: 'Remind the employee before a scheduled visit.', unit: 'hours' },
  };

export const EVENT_LABELS: Readonly<Record<NotificationEvent, string>> = {
  CASE_CREATED: 'A case is created',
  CASE_ASSIGNED: 'A case is assigned',
  EMPLOYEE_REPLIED: 'The employee replies',
  FORM_ANSWERED: 'A form is answered',
  DECISION_ADDED: 'A decision is added',
  CASE_ESCALATED: 'A case is escalated',
  TAGGED_IN_NOTE: 'Someone is tagged in a note',
  REMINDER: 'A reminder is due',
};

/** The roles a setting may name: staff only (the employee is reached by a workflow message). */
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA', 'CVADMIN'];

/** Roles that can be assigned a case (the default coordinator's candidates). */
export const COORDINATOR_ROLES: Role[] = ['ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'];

/** The IANA time zones the browser knows, the organization's own first if the browser lacks it. */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.includes('UTC') ? known : [...known, 'UTC'];
  return zones.includes(current) ? zones : [current, ...zones];
}
