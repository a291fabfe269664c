import { AppError, Role } from '#access';
import { parseInput } from '#domain/shared';
import {
  NOTIFICATION_EVENTS,
  REMINDER_KINDS,
  resolveNotificationRules,
  resolveReminderSettings,
  WORKFLOW_TRIGGERS,
} from '#domain/organizations';
import {
  actionsOf,
  type UpdateOrganizationSettingsInput,
  updateOrganizationSettingsSchema,
  type WorkflowActionInput,
} from './organization-settings-input.js';

const ID = '6f1d9a52-8c1e-4d53-9b0a-2c3d4e5f6a7b';

const workflowsWith = (actions: WorkflowActionInput[], trigger = 'DECISION_ADDED') => ({
  formNotSentDays: 3,
  triggers: WORKFLOW_TRIGGERS.map((name) => ({ trigger: name, actions: name === trigger ? actions : [] })),
});

const reminders = () => {
  const resolved = resolveReminderSettings(undefined);
  return { businessDays: false, kinds: REMINDER_KINDS.map((kind) => ({ kind, ...resolved.kinds[kind] })) };
};

const rules = () => {
  const resolved = resolveNotificationRules(undefined);
  return NOTIFICATION_EVENTS.map((event) => ({ event, ...resolved[event] }));
};

const parse = (input: unknown) => parseInput(updateOrganizationSettingsSchema, input);

