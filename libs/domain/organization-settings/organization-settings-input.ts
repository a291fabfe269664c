import { z } from 'zod';
import { controlCharacterIn, isUuid, Role } from '#access';
import { CaseStatus } from '#domain/cases';
import { findUnknownPlaceholders } from '#domain/communication-templates';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationRule,
  type NotificationRules,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderSetting,
  type ReminderSettings,
  WORKFLOW_TRIGGERS,
  type WorkflowAction,
  type WorkflowSettings,
  type WorkflowTrigger,
  type FeatureFlags,
  type GeneralSettings,
  type NewRequestSettings,
  type PaymentSettings,
} from '#domain/organizations';
import {
  aliasesSchema,
  featureFlagsSchema,
  type GeneralSectionsInput,
  generalSchema,
  newRequestSchema,
  welcomeTextSchema,
} from './general-sections-input.js';
import { type PaymentSettingsInput, paymentSettingsSchema } from './payment-settings-input.js';

export const WORKFLOW_ACTION_TYPES = [
  'SEND_TEMPLATE',
  'SEND_FORM',
  'ASSIGN_DEFAULT_COORDINATOR',
  'MOVE_CASE',
  'NOTIFY_ROLES',
] as const satisfies readonly WorkflowAction['type'][];
export type WorkflowActionType = (typeof WORKFLOW_ACTION_TYPES)[number];
export const WORKFLOW_RECIPIENTS = ['EMPLOYEE', 'ASSIGNEE', 'CASE_TEAM', 'ROLE'] as const;
export const MESSAGE_CHANNELS = ['EMAIL', 'SMS'] as const;

export const MAX_ACTIONS_PER_TRIGGER = 10;
/** One SMS-sized message stitched from at most ten segments; a longer text belongs in a template. */
export const MAX_ACTION_TEXT_LENGTH = 1600;
export const MAX_DAYS = 365;
/** UPCOMING_VISIT counts hours before the visit: up to a week. */
export const MAX_VISIT_HOURS = 168;
const MAX_TIME_ZONE_LENGTH = 64;

/**
 * Staff roles a setting may name. The employee (USER) is reached by a workflow's SEND_TEMPLATE to EMPLOYEE,
 * never by a staff notification or a role list.
 */
export const STAFF_ROLES: readonly Role[] = Object.values(Role).filter((role) => role !== Role.USER);

/** One action as the api receives it: every field of every type, those of other types left empty. */
export interface WorkflowActionInput {
  type: WorkflowActionType;
  channel?: 'EMAIL' | 'SMS' | null;
  recipient?: (typeof WORKFLOW_RECIPIENTS)[number] | null;
  role?: Role | null;
  roles?: Role[] | null;
  templateId?: string | null;
  text?: string | null;
  formId?: string | null;
  userId?: string | null;
  status?: string | null;
}

export interface UpdateOrganizationSettingsInput extends GeneralSectionsInput {
  timeZone?: string | null;
  workflows?: {
    formNotSentDays: number;
    triggers: { trigger: WorkflowTrigger; actions: WorkflowActionInput[] }[];
  } | null;
  reminders?: { businessDays: boolean; kinds: { kind: ReminderKind; enabled: boolean; after: number }[] } | null;
  notificationRules?: ({ event: NotificationEvent } & NotificationRule)[] | null;
  payments?: PaymentSettingsInput | null;
}

/** The sections to write, each complete (the stored shape of organization.settings). */
export interface OrganizationSettingsChange {
  timeZone?: string;
  workflows?: WorkflowSettings;
  reminders?: ReminderSettings;
  notificationRules?: NotificationRules;
  welcomeText?: string;
  newRequest?: NewRequestSettings;
  /** Replaces the whole stored record: labels left out go back to their defaults. */
  aliases?: Record<string, string>;
  featureFlags?: FeatureFlags;
  general?: GeneralSettings;
  /** Complete: every fee, the dunning days and the abandoned-cart reminders. */
  payments?: PaymentSettings;
}

/** IANA names the runtime knows (canonical ones, plus UTC, which some runtimes list only as an alias). */
function isTimeZone(value: string): boolean {
  return value === 'UTC' || Intl.supportedValuesOf('timeZone').includes(value);
}

