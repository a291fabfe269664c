import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CasePaymentRules, PaymentReportsService } from '#domain/payments';
import { toCaseModel } from '../cases/case.mapper.js';
import { CasesWithPaymentTotalsInput, CasePaymentsForPeriodInput } from './dto/payment.inputs.js';
import { toCasePayment } from './payment.mapper.js';
import { CasePaymentsPage, CasesWithPaymentTotalsPage } from './payment.model.js';

const pageInfo = (page: { endCursor: string | null; hasNextPage: boolean }) => ({
  endCursor: page.endCursor,
  hasNextPage: page.hasNextPage,
});

/**
 * The payment reports (spec 001: casesWithPaymentTotals(input), casePaymentsForPeriod(input)), for who may see
 * payment totals: Cvadmin, or TPA Support with the owner dashboard permission, in a partner organization.
 */
@Resolver()
export class PaymentReportsResolver {
  constructor(@Inject(PaymentReportsService) private readonly reports: PaymentReportsService) {}

  /** The organization's cases the caller can see, newest first, each with its totals fields. */
  @Query(() => CasesWithPaymentTotalsPage)
  @AllowedFor(CasePaymentRules.totals)
  async casesWithPaymentTotals(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { type: () => CasesWithPaymentTotalsInput, nullable: true }) input?: CasesWithPaymentTotalsInput,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<CasesWithPaymentTotalsPage> {
    const { recordsPerPage, after, onlyWithPayments } = input ?? {};
    const page = await this.reports.casesWithTotals(principal, { onlyWithPayments }, { recordsPerPage, after });
    return {
      totalCount: page.totalCount,
      pageInfo: pageInfo(page),
      cases: page.items.map((caseRecord) => toCaseModel(caseRecord, principal)),
      totals: page.totals,
    };
  }

  /** The organization's payments paid or due within the period, newest first, with the period's totals. */
  @Query(() => CasePaymentsPage)
  @AllowedFor(CasePaymentRules.totals)
  async casePaymentsForPeriod(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CasePaymentsForPeriodInput,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<CasePaymentsPage> {
    const { from, to, status, recordsPerPage, after } = input;
    const page = await this.reports.paymentsForPeriod(principal, { from, to, status }, { recordsPerPage, after });
    return {
      totalCount: page.totalCount,
      pageInfo: pageInfo(page),
      payments: page.items.map((payment) => toCasePayment(payment, true)),
      totals: page.totals,
    };
  }
}
