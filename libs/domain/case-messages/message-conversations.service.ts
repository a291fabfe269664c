import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { badInput, isUuid, Permission, type Principal } from '#access';
import { decodeCursor, encodeCursor, pageSize } from '#database';
import { caseReach, CaseEntity, whereVisible } from '#domain/cases';
import { parseInput } from '#domain/shared';
import { type CaseMessageType, type MessageChannel } from './case-message.enums.js';
import { unacknowledgedInbound } from './unacknowledged-messages.js';

/** How much of the last message a conversation row shows. */
export const PREVIEW_LENGTH = 200;

const conversationsSchema = z.object({
  recordsPerPage: z.number().int().nullish(),
  after: z.string().max(500).nullish(),
  searchText: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
});

export type MessageConversationsInput = z.infer<typeof conversationsSchema>;

/** One case's thread as chat lists it: the case, its employee and its last message. */
export interface MessageConversation {
  caseId: string;
  organizationId: string;
  shortId: string;
  title: string;
  employeeFirstName: string | null;
  employeeLastName: string | null;
  lastMessageId: string;
  lastMessageType: CaseMessageType;
  lastMessageChannel: MessageChannel;
  lastMessagePreview: string;
  lastMessageSubject: string | null;
  lastMessageAt: Date;
  /** Inbound messages the case team has not acknowledged (always 0 for the employee: nothing is its to acknowledge). */
  unreadCount: number;
}

export interface MessageConversationsPage {
  items: MessageConversation[];
  endCursor: string | null;
  hasNextPage: boolean;
}

interface ConversationRow {
  case_id: string;
  organization_id: string;
  short_id: string;
  title: string;
  first_name: string | null;
  last_name: string | null;
  message_id: string;
  message_type: CaseMessageType;
  channel: MessageChannel;
  preview: string;
  subject: string | null;
  last_at: Date;
  cursor_at: string;
  unread: number;
}

/** `%` and `_` typed by a user are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** What the employee may read of its thread: what came from it and what reached it (never pending or failed). */
const EMPLOYEE_READABLE = `(r.type LIKE 'INBOUND%' OR r.type IN ('OUTBOUND_EMAIL', 'OUTBOUND_SMS'))`;

/**
 * A message a person wrote: the employee's inbound ones and what the case team sent. An outbound message
 * without an author is automatic (the "Your message was added to request #…" reply to an inbound SMS): it
 * stays in the thread but is not the conversation's last message. case_message_thread's trigger keeps the
 * same rule (migration CaseMessageThreadWrittenByPeople).
 */
const writtenByPerson = (alias: string): string =>
  `(${alias}.type LIKE 'INBOUND%' OR ${alias}.created_by_id IS NOT NULL)`;

/**
 * Chat's inbox: the message threads of the cases the caller may list (the case list's reach: every case,
 * the cases it is involved in, or an employee's own requests), newest last message first, paged by keyset
 * on (last message time, case id). The last message is the newest one a person wrote (writtenByPerson).
 */
