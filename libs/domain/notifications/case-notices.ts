import type { EntityManager } from 'typeorm';
import { type CaseNotice, excerpt, notifyAllByRule, notifyByRule } from './notify-by-rule.js';
import type { RecordedUserNotification } from './record-user-notifications.js';
import { UserNotificationKind } from './user-notification.entity.js';

export interface CaseRef {
  id: string;
  organizationId: string;
}

/** Staff tagged in an internal note (rule TAGGED_IN_NOTE), not its author. Body: the start of the note. */
export async function notifyTaggedInNote(
  manager: EntityManager,
  note: { id: string; caseRecord: CaseRef; authorId: string; taggedUserIds: readonly string[]; text: string },
): Promise<RecordedUserNotification[]> {
  if (note.taggedUserIds.length === 0) return [];
  return notifyByRule(manager, {
    organizationId: note.caseRecord.organizationId,
    caseId: note.caseRecord.id,
    event: 'TAGGED_IN_NOTE',
    kind: UserNotificationKind.TAGGED_IN_NOTE,
    actorUserId: note.authorId,
    candidateUserIds: note.taggedUserIds,
    title: (caseNumber) => `You were tagged in a note on case #${caseNumber}`,
    body: excerpt(note.text),
    dedupeKey: `note-tag:${note.id}`,
  });
}

/** The new assignee of a case (rule CASE_ASSIGNED), unless they assigned it to themselves. */
export async function notifyCaseAssigned(
  manager: EntityManager,
  assignment: {
    activityId: string;
    caseRecord: CaseRef & { title?: string | null };
    assigneeId: string;
    actorUserId: string;
  },
): Promise<RecordedUserNotification[]> {
  return notifyByRule(manager, {
    organizationId: assignment.caseRecord.organizationId,
    caseId: assignment.caseRecord.id,
    event: 'CASE_ASSIGNED',
    kind: UserNotificationKind.CASE_ASSIGNED,
    actorUserId: assignment.actorUserId,
    candidateUserIds: [assignment.assigneeId],
    title: (caseNumber) => `Case #${caseNumber} was assigned to you`,
    body: assignment.caseRecord.title ? excerpt(assignment.caseRecord.title) : null,
    dedupeKey: `assigned:${assignment.activityId}`,
  });
}

/** An answer of the employee on their case: a comment's or message's id, and its text. */
export interface EmployeeReply {
  replyId: string;
  caseRecord: CaseRef;
  employeeId: string | null;
  text: string;
}

const replyNotice = (reply: EmployeeReply): CaseNotice => ({
  organizationId: reply.caseRecord.organizationId,
  caseId: reply.caseRecord.id,
  event: 'EMPLOYEE_REPLIED',
  kind: UserNotificationKind.CASE_REPLY,
  actorUserId: reply.employeeId,
  candidateUserIds: [],
  caseTeam: true,
  title: (caseNumber) => `New reply from the employee on case #${caseNumber}`,
  body: reply.text.trim() ? excerpt(reply.text.trim()) : null,
  dedupeKey: `reply:${reply.replyId}`,
});

/**
 * The employee answered on their case (a comment, an e-mail or a text): its assignee and team hear of it
 * (rule EMPLOYEE_REPLIED, kind CASE_REPLY).
 */
export function notifyEmployeeReplied(
  manager: EntityManager,
  reply: EmployeeReply,
): Promise<RecordedUserNotification[]> {
  return notifyByRule(manager, replyNotice(reply));
}

/** notifyEmployeeReplied for the replies of a batch (inbound texts processed together): two statements in all. */
export function notifyEmployeesReplied(
  manager: EntityManager,
  replies: readonly EmployeeReply[],
): Promise<RecordedUserNotification[]> {
  return notifyAllByRule(manager, replies.map(replyNotice));
}
