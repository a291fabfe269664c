import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { recordUserNotifications } from '#domain/notifications';
import {
  type NotificationRules,
  REMINDER_KINDS,
  type ReminderKind,
  resolveNotificationRules,
} from '#domain/organizations';
import { type OrganizationReminderSource, reminderBounds } from './reminder-bounds.js';
import { ReminderClock } from './reminder-clock.js';
import { reminderNotices } from './reminder-notices.js';
import { type MarkedReminderRow, markDueRemindersStatement } from './reminder-subjects.js';

/** Subjects marked per statement and transaction: bounds lock time and the size of one insert. */
export const REMINDER_BATCH_SIZE = 5000;

export interface ReminderSweepResult {
  /** Reminders marked sent, per kind. */
  reminded: Record<ReminderKind, number>;
  /** Notices written. */
  notices: number;
}

/**
 * One pass over every organization and reminder kind: what is due is marked sent and its notices
 * recorded in one transaction per batch, the condition checked again in the statement that marks it.
 * Nothing is scheduled ahead of time, so a reminder whose reason ended is simply never found, and a
 * sweep run twice (or by two workers at once) finds nothing the first one marked. Delivery of the
 * notices (e-mail, SMS, live) is the notifications area's, after commit.
 */
@Injectable()
export class ReminderSweepService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ReminderClock) private readonly clock: ReminderClock,
  ) {}

  async sweepOnce(): Promise<ReminderSweepResult> {
    const now = this.clock.now();
    const organizations: OrganizationReminderSource[] = await this.dataSource.query(
      `SELECT id, settings FROM organization`,
    );
    const settingsOf = new Map(organizations.map((organization) => [organization.id, organization.settings]));
    const rules = new Map<string, NotificationRules>();
    const rulesOf = (organizationId: string) => {
      let found = rules.get(organizationId);
      if (!found) {
        found = resolveNotificationRules(settingsOf.get(organizationId)?.notificationRules);
        rules.set(organizationId, found);
      }
      return found;
    };
    const result: ReminderSweepResult = {
      reminded: Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, 0])) as Record<ReminderKind, number>,
      notices: 0,
    };
    for (const kind of REMINDER_KINDS) {
      const bounds = reminderBounds(kind, organizations, now);
      if (bounds.organizationIds.length === 0) continue;
      const statement = markDueRemindersStatement(kind);
      for (;;) {
        const { subjects, notices } = await this.dataSource.transaction(async (manager) => {
          const rows: MarkedReminderRow[] = await manager.query(statement, [
            bounds.organizationIds,
            bounds.afterBasis,
            bounds.throughBasis,
            REMINDER_BATCH_SIZE,
            kind,
          ]);
          const written = await recordUserNotifications(manager, reminderNotices(kind, rows, rulesOf));
          return { subjects: new Set(rows.map((row) => row.subjectId)).size, notices: written.length };
        });
        result.reminded[kind] += subjects;
        result.notices += notices;
        if (subjects < REMINDER_BATCH_SIZE) break;
      }
    }
    return result;
  }
}