const count = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${max}`)
    .max(max, `must be between 1 and ${max}`);

const id = z.string().refine(isUuid, 'must be an id');

const staffRole = z
  .string()
  .refine((value) => (STAFF_ROLES as readonly string[]).includes(value), 'must be a staff role')
  .transform((value) => value as Role);

const distinctRoles = z.array(staffRole).refine((roles) => new Set(roles).size === roles.length, 'name each role once');

const timeZone = z
  .string()
  .max(MAX_TIME_ZONE_LENGTH, 'must be an IANA time zone such as America/New_York')
  .refine(isTimeZone, 'must be an IANA time zone such as America/New_York');

const actionInput = z
  .object({
    type: z.enum(WORKFLOW_ACTION_TYPES),
    channel: z.enum(MESSAGE_CHANNELS).nullish(),
    recipient: z.enum(WORKFLOW_RECIPIENTS).nullish(),
    role: staffRole.nullish(),
    roles: distinctRoles.nullish(),
    templateId: id.nullish(),
    text: z.string().nullish(),
    formId: id.nullish(),
    userId: id.nullish(),
    status: z.string().nullish(),
  })
  .strict();

type RawAction = z.infer<typeof actionInput>;
type ActionField = Exclude<keyof RawAction, 'type'>;
const ACTION_FIELDS: readonly ActionField[] = [
  'channel',
  'recipient',
  'role',
  'roles',
  'templateId',
  'text',
  'formId',
  'userId',
  'status',
];
/** The fields each type reads; any other field given is a mistake of the caller. */
const FIELDS_OF: Record<WorkflowActionType, readonly ActionField[]> = {
  SEND_TEMPLATE: ['channel', 'recipient', 'role', 'templateId', 'text'],
  SEND_FORM: ['channel', 'formId'],
  ASSIGN_DEFAULT_COORDINATOR: ['userId'],
  MOVE_CASE: ['status'],
  NOTIFY_ROLES: ['roles'],
};

function checkText(text: string): string | undefined {
  if (text.length === 0) return 'write the text, or choose a template';
  if (text.length > MAX_ACTION_TEXT_LENGTH) return `must be at most ${MAX_ACTION_TEXT_LENGTH} characters`;
  const control = controlCharacterIn(text, 'text');
  if (control) return `control characters are not allowed (found ${control})`;
  const unknown = findUnknownPlaceholders(text);
  if (unknown.length > 0) return `unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`;
  return undefined;
}

/** The action in its stored shape, or undefined after adding the issues that refuse it. */
function toAction(raw: RawAction, ctx: z.RefinementCtx): WorkflowAction | undefined {
  const issues: { field: string; message: string }[] = [];
  const need = (field: ActionField, message: string) => {
    if (raw[field] === null || raw[field] === undefined) issues.push({ field, message });
  };
  for (const field of ACTION_FIELDS) {
    const given = raw[field] !== null && raw[field] !== undefined;
    if (given && !FIELDS_OF[raw.type].includes(field)) issues.push({ field, message: `not used by ${raw.type}` });
  }
  switch (raw.type) {
    case 'SEND_TEMPLATE': {
      need('channel', 'choose e-mail or SMS');
      need('recipient', 'choose who receives the message');
      if (raw.recipient === 'ROLE') need('role', 'choose the role that receives the message');
      else if (raw.role) issues.push({ field: 'role', message: 'only with the recipient ROLE' });
      const text = raw.text?.trim();
      if (raw.templateId && text !== undefined) {
        issues.push({ field: 'text', message: 'choose a template or write a text, not both' });
      } else if (!raw.templateId) {
        const problem = checkText(text ?? '');
        if (problem) issues.push({ field: 'text', message: problem });
      }
      break;
    }
    case 'SEND_FORM':
      need('channel', 'choose e-mail or SMS');
      need('formId', 'choose a form');
      break;
    case 'ASSIGN_DEFAULT_COORDINATOR':
      need('userId', 'choose the coordinator');
      break;
    case 'MOVE_CASE':
      if (!raw.status || !(Object.values(CaseStatus) as string[]).includes(raw.status)) {
        issues.push({ field: 'status', message: `must be one of ${Object.values(CaseStatus).join(', ')}` });
      }
      break;
    case 'NOTIFY_ROLES':
      if (!raw.roles || raw.roles.length === 0) issues.push({ field: 'roles', message: 'choose at least one role' });
      break;
  }
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  if (issues.length > 0) return undefined;

  switch (raw.type) {
    case 'SEND_TEMPLATE':
      return {
        type: raw.type,
        channel: raw.channel!,
        recipient: raw.recipient!,
        ...(raw.recipient === 'ROLE' ? { role: raw.role! } : {}),
        ...(raw.templateId ? { templateId: raw.templateId } : { text: raw.text!.trim() }),
      };
    case 'SEND_FORM':
      return { type: raw.type, channel: raw.channel!, formId: raw.formId! };
    case 'ASSIGN_DEFAULT_COORDINATOR':
      return { type: raw.type, userId: raw.userId! };
    case 'MOVE_CASE':
      return { type: raw.type, status: raw.status! };
    case 'NOTIFY_ROLES':
      return { type: raw.type, roles: raw.roles! };
  }
}

const action = actionInput.transform((raw, ctx) => toAction(raw, ctx) ?? z.NEVER);

/**
 * A list keyed by `key` that must name every one of `all` exactly once (a section is replaced whole), turned
 * into a record.
 */
function completeList<K extends string, Item extends z.ZodType>(
  keyName: string,
  all: readonly K[],
  item: Item,
  keyOf: (value: z.infer<Item>) => K,
) {
  return z.array(item).transform((items, ctx) => {
    const record = {} as Record<K, z.infer<Item>>;
    items.forEach((value, index) => {
      const key = keyOf(value);
      if (key in record) ctx.addIssue({ code: 'custom', path: [index, keyName], message: `${key} is listed twice` });
      record[key] = value;
    });
    const missing = all.filter((key) => !(key in record));
    if (missing.length > 0)
      ctx.addIssue({ code: 'custom', message: `list every ${keyName}; missing ${missing.join(', ')}` });
    return record;
  });
}

const triggerInput = z
  .object({
    trigger: z.enum(WORKFLOW_TRIGGERS),
    actions: z.array(action).max(MAX_ACTIONS_PER_TRIGGER, `at most ${MAX_ACTIONS_PER_TRIGGER} actions per trigger`),
  })
  .strict();

const workflows = z
  .object({
    formNotSentDays: count(MAX_DAYS),
    triggers: completeList('trigger', WORKFLOW_TRIGGERS, triggerInput, (value) => value.trigger),
  })
  .strict()
  .transform((value): WorkflowSettings => ({
    formNotSentDays: value.formNotSentDays,
    triggers: Object.fromEntries(
      WORKFLOW_TRIGGERS.map((trigger) => [trigger, value.triggers[trigger].actions]),
    ) as Record<WorkflowTrigger, WorkflowAction[]>,
  }));

const reminderKindInput = z
  .object({ kind: z.enum(REMINDER_KINDS), enabled: z.boolean(), after: z.number() })
  .strict()
  .superRefine((value, ctx) => {
    const max = value.kind === 'UPCOMING_VISIT' ? MAX_VISIT_HOURS : MAX_DAYS;
    const result = count(max).safeParse(value.after);
    if (!result.success) ctx.addIssue({ code: 'custom', path: ['after'], message: result.error.issues[0].message });
  });

const reminders = z
  .object({
    businessDays: z.boolean(),
    kinds: completeList('kind', REMINDER_KINDS, reminderKindInput, (value) => value.kind),
  })
  .strict()
  .transform((value): ReminderSettings => ({
    businessDays: value.businessDays,
    kinds: Object.fromEntries(
      REMINDER_KINDS.map((kind) => {
        const { enabled, after } = value.kinds[kind];
        return [kind, { enabled, after } satisfies ReminderSetting];
      }),
    ) as Record<ReminderKind, ReminderSetting>,
  }));

const notificationRuleInput = z
  .object({
    event: z.enum(NOTIFICATION_EVENTS),
    roles: distinctRoles,
    inApp: z.boolean(),
    email: z.boolean(),
    sms: z.boolean(),
  })
  .strict();

const notificationRules = completeList(
  'event',
  NOTIFICATION_EVENTS,
  notificationRuleInput,
  (value) => value.event,
).transform(
  (rules): NotificationRules =>
    Object.fromEntries(
      NOTIFICATION_EVENTS.map((event) => {
        const { roles, inApp, email, sms } = rules[event];
        return [event, { roles, inApp, email, sms } satisfies NotificationRule];
      }),
    ) as NotificationRules,
);

/** updateOrganizationSettings' input: the sections given, each complete; at least one. */
export const updateOrganizationSettingsSchema = z
  .object({
    timeZone: timeZone.nullish(),
    workflows: workflows.nullish(),
    reminders: reminders.nullish(),
    notificationRules: notificationRules.nullish(),
    welcomeText: welcomeTextSchema.nullish(),
    newRequest: newRequestSchema.nullish(),
    aliases: aliasesSchema.nullish(),
    featureFlags: featureFlagsSchema.nullish(),
    general: generalSchema.nullish(),
    payments: paymentSettingsSchema.nullish(),
  })
  .strict()
  .transform((value, ctx): OrganizationSettingsChange => {
    const change: OrganizationSettingsChange = {};
    if (value.timeZone != null) change.timeZone = value.timeZone;
    if (value.workflows != null) change.workflows = value.workflows;
    if (value.reminders != null) change.reminders = value.reminders;
    if (value.notificationRules != null) change.notificationRules = value.notificationRules;
    if (value.welcomeText != null) change.welcomeText = value.welcomeText;
    if (value.newRequest != null) change.newRequest = value.newRequest;
    if (value.aliases != null) change.aliases = value.aliases;
    if (value.featureFlags != null) change.featureFlags = value.featureFlags;
    if (value.general != null) change.general = value.general;
    if (value.payments != null) change.payments = value.payments;
    if (Object.keys(change).length === 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          'give at least one of timeZone, workflows, reminders, notificationRules, welcomeText, newRequest, aliases, featureFlags, general, payments',
      });
      return z.NEVER;
    }
    return change;
  });

/** Every action of a change, with the path of its input, for the checks that read the database. */
export function actionsOf(
  change: OrganizationSettingsChange,
  input: UpdateOrganizationSettingsInput,
): { action: WorkflowAction; path: string }[] {
  if (!change.workflows || !input.workflows) return [];
  return input.workflows.triggers.flatMap((given, triggerIndex) =>
    change.workflows!.triggers[given.trigger].map((action, actionIndex) => ({
      action,
      path: `workflows.triggers.${triggerIndex}.actions.${actionIndex}`,
    })),
  );
}
