import type { EntityManager } from 'typeorm';
import { CaseEntity } from '#domain/cases';
import { recordUserNotifications, UserNotificationKind } from '#domain/notifications';
import { DEMO_USERS } from './demo-data.js';

interface DemoNotice {
  key: string;
  user: string;
  caseId: string;
  kind: UserNotificationKind;
  title: string;
  body: string | null;
  read: boolean;
}

/** What Acme's coordinator and administrator find under the bell when the demo starts. */
const DEMO_NOTICES: DemoNotice[] = [
  {
    key: 'demo:assigned-ac-1003',
    user: 'caseworker',
    caseId: '0d000000-0000-4000-8000-000000000003',
    kind: UserNotificationKind.CASE_ASSIGNED,
    title: 'Case #AC-1003 was assigned to you',
    body: 'Modified schedule',
    read: true,
  },
  {
    key: 'demo:reply-ac-1002',
    user: 'caseworker',
    caseId: '0d000000-0000-4000-8000-000000000002',
    kind: UserNotificationKind.CASE_REPLY,
    title: 'New reply from the employee on case #AC-1002',
    body: null,
    read: false,
  },
  {
    key: 'demo:reminder-ac-1002',
    user: 'admin',
    caseId: '0d000000-0000-4000-8000-000000000002',
    kind: UserNotificationKind.REMINDER,
    title: 'Case AC-1002 has not been accepted yet.',
    body: null,
    read: false,
  },
];

/**
 * Adds the demo notices of the demo users and cases that exist, once (their dedupe keys): in the app only,
 * marked dispatched, so nothing is e-mailed for them. Returns how many it added.
 */
export async function seedDemoNotifications(manager: EntityManager, now = new Date()): Promise<number> {
  const userIdByKey = new Map(DEMO_USERS.map((user) => [user.key, user.id]));
  let added = 0;
  for (const notice of DEMO_NOTICES) {
    const caseRecord = await manager.findOneBy(CaseEntity, { id: notice.caseId });
    if (!caseRecord) continue;
    const [written] = await recordUserNotifications(manager, [
      {
        organizationId: caseRecord.organizationId,
        userId: userIdByKey.get(notice.user)!,
        caseId: caseRecord.id,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        inApp: true,
        dedupeKey: notice.key,
      },
    ]);
    if (!written) continue;
    added += 1;
    await manager.query('UPDATE user_notification SET dispatched_at = $2, read_at = $3 WHERE id = $1', [
      written.id,
      now,
      notice.read ? now : null,
    ]);
  }
  return added;
}