@Injectable()
export class MessageConversationsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * One statement: a page of threads (staffPage or employeePage), then for its rows only the employee's
   * name and the unacknowledged count, read on the partial index that holds only unacknowledged messages.
   */
  async list(principal: Principal, input: MessageConversationsInput): Promise<MessageConversationsPage> {
    const parsed = parseInput(conversationsSchema, input);
    const size = pageSize(parsed.recordsPerPage);
    const organizationId = principal.requireOrganizationId();
    const reach = caseReach(principal, Permission.QUERY_ANY_ORG_CASE);
    const employee = reach === 'own';
    const cases = this.dataSource
      .getRepository(CaseEntity)
      .createQueryBuilder('c')
      .select('c.id', 'id')
      .addSelect('c.organization_id', 'organization_id')
      .addSelect('c.short_id', 'short_id')
      .addSelect('c.title', 'title')
      .addSelect('c.submitter_id', 'submitter_id')
      .where('c.organization_id = :organizationId', { organizationId });
    whereVisible(cases, reach, principal.userId);
    if (parsed.searchText) {
      cases.andWhere(
        `(c.short_id ILIKE :search OR c.title ILIKE :search OR EXISTS (SELECT 1 FROM app_user s
           WHERE s.id = c.submitter_id AND (s.first_name || ' ' || s.last_name) ILIKE :search))`,
        { search: likePattern(parsed.searchText) },
      );
    }
    const cursor = parsed.after ? this.parseCursor(parsed.after) : null;
    const pageSql = employee
      ? employeePage(cases.getQuery(), !!cursor, size)
      : staffPage(cases.getQuery(), !!cursor, size);
    const unread = employee
      ? '0'
      : `(SELECT count(*) FROM case_message u WHERE u.organization_id = page.organization_id
           AND u.case_id = page.case_id AND ${unacknowledgedInbound('u')})::int`;
    const statement = `
      SELECT page.*, s.first_name, s.last_name, ${unread} AS unread
        FROM (${pageSql}) AS page
        LEFT JOIN app_user s ON s.id = page.submitter_id
       ORDER BY page.last_at DESC, page.case_id DESC`;
    const [sql, values] = this.dataSource.driver.escapeQueryWithParameters(statement, {
      ...cases.getParameters(),
      ...(cursor ? { cursorAt: cursor.at, cursorId: cursor.caseId } : {}),
    });
    const rows: ConversationRow[] = await this.dataSource.query(sql, values);
    const page = rows.slice(0, size);
    const lastRow = page.at(-1);
    return {
      items: page.map(toConversation),
      endCursor: lastRow ? encodeCursor([lastRow.cursor_at, lastRow.case_id]) : null,
      hasNextPage: rows.length > size,
    };
  }

  private parseCursor(after: string): { at: string; caseId: string } {
    const [at, caseId] = decodeCursor(after, 2);
    if (typeof at !== 'string' || typeof caseId !== 'string' || !isUuid(caseId) || Number.isNaN(Date.parse(at))) {
      throw badInput('after: not a cursor returned by this list', 'after');
    }
    return { at, caseId };
  }
}

const PAGE_COLUMNS = `visible.id AS case_id, visible.organization_id, visible.short_id, visible.title,
  visible.submitter_id, m.id AS message_id, m.type AS message_type, m.channel, m.subject,
  left(m.body, ${PREVIEW_LENGTH}) AS preview`;

/**
 * Staff: the organization's threads newest first, walked backward on case_message_thread's index
 * (organization_id, last_message_at, case_id); each is kept if its case is within reach (by primary key)
 * and its newest message read by primary key. A page reads about as many threads as it shows.
 */
function staffPage(visibleCases: string, afterCursor: boolean, size: number): string {
  return `SELECT ${PAGE_COLUMNS}, t.last_message_at AS last_at, t.last_message_at::text AS cursor_at
      FROM case_message_thread t
      JOIN (${visibleCases}) AS visible ON visible.id = t.case_id
      JOIN case_message m ON m.id = t.last_message_id
     WHERE t.organization_id = :organizationId
       ${afterCursor ? 'AND (t.last_message_at, t.case_id) < (:cursorAt::timestamptz, :cursorId::uuid)' : ''}
     ORDER BY t.last_message_at DESC, t.case_id DESC
     LIMIT ${size + 1}`;
}

/**
 * The employee: its own requests (a handful), each with the newest message it may read and a person wrote,
 * found by a backward scan of case_message_organization_case_created_idx that stops at the first such message.
 */
function employeePage(visibleCases: string, afterCursor: boolean, size: number): string {
  return `SELECT ${PAGE_COLUMNS}, m.created_at AS last_at, m.created_at::text AS cursor_at
      FROM (${visibleCases}) AS visible
      CROSS JOIN LATERAL (
        SELECT r.id, r.type, r.channel, r.subject, r.body, r.created_at
          FROM case_message r
         WHERE r.organization_id = visible.organization_id AND r.case_id = visible.id AND ${EMPLOYEE_READABLE}
           AND ${writtenByPerson('r')}
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT 1
      ) AS m
     ${afterCursor ? 'WHERE (m.created_at, visible.id) < (:cursorAt::timestamptz, :cursorId::uuid)' : ''}
     ORDER BY m.created_at DESC, visible.id DESC
     LIMIT ${size + 1}`;
}

const toConversation = (row: ConversationRow): MessageConversation => ({
  caseId: row.case_id,
  organizationId: row.organization_id,
  shortId: row.short_id,
  title: row.title,
  employeeFirstName: row.first_name,
  employeeLastName: row.last_name,
  lastMessageId: row.message_id,
  lastMessageType: row.message_type,
  lastMessageChannel: row.channel,
  lastMessagePreview: row.preview,
  lastMessageSubject: row.subject,
  lastMessageAt: row.last_at,
  unreadCount: row.unread,
});
