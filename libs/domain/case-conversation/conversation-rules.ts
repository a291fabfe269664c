import { type AccessRule, Role } from '#access';
import { CaseMessages } from '#domain/cases';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER } = Role;

/** Who may write and acknowledge comments and internal notes (checked again in the case's organization). */
export const ConversationRules = {
  /** The employee on its own request and the case team. */
  comment: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA, USER] },
  /** Acknowledging a comment and everything about internal notes is case work. */
  caseWork: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CaseMessages.MANAGE },
} satisfies Record<string, AccessRule>;

export const COMMENT_DELETE_MESSAGE = 'Only the author of a comment can delete it';
