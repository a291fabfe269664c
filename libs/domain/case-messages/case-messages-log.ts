import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { badInput, hasControlCharacter, isUuid, Permission, type Principal } from '#access';
import { DEFAULT_RECORDS_PER_PAGE, decodeCursor, MAX_RECORDS_PER_PAGE, type Page, toPage } from '#database';
import { caseReach, whereVisible } from '#domain/cases';
import { parseInput } from '#domain/shared';
import { CaseMessageEntity } from './case-message.entity.js';
import {
  CaseMessageType,
  MessageChannel,
  type MessageDirection,
  messageDirection,
  messageStatus,
} from './case-message.enums.js';

/** Spec 000 §3's message states, as the log filters and shows them (see messageStatus). */
export enum CaseMessageStatus {
  PENDING = 'PENDING',
  SENT = 'SENT',
  ERROR = 'ERROR',
}

export const MAX_LOG_SEARCH_LENGTH = 200;

const logFiltersSchema = z
  .object({
    channel: z.enum(MessageChannel).nullish(),
    type: z.enum(CaseMessageType).nullish(),
    status: z.enum(CaseMessageStatus).nullish(),
    search: z
      .string()
      .trim()
      .max(MAX_LOG_SEARCH_LENGTH, `must be at most ${MAX_LOG_SEARCH_LENGTH} characters`)
      .refine((text) => !hasControlCharacter(text), 'must not hold control characters')
      .nullish(),
    first: z
      .number()
      .int()
      .min(1, `must be between 1 and ${MAX_RECORDS_PER_PAGE}`)
      .max(MAX_RECORDS_PER_PAGE, `must be between 1 and ${MAX_RECORDS_PER_PAGE}`)
      .nullish(),
    after: z.string().max(1000).nullish(),
  })
  // A filter that can match nothing is a mistake in the request, not an empty log.
  .refine((filters) => !filters.type || !filters.channel || filters.type.includes(`_${filters.channel}`), {
    message: 'does not go through the chosen channel',
    path: ['type'],
  })
  .refine((filters) => !filters.type || !filters.status || typeStatus(filters.type) === filters.status, {
    message: 'does not have the chosen status',
    path: ['type'],
  });

export type CaseMessagesLogFilters = z.input<typeof logFiltersSchema>;

/** One message of the log, with the case and employee it belongs to. */
export interface CaseMessageLogRow {
  id: string;
  caseId: string;
  caseShortId: string;
  caseTitle: string;
  employeeName: string | null;
  channel: MessageChannel;
  type: CaseMessageType;
  direction: MessageDirection;
  status: CaseMessageStatus;
  subject: string | null;
  errorReason: string | null;
  attempts: number;
  sentAt: Date | null;
  createdAt: Date;
}

interface RawLogRow {
  id: string;
  case_id: string;
  case_short_id: string;
  case_title: string;
  first_name: string | null;
  last_name: string | null;
  channel: MessageChannel;
  type: CaseMessageType;
  subject: string | null;
  error_reason: string | null;
  attempts: number;
  sent_at: Date | null;
  created_at: Date;
  cursor_at: string;
}

const typeStatus = (type: CaseMessageType): CaseMessageStatus => CaseMessageStatus[messageStatus(type)];

const TYPES_BY_STATUS: Record<CaseMessageStatus, CaseMessageType[]> = {
  PENDING: Object.values(CaseMessageType).filter((type) => typeStatus(type) === CaseMessageStatus.PENDING),
  SENT: Object.values(CaseMessageType).filter((type) => typeStatus(type) === CaseMessageStatus.SENT),
  ERROR: Object.values(CaseMessageType).filter((type) => typeStatus(type) === CaseMessageStatus.ERROR),
};

/** A timestamptz as PostgreSQL writes it (the cursor's own form): nothing else reaches the statement. */
const POSTGRES_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** `%` and `_` typed by a user are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * The message log of an organization: every e-mail and text message of the cases the caller can see
 * (the case lists' reach: all cases with query_any_org_case, else those it is involved in), newest first.
 * One statement per page, walking case_message_organization_created_idx backwards from the cursor;
 * filters narrow the walk, they never sort.
 */
@Injectable()
export class CaseMessagesLogService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async page(principal: Principal, filters: CaseMessagesLogFilters): Promise<Page<CaseMessageLogRow>> {
    const parsed = parseInput(logFiltersSchema, filters);
    const size = parsed.first ?? DEFAULT_RECORDS_PER_PAGE;
    const organizationId = principal.requireOrganizationId();
    const query = this.dataSource
      .getRepository(CaseMessageEntity)
      .createQueryBuilder('m')
      .innerJoin('case_record', 'c', 'c.id = m.case_id AND c.organization_id = m.organization_id')
      .leftJoin('app_user', 's', 's.id = c.submitter_id')
      .select([
        'm.id AS id',
        'm.case_id AS case_id',
        'c.short_id AS case_short_id',
        'c.title AS case_title',
        's.first_name AS first_name',
        's.last_name AS last_name',
        'm.channel AS channel',
        'm.type AS type',
        'm.subject AS subject',
        'm.error_reason AS error_reason',
        'm.attempts AS attempts',
        'm.sent_at AS sent_at',
        'm.created_at AS created_at',
        'm.created_at::text AS cursor_at',
      ])
      .where('m.organization_id = :organizationId', { organizationId })
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .limit(size + 1);
    whereVisible(query, caseReach(principal, Permission.QUERY_ANY_ORG_CASE), principal.userId);
    if (parsed.channel) query.andWhere('m.channel = :channel', { channel: parsed.channel });
    if (parsed.type) query.andWhere('m.type = :type', { type: parsed.type });
    if (parsed.status) query.andWhere('m.type IN (:...statusTypes)', { statusTypes: TYPES_BY_STATUS[parsed.status] });
    if (parsed.search) {
      query.andWhere(
        `(c.short_id ILIKE :search OR c.title ILIKE :search OR (s.first_name || ' ' || s.last_name) ILIKE :search
          OR s.email ILIKE :search)`,
        { search: likePattern(parsed.search) },
      );
    }
    if (parsed.after) {
      const [createdAt, id] = decodeCursor(parsed.after, 2);
      if (
        typeof createdAt !== 'string' ||
        !POSTGRES_TIMESTAMP.test(createdAt) ||
        typeof id !== 'string' ||
        !isUuid(id)
      ) {
        throw badInput('after: not a cursor returned by this list', 'after');
      }
      query.andWhere('(m.created_at, m.id) < (:cursorAt::timestamptz, :cursorId::uuid)', {
        cursorAt: createdAt,
        cursorId: id,
      });
    }
    const rows = await query.getRawMany<RawLogRow>();
    // The log carries no total: counting a whole organization's messages would cost more than the page.
    return toPage(rows.map(toLogRow), size, 0, (row) => [row.cursorAt, row.id]);
  }
}

function toLogRow(row: RawLogRow): CaseMessageLogRow & { cursorAt: string } {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    caseId: row.case_id,
    caseShortId: row.case_short_id,
    caseTitle: row.case_title,
    employeeName: name || null,
    channel: row.channel,
    type: row.type,
    direction: messageDirection(row.type),
    status: typeStatus(row.type),
    subject: row.subject,
    errorReason: row.error_reason,
    attempts: row.attempts,
    sentAt: row.sent_at,
    createdAt: row.created_at,
    cursorAt: row.cursor_at,
  };
}
