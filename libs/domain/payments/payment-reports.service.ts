import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { badInput, isUuid, notFound, Permission, type Principal } from '#access';
import { decodeCursor, type Page, pageSize, toPage } from '#database';
import { caseReach, CaseEntity, whereVisible } from '#domain/cases';
import { OrganizationEntity } from '#domain/organizations';
import { parseInput } from '#domain/shared';
import { CasePaymentEntity } from './case-payment.entity.js';
import type { PaymentTotals } from './payment-amounts.js';
import { paymentPeriodSchema } from './payment-input.schemas.js';
import { paymentTotalsRefusal } from './payment-rules.js';
import { PaymentStatus } from './payment-status.js';
import { COUNTED, SUB_FEES_JOIN, TOTALS_BY_CASE_STATEMENT, TOTALS_COLUMNS } from './payment-totals.statements.js';

export interface PageRequest {
  recordsPerPage?: number | null;
  after?: string | null;
}

export interface CaseTotalsRow extends PaymentTotals {
  isPartner: boolean;
}

export interface CasesWithTotalsFilter {
  /** Only cases with at least one payment that is not deleted. */
  onlyWithPayments?: boolean | null;
}

export interface PaymentPeriod {
  from: string;
  to: string;
  status?: PaymentStatus | null;
}

type RawTotals = Record<keyof PaymentTotals, string | number>;

const toTotals = (row: RawTotals): PaymentTotals =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as PaymentTotals;

/** A cursor of these lists: the last row's creation time (as PostgreSQL wrote it) and id. */
function keysetCursor(after: string): [string, string] {
  const [at, id] = decodeCursor(after, 2);
  if (typeof at !== 'string' || typeof id !== 'string' || !isUuid(id) || Number.isNaN(Date.parse(at))) {
    throw badInput('after: not a cursor returned by this list', 'after');
  }
  return [at, id];
}

/**
 * The payment reports: each case's totals (batched by case ids), a page of the organization's cases for
 * the totals list, and the organization's payments in a period. Lists are keyset-paged newest first on
 * indexes that lead with the organization; totals come from SQL over the same rows the lists show.
 * Both lists are for who may see payment totals in the organization (paymentTotalsRefusal) and show
 * only the cases the caller may see.
 */
