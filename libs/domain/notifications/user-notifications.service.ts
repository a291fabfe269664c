import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { badInput, isUuid } from '#access';
import { decodeCursor, type Page, pageSize, toPage } from '#database';
import { parseInput } from '#domain/shared';
import type { UserNotificationKind } from './user-notification.entity.js';

/** A notice as its reader's bell lists it (before the case access check on its body). */
export interface BellNotice {
  id: string;
  organizationId: string;
  caseId: string | null;
  caseNumber: string | null;
  kind: UserNotificationKind;
  title: string;
  body: string | null;
  createdAt: Date;
  readAt: Date | null;
}

export interface BellPageRequest {
  recordsPerPage?: number | null;
  after?: string | null;
  unreadOnly?: boolean | null;
}

/** At most this many ids in one markNotificationsRead. */
export const MAX_IDS_TO_MARK = 100;

const idsSchema = z.object({
  ids: z
    .array(z.string().refine(isUuid, 'must be notification ids'))
    .min(1, 'name at least one notification')
    .max(MAX_IDS_TO_MARK, `at most ${MAX_IDS_TO_MARK} notifications at once`),
});

const BELL_COLUMNS = `n.id, n.organization_id AS "organizationId", n.case_id AS "caseId", c.short_id AS "caseNumber",
  n.kind, n.title, n.body, n.created_at AS "createdAt", n.read_at AS "readAt"`;

/**
 * A person's own notices under the bell: the in-app ones, newest first, and marking them read. Every
 * statement is bounded by the reader's user id: nobody reaches another person's notices, whatever ids
 * they send (others' ids are ignored, as unknown ones are).
 */
@Injectable()
export class UserNotificationsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async page(userId: string, request: BellPageRequest): Promise<Page<BellNotice>> {
    const size = pageSize(request.recordsPerPage);
    const unreadOnly = request.unreadOnly === true;
    const conditions = ['n.user_id = $1', 'n.in_app'];
    const parameters: unknown[] = [userId];
    if (unreadOnly) conditions.push('n.read_at IS NULL');
    const filtered = [...conditions];
    if (request.after) {
      const [createdAt, id] = decodeCursor(request.after, 2);
      if (typeof createdAt !== 'string' || typeof id !== 'string' || !isUuid(id) || Number.isNaN(Date.parse(createdAt)))
        throw badInput('after: not a cursor returned by this list', 'after');
      parameters.push(createdAt, id);
      filtered.push('(n.created_at, n.id) < ($2::timestamptz, $3::uuid)');
    }
    const rows: BellNotice[] = await this.dataSource.query(
      `SELECT ${BELL_COLUMNS} FROM user_notification n LEFT JOIN case_record c ON c.id = n.case_id
        WHERE ${filtered.join(' AND ')}
        ORDER BY n.created_at DESC, n.id DESC LIMIT ${size + 1}`,
      parameters,
    );
    const [{ count }]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM user_notification n WHERE ${conditions.join(' AND ')}`,
      [userId],
    );
    return toPage(rows, size, count, (row) => [row.createdAt.toISOString(), row.id]);
  }

  /** One of the reader's own notices, or null. */
  async own(userId: string, id: string): Promise<BellNotice | null> {
    if (!isUuid(id)) return null;
    const [row]: BellNotice[] = await this.dataSource.query(
      `SELECT ${BELL_COLUMNS} FROM user_notification n LEFT JOIN case_record c ON c.id = n.case_id
        WHERE n.user_id = $1 AND n.id = $2 AND n.in_app`,
      [userId, id],
    );
    return row ?? null;
  }

  async unreadCount(userId: string): Promise<number> {
    const [{ count }]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM user_notification WHERE user_id = $1 AND read_at IS NULL AND in_app`,
      [userId],
    );
    return count;
  }

  /** Marks the reader's own notices among `ids` read; returns those, others' and unknown ids are ignored. */
  async markRead(userId: string, ids: readonly string[]): Promise<BellNotice[]> {
    const parsed = parseInput(idsSchema, { ids });
    await this.dataSource.query(
      `UPDATE user_notification SET read_at = now(), updated_at = now()
        WHERE user_id = $1 AND id = ANY($2::uuid[]) AND read_at IS NULL`,
      [userId, parsed.ids],
    );
    return this.dataSource.query(
      `SELECT ${BELL_COLUMNS} FROM user_notification n LEFT JOIN case_record c ON c.id = n.case_id
        WHERE n.user_id = $1 AND n.id = ANY($2::uuid[]) AND n.in_app ORDER BY n.created_at DESC, n.id DESC`,
      [userId, parsed.ids],
    );
  }

  /** Marks every unread notice of the reader read; returns how many it marked. */
  async markAllRead(userId: string): Promise<number> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      `UPDATE user_notification SET read_at = now(), updated_at = now() WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return affected;
  }
}
