import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { badInput, isUuid, notFound, Permission, type Principal, Role } from '#access';
import { decodeCursor, type Page, pageSize, toPage } from '#database';
import { parseInput } from '#domain/shared';
import { UserEntity } from '#domain/users';
import { CaseEntity } from './case.entity.js';
import { CasePageRows } from './case-page-rows.js';
import { CaseStatusCountEntity } from './case-status-count.entity.js';
import type { CasePersonRecord } from './cases.service.js';
import {
  type CaseListFilters,
  caseListFiltersSchema,
  type MultiOrganizationCaseFilters,
  multiOrganizationCaseFiltersSchema,
  SearchField,
  SortDirection,
} from './case-list-filters.js';
import { CaseStatusGroup, STATUS_GROUP_RULES, statusGroupOf } from './case-status-groups.js';
import { caseReach, involvedCondition, whereVisible } from './case-involvement.js';
import type { CaseStatus } from './case.enums.js';

export interface PageRequest {
  recordsPerPage?: number | null;
  after?: string | null;
}

/** A page of cases with the people named on its rows (submitters, assignees), read in the same statement. */
export interface CaseListPage extends Page<CaseEntity> {
  people: Map<string, CasePersonRecord>;
}

type PageRow = Record<string, unknown> & { cursor_at: string; total_count: number };

export type StatusGroupCounts = Record<CaseStatusGroup, number>;

type CaseQuery = SelectQueryBuilder<CaseEntity>;

/** `%` and `_` typed by a user are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * The case lists: one organization's (with status-group counts), an employee's own, a user's assigned
 * cases, and the cross-organization list. Every list pages by keyset on (created_at, id) behind an
 * index that leads with organization_id, so a deep page costs what the first does.
 */
