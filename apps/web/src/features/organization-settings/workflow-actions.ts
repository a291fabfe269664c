import type { CaseStatus, Channel, Role, WorkflowActionType, WorkflowRecipient } from '../../generated/graphql';
import { CASE_STATUS_LABELS } from '../cases/case-status-labels';
import { ACTION_TYPE_LABELS, RECIPIENT_LABELS } from './settings-labels';

/** One action as the screen edits it: the type and the fields that type uses. */
export interface ActionDraft {
  type: WorkflowActionType;
  channel?: Channel;
  recipient?: WorkflowRecipient;
  role?: Role;
  roles?: Role[];
  templateId?: string;
  text?: string;
  formId?: string;
  userId?: string;
  status?: CaseStatus;
}

/** What the pickers offer, by id, to name an action's template, form and coordinator. */
export interface ActionOptions {
  templates: { id: string; name: string; isGlobal: boolean }[];
  forms: { id: string; name: string }[];
  coordinators: { id: string; fullName: string }[];
}

export const MAX_ACTIONS = 10;
export const MAX_TEXT_LENGTH = 1600;

/** The fields an answer's action uses (the api answers the others as null). */
export function draftOfAction(action: {
  type: WorkflowActionType;
  channel?: Channel | null;
  recipient?: WorkflowRecipient | null;
  role?: Role | null;
  roles?: Role[] | null;
  templateId?: string | null;
  text?: string | null;
  formId?: string | null;
  userId?: string | null;
  status?: CaseStatus | null;
}): ActionDraft {
  return Object.fromEntries(
    Object.entries(action).filter(([key, value]) => value !== null && key !== '__typename'),
  ) as unknown as ActionDraft;
}

/** A blank action of `type` with sensible first choices, so the dialog starts close to done. */
export function blankAction(type: WorkflowActionType): ActionDraft {
  switch (type) {
    case 'SEND_TEMPLATE':
      return { type, channel: 'EMAIL', recipient: 'EMPLOYEE', text: '' };
    case 'SEND_FORM':
      return { type, channel: 'EMAIL' };
    case 'NOTIFY_ROLES':
      return { type, roles: [] };
    default:
      return { type };
  }
}

/**
 * Why the action cannot be saved yet, by field, in the words shown next to it; empty when complete. The
 * api checks again, and what it alone can know (an id no longer usable) comes back on saving.
 */
export function missingInAction(action: ActionDraft): Partial<Record<keyof ActionDraft, string>> {
  const missing: Partial<Record<keyof ActionDraft, string>> = {};
  switch (action.type) {
    case 'SEND_TEMPLATE': {
      if (!action.channel) missing.channel = 'Choose e-mail or SMS';
      if (!action.recipient) missing.recipient = 'Choose who receives the message';
      if (action.recipient === 'ROLE' && !action.role) missing.role = 'Choose the role';
      if (action.templateId === undefined) {
        const text = action.text?.trim() ?? '';
        if (!text) missing.text = 'Write the message';
        else if (text.length > MAX_TEXT_LENGTH) missing.text = `At most ${MAX_TEXT_LENGTH} characters`;
      } else if (!action.templateId) missing.templateId = 'Choose a template';
      break;
    }
    case 'SEND_FORM':
      if (!action.channel) missing.channel = 'Choose e-mail or SMS';
      if (!action.formId) missing.formId = 'Choose a form';
      break;
    case 'ASSIGN_DEFAULT_COORDINATOR':
      if (!action.userId) missing.userId = 'Choose the coordinator';
      break;
    case 'MOVE_CASE':
      if (!action.status) missing.status = 'Choose a status';
      break;
    case 'NOTIFY_ROLES':
      if (!action.roles?.length) missing.roles = 'Choose at least one role';
      break;
  }
  return missing;
}

const channelWord = (channel: Channel | undefined) => (channel === 'SMS' ? 'by SMS' : 'by e-mail');

/** One line that says what the action does, e.g. "Send a message by e-mail to the employee: “Welcome”". */
export function describeAction(action: ActionDraft, options: ActionOptions, roleName: (role: Role) => string): string {
  switch (action.type) {
    case 'SEND_TEMPLATE': {
      const to =
        action.recipient === 'ROLE' && action.role
          ? `everyone who is ${roleName(action.role)}`
          : (RECIPIENT_LABELS[action.recipient ?? 'EMPLOYEE'] ?? '').toLowerCase();
      const what = action.templateId
        ? `template “${options.templates.find((t) => t.id === action.templateId)?.name ?? 'a template no longer listed'}”`
        : `“${(action.text ?? '').length > 80 ? `${action.text!.slice(0, 80)}…` : (action.text ?? '')}”`;
      return `Send a message ${channelWord(action.channel)} to ${to}: ${what}`;
    }
    case 'SEND_FORM':
      return `Send the form “${options.forms.find((f) => f.id === action.formId)?.name ?? 'a form no longer listed'}” ${channelWord(action.channel)}`;
    case 'ASSIGN_DEFAULT_COORDINATOR':
      return `Assign the case to ${options.coordinators.find((u) => u.id === action.userId)?.fullName ?? 'a person no longer listed'}`;
    case 'MOVE_CASE':
      return `Move the case to ${action.status ? CASE_STATUS_LABELS[action.status] : 'a status'}`;
    case 'NOTIFY_ROLES':
      return `Notify ${(action.roles ?? []).map(roleName).join(', ') || 'nobody'}`;
    default:
      return ACTION_TYPE_LABELS[action.type as WorkflowActionType] ?? action.type;
  }
}
