import type { EntityManager } from 'typeorm';
import { NotificationDeliveryStatus, type UserNotificationKind } from './user-notification.entity.js';

export interface NewUserNotification {
  organizationId: string;
  userId: string;
  caseId: string | null;
  kind: UserNotificationKind;
  title: string;
  body?: string | null;
  inApp?: boolean;
  email?: boolean;
  sms?: boolean;
  /** Unique per user: the same cause recorded twice (a retried job) writes one notice. */
  dedupeKey: string;
}

export interface RecordedUserNotification {
  id: string;
  userId: string;
  organizationId: string;
}

/** Where a transaction keeps the ids of the notices it wrote, for the dispatcher to take after its commit. */
export const NOTICES_TO_DISPATCH = 'userNotificationsToDispatch';

/**
 * Writes notices in the caller's transaction; those whose (user, dedupeKey) exists already are skipped.
 * Returns the rows written. Publishing them live and delivering e-mail and SMS happen after commit (the
 * notifications area's dispatcher, which the transaction's query runner tells of them, and its relay for
 * what was not dispatched).
 */
export async function recordUserNotifications(
  manager: EntityManager,
  notifications: readonly NewUserNotification[],
): Promise<RecordedUserNotification[]> {
  if (notifications.length === 0) return [];
  const column = <T>(pick: (notification: NewUserNotification) => T): T[] => notifications.map(pick);
  const status = (wanted: boolean | undefined) => (wanted ? NotificationDeliveryStatus.PENDING : null);
  const recorded: RecordedUserNotification[] = await manager.query(
    `INSERT INTO user_notification
       (organization_id, user_id, case_id, kind, title, body, in_app, email_status, sms_status, dedupe_key)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::varchar[], $5::text[], $6::text[],
                          $7::boolean[], $8::varchar[], $9::varchar[], $10::varchar[])
     ON CONFLICT (user_id, dedupe_key) DO NOTHING
     RETURNING id, user_id AS "userId", organization_id AS "organizationId"`,
    [
      column((n) => n.organizationId),
      column((n) => n.userId),
      column((n) => n.caseId),
      column((n) => n.kind),
      column((n) => n.title),
      column((n) => n.body ?? null),
      column((n) => n.inApp ?? true),
      column((n) => status(n.email)),
      column((n) => status(n.sms)),
      column((n) => n.dedupeKey),
    ],
  );
  // Outside a transaction the rows are committed already and left to the relay.
  const runner = manager.queryRunner;
  if (runner?.isTransactionActive && recorded.length > 0) {
    const pending = (runner.data[NOTICES_TO_DISPATCH] ??= []) as string[];
    pending.push(...recorded.map((row) => row.id));
  }
  return recorded;
}
