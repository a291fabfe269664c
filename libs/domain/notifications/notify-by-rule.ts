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
  title: string;
  body: string | null;
  /** The cause's id: one notice per user and cause, however often the cause is replayed. */
  dedupeKey: string;
}

/** At most this much of a note or a reply goes into a notice's body (shown in the app, behind case access). */
export const NOTICE_BODY_LENGTH = 280;

export const excerpt = (text: string): string =>
  text.length <= NOTICE_BODY_LENGTH ? text : `${text.slice(0, NOTICE_BODY_LENGTH - 1).trimEnd()}…`;

/**
 * Records the notice, in the cause's transaction, for the candidates whose role the organization's rule
 * for the event names, by the channels the rule turns on (nothing when it turns none on). The role is the
 * person's own role (a TPA's is Cvtpa).
 */
export async function notifyByRule(manager: EntityManager, notice: CaseNotice): Promise<RecordedUserNotification[]> {
  const candidates = [...new Set(notice.candidateUserIds)].filter((id) => id && id !== notice.actorUserId);
  if (candidates.length === 0) return [];
  const [organization]: { rules: Parameters<typeof resolveNotificationRules>[0] | null }[] = await manager.query(
    `SELECT settings->'notificationRules' AS rules FROM organization WHERE id = $1`,
    [notice.organizationId],
  );
  const rule = resolveNotificationRules(organization?.rules ?? undefined)[notice.event];
  if (!rule.inApp && !rule.email && !rule.sms) return [];
  const people: { id: string; role: Role }[] = await manager.query(
    // A deleted user hears nothing (their address may belong to someone new).
    `SELECT id, role FROM app_user WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
    [candidates],
  );
  const hearing = people.filter((person) => rule.roles.includes(person.role));
  return recordUserNotifications(
    manager,
    hearing.map((person) => ({
      organizationId: notice.organizationId,
      userId: person.id,
      caseId: notice.caseId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      inApp: rule.inApp,
      email: rule.email,
      sms: rule.sms,
      dedupeKey: notice.dedupeKey,
    })),
  );
}

/** The case's number as people know it (short id), for titles without PHI. */
export async function caseNumberOf(manager: EntityManager, caseId: string): Promise<string> {
  const [row]: { shortId: string }[] = await manager.query(
    `SELECT short_id AS "shortId" FROM case_record WHERE id = $1`,
    [caseId],
  );
  return row?.shortId ?? '';
}