@Injectable()
export class PaymentReportsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Totals of each case, with its organization's partner flag (one statement for any number of cases). */
  async totalsByCaseIds(ids: readonly string[]): Promise<Map<string, CaseTotalsRow>> {
    if (ids.length === 0) return new Map();
    const rows: (RawTotals & { caseId: string; isPartner: boolean })[] = await this.dataSource.query(
      TOTALS_BY_CASE_STATEMENT,
      [[...new Set(ids)]],
    );
    return new Map(rows.map(({ caseId, isPartner, ...totals }) => [caseId, { ...toTotals(totals), isPartner }]));
  }

  /** The organization's cases the caller can see, newest first, and the totals over all of them. */
  async casesWithTotals(
    principal: Principal,
    filter: CasesWithTotalsFilter,
    request: PageRequest,
  ): Promise<Page<CaseEntity> & { totals: PaymentTotals }> {
    const organizationId = await this.requireTotalsAccess(principal);
    const size = pageSize(request.recordsPerPage);
    const reach = caseReach(principal, Permission.QUERY_ANY_ORG_CASE);
    const base = () => {
      const query = this.dataSource
        .getRepository(CaseEntity)
        .createQueryBuilder('c')
        .where('c.organization_id = :organizationId', { organizationId });
      if (filter.onlyWithPayments) {
        query.andWhere(
          'EXISTS (SELECT 1 FROM case_payment ep WHERE ep.organization_id = c.organization_id AND ep.case_id = c.id AND NOT ep.is_deleted)',
        );
      }
      return whereVisible(query, reach, principal.userId);
    };
    const page = base()
      .addSelect('c.created_at::text', 'cursor_at')
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(size + 1);
    if (request.after) {
      const [at, id] = keysetCursor(request.after);
      page.andWhere('(c.created_at, c.id) < (CAST(:at AS timestamptz), CAST(:id AS uuid))', { at, id });
    }
    const [{ entities, raw }, totalCount, totals] = await Promise.all([
      page.getRawAndEntities<{ cursor_at: string; c_id: string }>(),
      base().getCount(),
      this.organizationTotals(base().select('c.id').getQueryAndParameters()),
    ]);
    const cursorOf = new Map(raw.map((row) => [row.c_id, row.cursor_at]));
    return {
      ...toPage(entities, size, totalCount, (caseRecord) => [cursorOf.get(caseRecord.id) ?? '', caseRecord.id]),
      totals,
    };
  }

  /**
   * The organization's payments (not deleted, on cases the caller can see) paid or due within the period
   * (both ends included; a payment date is taken in UTC), newest first, and the totals over all of them.
   */
  async paymentsForPeriod(
    principal: Principal,
    period: PaymentPeriod,
    request: PageRequest,
  ): Promise<Page<CasePaymentEntity> & { totals: PaymentTotals }> {
    const { from, to } = parseInput(paymentPeriodSchema, { from: period.from, to: period.to });
    const organizationId = await this.requireTotalsAccess(principal);
    const size = pageSize(request.recordsPerPage);
    const reach = caseReach(principal, Permission.QUERY_ANY_ORG_CASE);
    const base = () => {
      const query = this.dataSource
        .getRepository(CasePaymentEntity)
        .createQueryBuilder('p')
        .innerJoin(CaseEntity, 'c', 'c.id = p.case_id AND c.organization_id = p.organization_id')
        .where('p.organization_id = :organizationId', { organizationId })
        .andWhere('NOT p.is_deleted')
        .andWhere(
          `((p.payment_date >= CAST(:from AS date) AND p.payment_date < CAST(:to AS date) + 1)
            OR (p.due_date BETWEEN CAST(:from AS date) AND CAST(:to AS date)))`,
          { from, to },
        );
      if (period.status) query.andWhere('p.status = :status', { status: period.status });
      return whereVisible(query, reach, principal.userId);
    };
    const page = base()
      .addSelect('p.created_at::text', 'cursor_at')
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(size + 1);
    if (request.after) {
      const [at, id] = keysetCursor(request.after);
      page.andWhere('(p.created_at, p.id) < (CAST(:at AS timestamptz), CAST(:id AS uuid))', { at, id });
    }
    const [{ entities, raw }, totalCount, totals] = await Promise.all([
      page.getRawAndEntities<{ cursor_at: string; p_id: string }>(),
      base().getCount(),
      this.paymentTotals(base().select('p.id').getQueryAndParameters()),
    ]);
    const cursorOf = new Map(raw.map((row) => [row.p_id, row.cursor_at]));
    return {
      ...toPage(entities, size, totalCount, (payment) => [cursorOf.get(payment.id) ?? '', payment.id]),
      totals,
    };
  }

  /** The acting organization, when the caller may see payment totals there (else FORBIDDEN). */
  private async requireTotalsAccess(principal: Principal): Promise<string> {
    const organizationId = principal.requireOrganizationId();
    const organization = await this.dataSource.getRepository(OrganizationEntity).findOneBy({ id: organizationId });
    if (!organization) throw notFound();
    const refusal = paymentTotalsRefusal(principal, organization);
    if (refusal) throw refusal;
    return organizationId;
  }

  /** Totals over the payments of the cases a statement selects (its `c.id`). */
  private async organizationTotals([cases, parameters]: [string, unknown[]]): Promise<PaymentTotals> {
    const [row]: RawTotals[] = await this.dataSource.query(
      `SELECT ${TOTALS_COLUMNS} FROM case_payment p ${SUB_FEES_JOIN}
        WHERE p.case_id IN (${cases}) AND ${COUNTED}`,
      parameters,
    );
    return toTotals(row);
  }

  /** Totals over the payments a statement selects (its `p.id`). */
  private async paymentTotals([payments, parameters]: [string, unknown[]]): Promise<PaymentTotals> {
    const [row]: RawTotals[] = await this.dataSource.query(
      `SELECT ${TOTALS_COLUMNS} FROM case_payment p ${SUB_FEES_JOIN}
        WHERE p.id IN (${payments}) AND ${COUNTED}`,
      parameters,
    );
    return toTotals(row);
  }
}
