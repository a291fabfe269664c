import type { SendCaseMessageInput } from '../../../generated/graphql';

export type MessageChannel = 'EMAIL' | 'SMS';

/** What the compose form holds: the send and the preview ask the api with the same input. */
export interface MessageDraft {
  channel: MessageChannel;
  subject: string;
  text: string;
  templateId: string | null;
  teamMemberId: string | null;
  attachmentIds: readonly string[];
  documentIds: readonly string[];
}

export const EMPTY_DRAFT: MessageDraft = {
  channel: 'EMAIL',
  subject: '',
  text: '',
  templateId: null,
  teamMemberId: null,
  attachmentIds: [],
  documentIds: [],
};

/** The api's input for a draft, leaving out what is not set (a subject only for e-mail). */
export function draftInput(caseId: string, draft: MessageDraft): SendCaseMessageInput {
  const input: SendCaseMessageInput = { caseId, channel: draft.channel };
  if (draft.channel === 'EMAIL' && draft.subject.trim()) input.subject = draft.subject;
  if (draft.text.trim()) input.text = draft.text;
  if (draft.templateId) input.templateId = draft.templateId;
  if (draft.teamMemberId) input.teamMemberId = draft.teamMemberId;
  if (draft.attachmentIds.length > 0) input.attachmentIds = [...draft.attachmentIds];
  if (draft.documentIds.length > 0) input.documentIds = [...draft.documentIds];
  return input;
}

/** Whether the api can build a message from the draft: a text or a template. */
export const draftIsComplete = (draft: MessageDraft): boolean => !!draft.text.trim() || !!draft.templateId;

const TEAM_MEMBER_PLACEHOLDER = /\{\{\s*teamMember(Name|Email)\s*\}\}/;

/** Whether the text names a team member ({{teamMemberName}}, {{teamMemberEmail}}), so one must be chosen. */
export const usesTeamMember = (text: string): boolean => TEAM_MEMBER_PLACEHOLDER.test(text);
