import { Inject } from '@nestjs/common';
import { Context, Float, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import {
  type CasePaymentEntity,
  CasePaymentsService,
  type CaseTotalsRow,
  type PaymentTotals,
  PaymentReportsService,
  paymentTotalsRefusal,
} from '#domain/payments';
import { Case } from '../cases/case.model.js';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { seesPaymentMoney, toCasePayment } from './payment.mapper.js';
import { CasePayment, PaymentAttachment } from './payment.model.js';

const TOTAL_OPTIONS = {
  nullable: true,
  description:
    'Cents over the PAID payments of the case that are not deleted; null unless the caller may see payment totals ' +
    '(Cvadmin, or TPA Support with the owner dashboard permission, in a partner organization)',
};

/** A loader key that carries the organization, so the statement's condition leads with it. */
const caseKey = (caseRecord: { id: string; organizationId: string }) => `${caseRecord.organizationId}:${caseRecord.id}`;

/**
 * Case.payments, the case's payment totals and CasePayment.paymentAttachment, each batched per request
 * (one statement for a whole page of cases, whatever it asks).
 */
@Resolver(() => Case)
export class CasePaymentFieldsResolver {
  constructor(
    @Inject(CasePaymentsService) private readonly payments: CasePaymentsService,
    @Inject(PaymentReportsService) private readonly reports: PaymentReportsService,
  ) {}

  /** The payments that are not deleted, by due date (none last), then by creation. */
  @ResolveField('payments', () => [CasePayment])
  async casePayments(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<CasePayment[]> {
    const principal = requirePrincipal(context);
    const rows =
      (await context.loaders
        .get<CasePaymentEntity[]>('casePaymentsByCase', async (keys) => {
          const cases = keys.map((key) => {
            const [organizationId, id] = key.split(':');
            return { id, organizationId };
          });
          const found = await this.payments.byCaseIds(cases);
          return new Map(cases.map((caseRecord) => [caseKey(caseRecord), found.get(caseRecord.id) ?? []]));
        })
        .load(caseKey(parent))) ?? [];
    const staff = seesPaymentMoney(principal, parent);
    return rows.map((row) => toCasePayment(row, staff));
  }

  @ResolveField(() => Float, TOTAL_OPTIONS)
  totalConsultFees(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<number | null> {
    return this.totalOf(parent, context, 'totalConsultFees');
  }

  @ResolveField(() => Float, TOTAL_OPTIONS)
  totalCosts(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<number | null> {
    return this.totalOf(parent, context, 'totalCosts');
  }

  @ResolveField(() => Float, TOTAL_OPTIONS)
  totalPayments(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<number | null> {
    return this.totalOf(parent, context, 'totalPayments');
  }

  @ResolveField(() => Float, TOTAL_OPTIONS)
  totalPayoutAmount(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<number | null> {
    return this.totalOf(parent, context, 'totalPayoutAmount');
  }

  @ResolveField(() => Float, TOTAL_OPTIONS)
  totalPharmacyFees(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<number | null> {
    return this.totalOf(parent, context, 'totalPharmacyFees');
  }

  @ResolveField(() => Float, TOTAL_OPTIONS)
  totalShippingFees(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<number | null> {
    return this.totalOf(parent, context, 'totalShippingFees');
  }

  @ResolveField(() => Float, TOTAL_OPTIONS)
  totalTechPlatformFees(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<number | null> {
    return this.totalOf(parent, context, 'totalTechPlatformFees');
  }

  @ResolveField(() => Float, TOTAL_OPTIONS)
  totalSyringeKitFees(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<number | null> {
    return this.totalOf(parent, context, 'totalSyringeKitFees');
  }

  @ResolveField(() => Float, TOTAL_OPTIONS)
  totalPaymentProcessingFees(@Parent() parent: Case, @Context() context: GraphqlContext): Promise<number | null> {
    return this.totalOf(parent, context, 'totalPaymentProcessingFees');
  }

  private async totalOf(parent: Case, context: GraphqlContext, field: keyof PaymentTotals): Promise<number | null> {
    const principal = requirePrincipal(context);
    const row = await context.loaders
      .get<CaseTotalsRow>('casePaymentTotals', (ids) => this.reports.totalsByCaseIds(ids))
      .load(parent.id);
    if (!row || !principal.canActIn(parent.organizationId)) return null;
    if (paymentTotalsRefusal(principal.inOrganization(parent.organizationId), row)) return null;
    return row[field];
  }
}

@Resolver(() => CasePayment)
export class CasePaymentAttachmentResolver {
  constructor(@Inject(CasePaymentsService) private readonly payments: CasePaymentsService) {}

  /** The file that documents the payment (id and name), for payment staff; null for anyone else. */
  @ResolveField('paymentAttachment', () => PaymentAttachment, { nullable: true })
  async paymentAttachment(@Parent() parent: CasePayment, @Context() context: GraphqlContext) {
    if (!parent.paymentAttachmentId) return null;
    return context.loaders
      .get('casePaymentAttachment', (ids) => this.payments.attachmentsByIds(ids))
      .load(parent.paymentAttachmentId);
  }
}
