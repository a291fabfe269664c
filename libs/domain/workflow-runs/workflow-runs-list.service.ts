import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { z } from 'zod';
import { type AccessRule, badInput, forbidden, isUuid, Permission, type Principal, Role } from '#access';
import { DEFAULT_RECORDS_PER_PAGE, decodeCursor, MAX_RECORDS_PER_PAGE, type Page, toPage } from '#database';
import { CaseMessages, CasesService } from '#domain/cases';
import { parseInput } from '#domain/shared';
import { RunStatus, WorkflowRunEntity } from './workflow-run.entity.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;

/**
 * Who may ask for runs at all: staff. A whole organization's log needs edit_settings there; one case's runs
 * need the case's staff timeline (the case visible to the caller, who is not the employee).
 */
export const WorkflowRunRules = {
  read: {
    roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA],
    permissions: [Permission.EDIT_SETTINGS],
    message: CaseMessages.MANAGE,
  },
} satisfies Record<string, AccessRule>;

export const RUNS_LOG_REFUSAL = 'Only who may edit the organization settings can see its workflow runs';

const filtersSchema = z.object({
  caseId: z.string().refine(isUuid, 'not a case id').nullish(),
  status: z.enum(RunStatus).nullish(),
  first: z.number().int().min(1).max(MAX_RECORDS_PER_PAGE).nullish(),
  after: z.string().max(500).nullish(),
});

export interface WorkflowRunFilters {
  caseId?: string | null;
  status?: RunStatus | null;
  first?: number | null;
  after?: string | null;
}

export interface WorkflowRunRow {
  id: string;
  organizationId: string;
  caseId: string;
  caseShortId: string;
  trigger: string;
  status: RunStatus;
  reason: string | null;
  attempts: number;
  createdAt: Date;
  finishedAt: Date | null;
}

/** A timestamptz as PostgreSQL writes it (the cursor's own form): nothing else reaches the statement. */
const POSTGRES_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** Workflow runs newest first, by organization or by case, keyset-paged on (created_at, id). */
@Injectable()
export class WorkflowRunsListService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  async page(principal: Principal, organizationId: string, filters: WorkflowRunFilters): Promise<Page<WorkflowRunRow>> {
    const parsed = parseInput(filtersSchema, filters);
    const scoped = principal.inOrganization(organizationId);
    if (parsed.caseId) {
      const caseRecord = await this.cases.findVisible(scoped, parsed.caseId);
      if (caseRecord.organizationId !== organizationId)
        throw badInput('caseId: not a case of this organization', 'caseId');
      if (scoped.role === Role.USER) throw forbidden(CaseMessages.MANAGE);
    } else if (!scoped.has(Permission.EDIT_SETTINGS)) {
      throw forbidden(RUNS_LOG_REFUSAL);
    }
    const size = parsed.first ?? DEFAULT_RECORDS_PER_PAGE;
    const query = this.dataSource
      .getRepository(WorkflowRunEntity)
      .createQueryBuilder('r')
      .innerJoin('case_record', 'c', 'c.id = r.case_id')
      .select([
        'r.id AS id',
        'r.organization_id AS "organizationId"',
        'r.case_id AS "caseId"',
        'c.short_id AS "caseShortId"',
        'r.trigger AS trigger',
        'r.status AS status',
        'r.reason AS reason',
        'r.attempts AS attempts',
        'r.created_at AS "createdAt"',
        'r.finished_at AS "finishedAt"',
        'r.created_at::text AS "cursorAt"',
      ])
      .where('r.organization_id = :organizationId', { organizationId })
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .limit(size + 1);
    if (parsed.caseId) query.andWhere('r.case_id = :caseId', { caseId: parsed.caseId });
    if (parsed.status) query.andWhere('r.status = :status', { status: parsed.status });
    const total = query.clone().select('count(*)::int', 'count').orderBy().limit(undefined);
    if (parsed.after) {
      const [createdAt, id] = decodeCursor(parsed.after, 2);
      if (typeof createdAt !== 'string' || !POSTGRES_TIMESTAMP.test(createdAt) || typeof id !== 'string' || !isUuid(id))
        throw badInput('after: not a cursor returned by this list', 'after');
      query.andWhere('(r.created_at, r.id) < (:cursorAt::timestamptz, :cursorId::uuid)', {
        cursorAt: createdAt,
        cursorId: id,
      });
    }
    const [rows, counted] = await Promise.all([
      query.getRawMany<WorkflowRunRow & { cursorAt: string }>(),
      total.getRawOne<{ count: number }>(),
    ]);
    return toPage(rows, size, counted?.count ?? 0, (row) => [row.cursorAt, row.id]);
  }

  /** The latest runs of each case, newest first (the caller decides the viewer may see them: staff only). */
  async latestByCaseIds(caseIds: readonly string[], perCase = 50): Promise<Map<string, WorkflowRunEntity[]>> {
    const ids: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM (
         SELECT id, row_number() OVER (PARTITION BY case_id ORDER BY created_at DESC, id DESC) AS place
           FROM workflow_run WHERE case_id = ANY($1::uuid[])) ranked
        WHERE place <= $2`,
      [caseIds, perCase],
    );
    const runs = ids.length
      ? await this.dataSource.getRepository(WorkflowRunEntity).find({
          where: { id: In(ids.map((row) => row.id)) },
          order: { createdAt: 'DESC', id: 'DESC' },
        })
      : [];
    const byCase = new Map<string, WorkflowRunEntity[]>();
    for (const run of runs) byCase.set(run.caseId, [...(byCase.get(run.caseId) ?? []), run]);
    return byCase;
  }
}
