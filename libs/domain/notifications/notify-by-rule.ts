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

// What each notice needs, in one statement for all of them (it runs inside the cause's transaction): the
// organization's rules, the case's number, and the candidates that are not deleted (a deleted user's address
// may belong to someone new) nor the actor, with their roles. With case_team the case's team joins the candidates.
const NOTICE_CONTEXTS = `WITH notice AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::boolean[], $5::uuid[])
         WITH ORDINALITY AS n(organization_id, case_id, candidates, case_team, actor_id, n))
   SELECT (SELECT settings->'notificationRules' FROM organization WHERE id = n.organization_id) AS rules,
          (SELECT short_id FROM case_record WHERE id = n.case_id AND organization_id = n.organization_id) AS "caseNumber",
          COALESCE((SELECT json_agg(json_build_object('id', u.id, 'role', u.role))
                      FROM app_user u
                     WHERE u.deleted_at IS NULL AND u.id IS DISTINCT FROM n.actor_id
                       AND u.id IN (SELECT json_array_elements_text(n.candidates::json)::uuid
                                    UNION SELECT c.assigned_to_id FROM case_record c
                                           WHERE n.case_team AND c.id = n.case_id AND c.assigned_to_id IS NOT NULL
                                    UNION SELECT ca.user_id FROM case_assignee ca
                                           WHERE n.case_team AND ca.case_id = n.case_id)),
                   '[]'::json) AS people
     FROM notice n
    ORDER BY n.n`;

interface NoticeContext {
  rules: Parameters<typeof resolveNotificationRules>[0] | null;
  caseNumber: string | null;
  people: { id: string; role: Role }[];
}

/**
 * Records the notice, in the cause's transaction, for the candidates whose role the organization's rule
 * for the event names, by the channels the rule turns on (nothing when it turns none on, or the case is not
 * the organization's). The role is the person's own role (a TPA's is Cvtpa).
 */
export function notifyByRule(manager: EntityManager, notice: CaseNotice): Promise<RecordedUserNotification[]> {
  return notifyAllByRule(manager, [notice]);
}

/** notifyByRule for several notices (the causes of a batch): one statement reads them all, one records them. */
export async function notifyAllByRule(
  manager: EntityManager,
  notices: readonly CaseNotice[],
): Promise<RecordedUserNotification[]> {
  const wanted = notices
    .map((notice) => ({ notice, candidates: [...new Set(notice.candidateUserIds)].filter(Boolean) }))
    .filter(({ notice, candidates }) => candidates.length > 0 || notice.caseTeam === true);
  if (wanted.length === 0) return [];
  const contexts: NoticeContext[] = await manager.query(NOTICE_CONTEXTS, [
    wanted.map(({ notice }) => notice.organizationId),
    wanted.map(({ notice }) => notice.caseId),
    wanted.map(({ candidates }) => JSON.stringify(candidates)),
    wanted.map(({ notice }) => notice.caseTeam === true),
    wanted.map(({ notice }) => notice.actorUserId),
  ]);
  return recordUserNotifications(
    manager,
    wanted.flatMap(({ notice }, index) => {
      const { rules, caseNumber, people } = contexts[index];
      if (caseNumber === null) return [];
      const rule = resolveNotificationRules(rules ?? undefined)[notice.event];
      if (!rule.inApp && !rule.email && !rule.sms) return [];
      return people
        .filter((person) => rule.roles.includes(person.role))
        .map((person) => ({
          organizationId: notice.organizationId,
          userId: person.id,
          caseId: notice.caseId,
          kind: notice.kind,
          title: notice.title(caseNumber),
          body: notice.body,
          inApp: rule.inApp,
          email: rule.email,
          sms: rule.sms,
          dedupeKey: notice.dedupeKey,
        }));
    }),
  );
}
