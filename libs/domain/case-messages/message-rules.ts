import { type AccessRule, Role } from '#access';
import { CaseMessages } from '#domain/cases';
import { ConversationRules } from '#domain/case-conversation';

/**
 * Sending a message to the employee is for the case team: those who may comment on the case, less the
 * employee itself (checked again in the case's organization, with the case's reach).
 */
export const MessageRules = {
  send: {
    roles: ConversationRules.comment.roles.filter((role) => role !== Role.USER),
    message: CaseMessages.MANAGE,
  },
} satisfies Record<string, AccessRule>;

/** What the employee receives unless the organization allows the full text: no PHI. */
export const NO_PHI_NOTICE = 'You have a new message about your request. Sign in to read it.';
export const DEFAULT_EMAIL_SUBJECT = 'New message about your request';

export const MessageRefusals = {
  NOTIFICATIONS_DISABLED: 'The employee has turned notifications off',
  SMS_DISABLED: 'The employee has turned text message notifications off',
  NO_EMAIL: 'The employee has no e-mail address',
  NO_PHONE: 'The employee has no phone number that can receive text messages',
  OPTED_OUT: 'The employee’s phone number has opted out of text messages (STOP)',
  NO_EMPLOYEE: 'This case has no employee to write to',
} as const;
