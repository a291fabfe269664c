import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { badInput, Permission, type Principal, Role } from '#access';
import { CaseListService } from '#domain/cases';
import { PaymentReportsService } from '#domain/payments';
import { UserListService } from '#domain/users';
import { caseListTable, casesAcrossOrganizationsTable } from './case-export.js';
import { ExportList, type ExportRequest } from './export-request.js';
import type { ExportTable } from './export-table.js';
import { casesWithTotalsTable, paymentsForPeriodTable } from './payment-export.js';
import { userListTable } from './user-export.js';

export interface OpenExport {
  table: ExportTable<unknown>;
  /** Whether the PHI columns are written: the reader holds access_phi in the organization. */
  mayReadPhi: boolean;
}

/**
 * CSV exports of the product's lists. Each export reads its list through the same service, filters,
 * validation, visibility and order as the GraphQL list, one keyset page at a time.
 */
@Injectable()
export class ExportsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseListService) private readonly cases: CaseListService,
    @Inject(UserListService) private readonly users: UserListService,
    @Inject(PaymentReportsService) private readonly payments: PaymentReportsService,
  ) {}

  open(principal: Principal, request: ExportRequest): OpenExport {
    return { table: this.table(principal, request), mayReadPhi: this.mayReadPhi(principal, request) };
  }

  /**
   * Whether the PHI columns are written: the reader holds access_phi in the organization, or for the
   * cross-organization list in every organization it covers (a TPA's rights differ from one to the next).
   */
  private mayReadPhi(principal: Principal, request: ExportRequest): boolean {
    if (request.list !== ExportList.CASES_ACROSS_ORGANIZATIONS || principal.subject.role === Role.CVADMIN) {
      return principal.has(Permission.ACCESS_PHI);
    }
    const served = principal.subject.organizationAccess.map((entry) => entry.organizationId);
    return served.every((id) => principal.inOrganization(id).has(Permission.ACCESS_PHI));
  }

  /**
   * Reads the export's first page, so bad filters (BAD_USER_INPUT) and a list the caller may not read
   * (FORBIDDEN) are refused when the export is asked for, not halfway through a download.
   */
  async check(principal: Principal, request: ExportRequest): Promise<void> {
    const iterator = (this.table(principal, request).rows as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    try {
      await iterator.next();
    } finally {
      await iterator.return?.();
    }
  }

  private table(principal: Principal, request: ExportRequest): ExportTable<unknown> {
    switch (request.list) {
      case ExportList.CASES:
        return caseListTable(this.cases, principal, request.caseFilters ?? {}) as ExportTable<unknown>;
      case ExportList.CASES_ACROSS_ORGANIZATIONS:
        return casesAcrossOrganizationsTable(this.cases, principal, request.multiOrganizationCaseFilters ?? {}, (ids) =>
          this.organizationNames(ids),
        ) as ExportTable<unknown>;
      case ExportList.USERS:
      case ExportList.TPA_USERS:
      case ExportList.ALL_TPA_USERS: {
        const scope =
          request.list === ExportList.USERS
            ? 'organization'
            : request.list === ExportList.TPA_USERS
              ? 'organizationTpas'
              : 'allTpas';
        return userListTable(this.users, principal, request.userFilters ?? {}, scope, (ids) =>
          this.organizationNames(ids),
        ) as ExportTable<unknown>;
      }
      case ExportList.PAYMENTS_FOR_PERIOD:
        if (!request.paymentPeriod) throw badInput('paymentPeriod: the period to export is required', 'paymentPeriod');
        return paymentsForPeriodTable(this.payments, principal, request.paymentPeriod, (ids) =>
          this.caseShortIds(ids),
        ) as ExportTable<unknown>;
      case ExportList.CASES_WITH_PAYMENT_TOTALS:
        return casesWithTotalsTable(this.payments, principal, request.onlyWithPayments) as ExportTable<unknown>;
      default:
        throw badInput('list: not a list that can be exported', 'list');
    }
  }

  private async organizationNames(ids: string[]): Promise<ReadonlyMap<string, string>> {
    const rows: { id: string; name: string }[] = await this.dataSource.query(
      'SELECT id, name FROM organization WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  private async caseShortIds(ids: string[]): Promise<ReadonlyMap<string, string>> {
    const rows: { id: string; short_id: string }[] = await this.dataSource.query(
      'SELECT id, short_id FROM case_record WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.short_id]));
  }
}