/** The field and message of the BAD_USER_INPUT the input gets. */
function refusal(input: unknown): { field: unknown; message: string } {
  try {
    parse(input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    return { field: (error as AppError).details?.field, message: (error as AppError).message };
  }
  throw new Error('the input was accepted');
}

describe('updateOrganizationSettingsSchema', () => {
  it('turns the lists into the stored records, keeping only what each action type uses', () => {
    const change = parse({
      timeZone: 'Europe/Berlin',
      workflows: workflowsWith([
        { type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'ROLE', role: Role.CASEMANAGER, text: '  Hello {{' },
        { type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE', templateId: ID, text: null },
        { type: 'SEND_FORM', channel: 'EMAIL', formId: ID },
        { type: 'ASSIGN_DEFAULT_COORDINATOR', userId: ID },
        { type: 'MOVE_CASE', status: 'IN_PROGRESS' },
        { type: 'NOTIFY_ROLES', roles: [Role.ADMIN, Role.CVTPA] },
      ]),
      reminders: reminders(),
      notificationRules: rules(),
    });
    expect(change.timeZone).toBe('Europe/Berlin');
    expect(change.workflows?.triggers.DECISION_ADDED).toEqual([
      { type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'ROLE', role: Role.CASEMANAGER, text: 'Hello {{' },
      { type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE', templateId: ID },
      { type: 'SEND_FORM', channel: 'EMAIL', formId: ID },
      { type: 'ASSIGN_DEFAULT_COORDINATOR', userId: ID },
      { type: 'MOVE_CASE', status: 'IN_PROGRESS' },
      { type: 'NOTIFY_ROLES', roles: [Role.ADMIN, Role.CVTPA] },
    ]);
    expect(change.workflows?.triggers.FORM_SENT).toEqual([]);
    expect(change.reminders?.kinds.UPCOMING_VISIT).toEqual({ enabled: true, after: 24 });
    expect(change.reminders?.businessDays).toBe(false);
    expect(change.notificationRules).toEqual(resolveNotificationRules(undefined));
  });

  it('gives only the sections sent', () => {
    expect(parse({ timeZone: 'UTC', workflows: null })).toEqual({ timeZone: 'UTC' });
    expect(Object.keys(parse({ reminders: reminders() }))).toEqual(['reminders']);
  });

  it('names where each action sits in the input', () => {
    const input: UpdateOrganizationSettingsInput = {
      workflows: workflowsWith([{ type: 'SEND_FORM', channel: 'EMAIL', formId: ID }], 'FORM_ANSWERED'),
    };
    expect(actionsOf(parse(input), input)).toEqual([
      { action: { type: 'SEND_FORM', channel: 'EMAIL', formId: ID }, path: 'workflows.triggers.1.actions.0' },
    ]);
  });

  const action = (fields: WorkflowActionInput) => ({ workflows: workflowsWith([fields]) });
  const at = 'workflows.triggers.3.actions.0';

  it.each<[string, unknown, string, string]>([
    ['nothing to change', {}, '', 'give at least one of timeZone, workflows, reminders, notificationRules'],
    ['a time zone that is not IANA', { timeZone: 'Mars/Olympus' }, 'timeZone', 'must be an IANA time zone'],
    ['an offset for a time zone', { timeZone: '+01:00' }, 'timeZone', 'must be an IANA time zone'],
    [
      'formNotSentDays 0',
      { workflows: { ...workflowsWith([]), formNotSentDays: 0 } },
      'workflows.formNotSentDays',
      'between 1 and 365',
    ],
    [
      'formNotSentDays 366',
      { workflows: { ...workflowsWith([]), formNotSentDays: 366 } },
      'workflows.formNotSentDays',
      'between 1 and 365',
    ],
    [
      'formNotSentDays 1.5',
      { workflows: { ...workflowsWith([]), formNotSentDays: 1.5 } },
      'workflows.formNotSentDays',
      'whole number',
    ],
    [
      'a trigger missing',
      { workflows: { formNotSentDays: 3, triggers: workflowsWith([]).triggers.slice(1) } },
      'workflows.triggers',
      'missing FORM_SENT',
    ],
    [
      'a trigger twice',
      {
        workflows: {
          formNotSentDays: 3,
          triggers: [...workflowsWith([]).triggers, { trigger: 'FORM_SENT', actions: [] }],
        },
      },
      'workflows.triggers.5.trigger',
      'FORM_SENT is listed twice',
    ],
    [
      'eleven actions',
      { workflows: workflowsWith(Array.from({ length: 11 }, () => ({ type: 'MOVE_CASE' as const, status: 'OPEN' }))) },
      'workflows.triggers.3.actions',
      'at most 10 actions',
    ],
    [
      'a template and a text',
      action({ type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE', templateId: ID, text: 'Hi' }),
      `${at}.text`,
      'not both',
    ],
    [
      'neither template nor text',
      action({ type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE' }),
      `${at}.text`,
      'write the text',
    ],
    [
      'a blank text',
      action({ type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE', text: '   ' }),
      `${at}.text`,
      'write the text',
    ],
    [
      'a text of 1601 characters',
      action({ type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'EMPLOYEE', text: 'a'.repeat(1601) }),
      `${at}.text`,
      'at most 1600',
    ],
    [
      'a control character',
      action({ type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'EMPLOYEE', text: 'a\u0007b' }),
      `${at}.text`,
      'U+0007',
    ],
    [
      'an unknown placeholder',
      action({ type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'EMPLOYEE', text: 'Hi {{nope}}' }),
      `${at}.text`,
      'unknown placeholder {{nope}}',
    ],
    [
      'no channel',
      action({ type: 'SEND_TEMPLATE', recipient: 'EMPLOYEE', text: 'Hi' }),
      `${at}.channel`,
      'e-mail or SMS',
    ],
    ['no recipient', action({ type: 'SEND_TEMPLATE', channel: 'SMS', text: 'Hi' }), `${at}.recipient`, 'who receives'],
    [
      'recipient ROLE without role',
      action({ type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'ROLE', text: 'Hi' }),
      `${at}.role`,
      'choose the role',
    ],
    [
      'a role with another recipient',
      action({ type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'ASSIGNEE', role: Role.ADMIN, text: 'Hi' }),
      `${at}.role`,
      'only with the recipient ROLE',
    ],
    [
      'the employee as a role',
      action({ type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'ROLE', role: Role.USER, text: 'Hi' }),
      `${at}.role`,
      'staff role',
    ],
    [
      'a field of another type',
      action({ type: 'SEND_FORM', channel: 'EMAIL', formId: ID, text: 'Hi' }),
      `${at}.text`,
      'not used by SEND_FORM',
    ],
    ['a form without formId', action({ type: 'SEND_FORM', channel: 'EMAIL' }), `${at}.formId`, 'choose a form'],
    [
      'a formId that is no id',
      action({ type: 'SEND_FORM', channel: 'EMAIL', formId: 'form-1' }),
      `${at}.formId`,
      'must be an id',
    ],
    [
      'a coordinator without userId',
      action({ type: 'ASSIGN_DEFAULT_COORDINATOR' }),
      `${at}.userId`,
      'choose the coordinator',
    ],
    ['an unknown status', action({ type: 'MOVE_CASE', status: 'CLOSED' }), `${at}.status`, 'must be one of'],
    ['no roles to notify', action({ type: 'NOTIFY_ROLES', roles: [] }), `${at}.roles`, 'at least one role'],
    [
      'a role twice',
      action({ type: 'NOTIFY_ROLES', roles: [Role.ADMIN, Role.ADMIN] }),
      `${at}.roles`,
      'each role once',
    ],
    ['an unknown type', action({ type: 'DELETE_CASE' as never }), `${at}.type`, ''],
    [
      'a day count of 0',
      {
        reminders: {
          ...reminders(),
          kinds: reminders().kinds.map((k) => (k.kind === 'DRAFT_REQUEST' ? { ...k, after: 0 } : k)),
        },
      },
      'reminders.kinds.1.after',
      'between 1 and 365',
    ],
    [
      'visit hours over a week',
      {
        reminders: {
          ...reminders(),
          kinds: reminders().kinds.map((k) => (k.kind === 'UPCOMING_VISIT' ? { ...k, after: 169 } : k)),
        },
      },
      'reminders.kinds.4.after',
      'between 1 and 168',
    ],
    [
      'a reminder kind twice',
      { reminders: { ...reminders(), kinds: [...reminders().kinds, reminders().kinds[0]] } },
      'reminders.kinds.5.kind',
      'UNACKNOWLEDGED_COMMENT is listed twice',
    ],
    [
      'a reminder kind missing',
      { reminders: { ...reminders(), kinds: reminders().kinds.slice(0, 4) } },
      'reminders.kinds',
      'missing UPCOMING_VISIT',
    ],
    [
      'an event twice',
      { notificationRules: [...rules(), rules()[2]] },
      'notificationRules.8.event',
      'EMPLOYEE_REPLIED is listed twice',
    ],
    ['an event missing', { notificationRules: rules().slice(1) }, 'notificationRules', 'missing CASE_CREATED'],
    [
      'the employee in a notification rule',
      { notificationRules: rules().map((r, i) => (i === 0 ? { ...r, roles: [Role.USER] } : r)) },
      'notificationRules.0.roles.0',
      'staff role',
    ],
    ['an unknown key', { timeZone: 'UTC', colours: 'red' }, '', 'colours'],
  ])('refuses %s, naming the field', (_name, input, field, message) => {
    const answer = refusal(input);
    expect(answer.field).toBe(field || undefined);
    expect(answer.message).toContain(message);
  });
});
