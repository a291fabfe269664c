import type { EntityManager } from 'typeorm';
import type { Role } from '#access';
import { type NotificationEvent, resolveNotificationRules } from '#domain/organizations';
import { recordUserNotifications, type RecordedUserNotification } from './record-user-notifications.js';
import type { UserNotificationKind } from './user-notification.entity.js';

/** A notice about a case to the people a cause concerns, before the organization's rule picks who hears. */
export interface CaseNotice {
  organizationId: string;
  caseId: string;
  event: NotificationEvent;
  kind: UserNotificationKind;
  /** Who caused it: never notified of their own act. */
  actorUserId: string | null;
  candidateUserIds: readonly string[];
  /** Also the case's team (its primary assignee and the others assigned), read with the rule. */
  caseTeam?: boolean;
  /** From the case's number as people know it (short id): titles carry no PHI. */
  title: (caseNumber: string) => string;
  body: string | null;
  /** The cause's id: one notice per user and cause, however often the cause is replayed. */
  dedupeKey: string;
}

/** At most this much of a note or a reply goes into a notice's body (shown in the app, behind case access). */
export const NOTICE_BODY_LENGTH = 280;

export const excerpt = (text: string): string =>
  text.length <= NOTICE_BODY_LENGTH ? text : `${text.slice(0, NOTICE_BODY_LENGTH - 1).trimEnd()}…`;

// What a notice needs, in one statement (it runs inside the cause's transaction, once per notice): the
// organization's rules, the case's number, and the candidates that are not deleted (a deleted user's address
// may belong to someone new) nor the actor ($5), with their roles. With $4 the case team joins the candidates.
const NOTICE_CONTEXT = `WITH candidate AS (
       SELECT unnest($3::uuid[]) AS id
       UNION SELECT c.assigned_to_id FROM case_record c WHERE $4 AND c.id = $2 AND c.assigned_to_id IS NOT NULL
       UNION SELECT ca.user_id FROM case_assignee ca WHERE $4 AND ca.case_id = $2)
   SELECT (SELECT settings->'notificationRules' FROM organization WHERE id = $1) AS rules,
          (SELECT short_id FROM case_record WHERE id = $2 AND organization_id = $1) AS "caseNumber",
          COALESCE((SELECT json_agg(json_build_object('id', u.id, 'role', u.role))
                      FROM app_user u JOIN candidate ON candidate.id = u.id
                     WHERE u.deleted_at IS NULL AND u.id IS DISTINCT FROM $5::uuid), '[]'::json) AS people`;

/**
 * Records the notice, in the cause's transaction, for the candidates whose role the organization's rule
 * for the event names, by the channels the rule turns on (nothing when it turns none on, or the case is not
 * the organization's). The role is the person's own role (a TPA's is Cvtpa).
 */
export async function notifyByRule(manager: EntityManager, notice: CaseNotice): Promise<RecordedUserNotification[]> {
  const candidates = [...new Set(notice.candidateUserIds)].filter(Boolean);
  if (candidates.length === 0 && !notice.caseTeam) return [];
  const [context]: {
    rules: Parameters<typeof resolveNotificationRules>[0] | null;
    caseNumber: string | null;
    people: { id: string; role: Role }[];
  }[] = await manager.query(NOTICE_CONTEXT, [
    notice.organizationId,
    notice.caseId,
    candidates,
    notice.caseTeam === true,
    notice.actorUserId,
  ]);
  if (context.caseNumber === null) return [];
  const rule = resolveNotificationRules(context.rules ?? undefined)[notice.event];
  if (!rule.inApp && !rule.email && !rule.sms) return [];
  const hearing = context.people.filter((person) => rule.roles.includes(person.role));
  return recordUserNotifications(
    manager,
    hearing.map((person) => ({
      organizationId: notice.organizationId,
      userId: person.id,
      caseId: notice.caseId,
      kind: notice.kind,
      title: notice.title(context.caseNumber!),
      body: notice.body,
      inApp: rule.inApp,
      email: rule.email,
      sms: rule.sms,
      dedupeKey: notice.dedupeKey,
    })),
  );
}