@Injectable()
export class CaseListService {
  private readonly rows: CasePageRows;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    this.rows = new CasePageRows(dataSource.getMetadata(CaseEntity));
  }

  /** One organization's cases the caller can see, filtered, newest first unless asked otherwise. */
  async casesByStatus(
    principal: Principal,
    filters: CaseListFilters,
    page: PageRequest,
    fixedPageSize?: number,
  ): Promise<CaseListPage> {
    const parsed = parseInput(caseListFiltersSchema, filters);
    const organizationId = principal.requireOrganizationId();
    const query = this.baseQuery().where('c.organization_id = :organizationId', { organizationId });
    whereVisible(query, caseReach(principal, Permission.QUERY_ANY_ORG_CASE), principal.userId);
    if (parsed.isAssignee) query.andWhere(involvedCondition('assigneeSelf'), { assigneeSelf: principal.userId });
    if (parsed.assigneeId) query.andWhere('c.assigned_to_id = :assigneeId', { assigneeId: parsed.assigneeId });
    this.applySharedFilters(query, parsed);
    const total = this.countedByStatus(principal, parsed);
    return this.page(query, parsed.sortOrder ?? SortDirection.DESC, page, parsed.statuses, { fixedPageSize, total });
  }

  /**
   * The total of a list every case of the organization with the asked statuses and archive state counts in
   * (the caller sees every case, no other filter): read from the counts the database keeps per status
   * (case_status_count), not counted row by row. Undefined where other filters apply.
   */
  private countedByStatus(principal: Principal, filters: CaseListFilters): SelectQueryBuilder<object> | undefined {
    const everyCase =
      caseReach(principal, Permission.QUERY_ANY_ORG_CASE) === 'all' &&
      !filters.isAssignee &&
      !filters.assigneeId &&
      (filters.isEscalated === null || filters.isEscalated === undefined) &&
      !filters.escalationCategories?.length &&
      !filters.orderStatuses?.length &&
      !filters.isEmptyOrderStatus &&
      !filters.followUpStatuses?.length &&
      !filters.searchText;
    if (!everyCase) return undefined;
    const total = this.dataSource
      .getRepository(CaseStatusCountEntity)
      .createQueryBuilder('n')
      .select('COALESCE(SUM(n.case_count), 0)::int', 'total')
      .where('n.organization_id = :countOrganizationId', { countOrganizationId: principal.requireOrganizationId() });
    if (filters.statuses?.length) total.andWhere('n.status = ANY(:countStatuses)', { countStatuses: filters.statuses });
    if (filters.isArchived !== null && filters.isArchived !== undefined) {
      total.andWhere('n.is_archived = :countArchived', { countArchived: filters.isArchived });
    }
    return total;
  }

  /**
   * Counts per status group (see STATUS_GROUP_RULES) over the cases the caller can see; with
   * `isAssignee`, over the cases it takes part in.
   */
  async statusGroupCounts(principal: Principal, isAssignee: boolean | null | undefined): Promise<StatusGroupCounts> {
    const organizationId = principal.requireOrganizationId();
    const reach = caseReach(principal, Permission.QUERY_ANY_ORG_CASE);
    let rows: { status: CaseStatus; is_archived: boolean; count: number }[];
    if (reach === 'all' && !isAssignee) {
      // Every case of the organization counts: the counts the database keeps per status (case_status_count).
      rows = await this.dataSource.query(
        'SELECT status, is_archived, case_count AS count FROM case_status_count WHERE organization_id = $1',
        [organizationId],
      );
    } else {
      const query = this.dataSource
        .getRepository(CaseEntity)
        .createQueryBuilder('c')
        .select('c.status', 'status')
        .addSelect('c.is_archived', 'is_archived')
        .addSelect('COUNT(*)::int', 'count')
        .where('c.organization_id = :organizationId', { organizationId })
        .groupBy('c.status')
        .addGroupBy('c.is_archived');
      whereVisible(query, reach, principal.userId);
      if (isAssignee) query.andWhere(involvedCondition('assigneeSelf'), { assigneeSelf: principal.userId });
      rows = await query.getRawMany();
    }
    const counts = Object.fromEntries(Object.keys(STATUS_GROUP_RULES).map((group) => [group, 0])) as StatusGroupCounts;
    for (const row of rows) {
      const group = statusGroupOf(row.status, row.is_archived);
      if (group) counts[group] += row.count;
    }
    return counts;
  }

  /**
   * Every case one person submitted, newest first ("My Requests"). An employee asks for its own;
   * staff for an employee of the organization, seeing only the cases within their reach.
   */
  async bySubmitter(principal: Principal, submitterId: string): Promise<CaseEntity[]> {
    const organizationId = principal.requireOrganizationId();
    if (!isUuid(submitterId)) throw notFound();
    if (principal.role === Role.USER && submitterId !== principal.userId) throw notFound();
    const submitter = await this.dataSource.getRepository(UserEntity).findOneBy({ id: submitterId });
    if (!submitter || submitter.organizationId !== organizationId) throw notFound();
    const query = this.dataSource
      .getRepository(CaseEntity)
      .createQueryBuilder('c')
      .where('c.organization_id = :organizationId', { organizationId })
      .andWhere('c.submitter_id = :submitterId', { submitterId })
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC');
    whereVisible(query, caseReach(principal, Permission.QUERY_ANY_ORG_CASE), principal.userId);
    return query.getMany();
  }

  /** Live cases the caller is assigned to or on the team of in the organization, newest first. */
  async assignedTo(principal: Principal): Promise<CaseEntity[]> {
    const organizationId = principal.requireOrganizationId();
    return this.dataSource
      .getRepository(CaseEntity)
      .createQueryBuilder('c')
      .where('c.organization_id = :organizationId', { organizationId })
      .andWhere('c.is_archived = false')
      .andWhere(
        `(c.assigned_to_id = :me OR EXISTS (SELECT 1 FROM case_assignee ca WHERE ca.case_id = c.id AND ca.user_id = :me))`,
        { me: principal.userId },
      )
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .getMany();
  }

  /**
   * Cases For All Organizations: across every organization the caller may act in. In each, the caller
   * sees what its role there lets it list (all cases, or those it takes part in).
   */
  /** The organizations the cross-organization list covers: every one for the CV Admin, else those the caller serves. */
  async organizationsAcross(principal: Principal): Promise<string[]> {
    if (principal.subject.role !== Role.CVADMIN) {
      return principal.subject.organizationAccess.map((entry) => entry.organizationId);
    }
    const rows: { id: string }[] = await this.dataSource.query('SELECT id FROM organization ORDER BY name, id');
    return rows.map((row) => row.id);
  }

  async acrossOrganizations(
    principal: Principal,
    organizationIds: readonly string[],
    filters: MultiOrganizationCaseFilters,
    page: PageRequest,
  ): Promise<CaseListPage> {
    const parsed = parseInput(multiOrganizationCaseFiltersSchema, filters);
    let scope = organizationIds;
    if (parsed.currentOrganizationOnly) scope = [principal.requireOrganizationId()];
    if (parsed.organizationId) {
      principal.inOrganization(parsed.organizationId);
      scope = scope.filter((id) => id === parsed.organizationId);
    }
    const full = scope.filter((id) => principal.inOrganization(id).has(Permission.QUERY_ANY_ORG_CASE));
    const involved = scope.filter((id) => !full.includes(id));
    const query = this.baseQuery().where(
      `(c.organization_id = ANY(:full) OR (c.organization_id = ANY(:involved) AND ${involvedCondition('viewerId')}))`,
      { full, involved, viewerId: principal.userId },
    );
    this.applySharedFilters(query, parsed);
    if (parsed.assigneeId) query.andWhere('c.assigned_to_id = :assigneeId', { assigneeId: parsed.assigneeId });
    if (parsed.visitTypes?.length) query.andWhere('c.visit_type = ANY(:visitTypes)', { visitTypes: parsed.visitTypes });
    if (parsed.hasUnacknowledgedComments) query.andWhere('c.unacknowledged_comment_count > 0');
    if (parsed.hasUnacknowledgedNotes) query.andWhere('c.unacknowledged_note_count > 0');
    if (parsed.hasUnacknowledgedMessages) {
      // An inbound message nobody acknowledged: a probe of case_message's partial index of exactly those.
      query.andWhere(
        `EXISTS (SELECT 1 FROM case_message m WHERE m.organization_id = c.organization_id AND m.case_id = c.id
          AND m.type LIKE 'INBOUND%' AND m.acknowledged_at IS NULL)`,
      );
    }
    if (parsed.hasNoCommunication) {
      // Nothing sent to the employee yet: no comment, e-mail or SMS on the timeline.
      query.andWhere(
        `NOT EXISTS (SELECT 1 FROM case_activity a WHERE a.organization_id = c.organization_id AND a.case_id = c.id
          AND a.type IN ('ADD_COMMENT', 'OUTBOUND_EMAIL', 'SMS_SENT'))`,
      );
    }
    if (parsed.paymentInfoStatuses?.length) {
      query.andWhere('c.payment_info_status = ANY(:paymentInfoStatuses)', {
        paymentInfoStatuses: parsed.paymentInfoStatuses,
      });
    }
    if (parsed.escalationReason) {
      query.andWhere(':escalationReason = ANY(c.escalation_reasons)', { escalationReason: parsed.escalationReason });
    }
    return this.page(query, parsed.sortOrder ?? SortDirection.DESC, page, parsed.statuses, {});
  }

  private baseQuery(): CaseQuery {
    return this.dataSource.getRepository(CaseEntity).createQueryBuilder('c');
  }

  private applySharedFilters(query: CaseQuery, filters: CaseListFilters | MultiOrganizationCaseFilters): void {
    if (filters.isArchived !== null && filters.isArchived !== undefined) {
      query.andWhere('c.is_archived = :isArchived', { isArchived: filters.isArchived });
    }
    if (filters.isEscalated !== null && filters.isEscalated !== undefined) {
      query.andWhere('c.is_escalated = :isEscalated', { isEscalated: filters.isEscalated });
    }
    if (filters.escalationCategories?.length) {
      query.andWhere('c.escalation_category = ANY(:escalationCategories)', {
        escalationCategories: filters.escalationCategories,
      });
    }
    if (filters.orderStatuses?.length || filters.isEmptyOrderStatus) {
      query.andWhere(
        filters.isEmptyOrderStatus
          ? '(c.order_status IS NULL OR c.order_status = ANY(:orderStatuses))'
          : 'c.order_status = ANY(:orderStatuses)',
        { orderStatuses: filters.orderStatuses ?? [] },
      );
    }
    if (filters.followUpStatuses?.length) {
      query.andWhere('c.follow_up_form_status = ANY(:followUpStatuses)', { followUpStatuses: filters.followUpStatuses });
    }
    if (filters.searchText) {
      const byName = `(s.first_name || ' ' || s.last_name) ILIKE :search`;
      const byEmail = 's.email ILIKE :search';
      const condition =
        filters.searchField === SearchField.NAME
          ? byName
          : filters.searchField === SearchField.EMAIL
            ? byEmail
            : `(${byName} OR ${byEmail})`;
      query.andWhere(`EXISTS (SELECT 1 FROM app_user s WHERE s.id = c.submitter_id AND ${condition})`, {
        search: likePattern(filters.searchText),
      });
    }
  }

  /**
   * One page after the cursor, (created_at, id) compared as a row, never OFFSET, with the total and the
   * people named on the rows: one statement. Several statuses are walked one index lane each (a LATERAL
   * subquery per status on the index that leads with organization_id, status, created_at) and merged, so no
   * page sorts the organization's whole list; the page's rows are then read by primary key. Rows are mapped
   * by hand (CasePageRows): entity hydration cost more than the statement.
   */
  private async page(
    query: CaseQuery,
    direction: SortDirection,
    request: PageRequest,
    statuses: readonly CaseStatus[] | null | undefined,
    options: {
      /** For allCases only, which answers one long page without a cursor. */
      fixedPageSize?: number;
      /** The statement giving the total where it need not count the rows (see countedByStatus). */
      total?: SelectQueryBuilder<object>;
    },
  ): Promise<CaseListPage> {
    const size = options.fixedPageSize ?? pageSize(request.recordsPerPage);
    const lanes = statuses && statuses.length > 1 ? [...new Set(statuses)] : null;
    if (statuses?.length === 1) query.andWhere('c.status = :status', { status: statuses[0] });
    const counted = query.clone();
    if (lanes) counted.andWhere('c.status = ANY(:statuses)', { statuses: lanes });
    const total = options.total ?? counted.clone().select('COUNT(*)::int', 'total');
    if (request.after) {
      const [createdAt, id] = decodeCursor(request.after, 2);
      if (
        typeof createdAt !== 'string' ||
        typeof id !== 'string' ||
        !isUuid(id) ||
        Number.isNaN(Date.parse(createdAt))
      ) {
        throw badInput('after: not a cursor returned by this list', 'after');
      }
      const comparison = direction === SortDirection.DESC ? '<' : '>';
      query.andWhere(`(c.created_at, c.id) ${comparison} (:cursorAt::timestamptz, :cursorId::uuid)`, {
        cursorAt: createdAt,
        cursorId: id,
      });
    }
    const keys = query
      .select('c.id', 'id')
      .addSelect('c.created_at', 'created_at')
      .addSelect('c.created_at::text', 'cursor_at')
      .orderBy('c.created_at', direction)
      .addOrderBy('c.id', direction)
      .limit(size + 1);
    const keysSql = lanes
      ? `SELECT lane_page.* FROM unnest(CAST(:lanes AS varchar[])) AS lane(status)
         CROSS JOIN LATERAL (${keys.andWhere('c.status = lane.status').getQuery()}) AS lane_page
         ORDER BY lane_page.created_at ${direction}, lane_page.id ${direction} LIMIT ${size + 1}`
      : keys.getQuery();
    const statement =
      `SELECT ${this.rows.caseColumns}, page.cursor_at, (${total.getQuery()}) AS total_count, ` +
      `${CasePageRows.personColumns('s', 'submitter')}, ${CasePageRows.personColumns('a', 'assignee')} ` +
      `FROM (${keysSql}) AS page JOIN case_record c ON c.id = page.id ` +
      'LEFT JOIN app_user s ON s.id = c.submitter_id LEFT JOIN app_user a ON a.id = c.assigned_to_id ' +
      `ORDER BY page.created_at ${direction}, page.id ${direction}`;
    const [sql, values] = this.dataSource.driver.escapeQueryWithParameters(statement, {
      ...total.getParameters(),
      ...keys.getParameters(),
      lanes,
    });
    const raw: PageRow[] = await this.dataSource.query(sql, values);
    // An empty page (no match, or a cursor past the end) carries no total: counted on its own then.
    const totalCount = raw.length > 0 ? raw[0].total_count : (await total.getRawOne<{ total: number }>())!.total;
    const people = new Map<string, CasePersonRecord>();
    const rows = raw.map((row) => {
      for (const person of [CasePageRows.toPerson(row, 'submitter'), CasePageRows.toPerson(row, 'assignee')]) {
        if (person) people.set(person.id, person);
      }
      return { caseRecord: this.rows.toCase(row), cursorAt: row.cursor_at };
    });
    const page = toPage(rows, size, totalCount, (row) => [row.cursorAt, row.caseRecord.id]);
    return { ...page, items: page.items.map((row) => row.caseRecord), people };
  }
}
