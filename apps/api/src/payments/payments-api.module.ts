import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { PaymentsModule } from '#domain/payments';
import { CasePaymentAttachmentResolver, CasePaymentFieldsResolver } from './case-payment-fields.resolver.js';
import { CasePaymentsResolver } from './case-payments.resolver.js';
import { PaymentFeeDefaultsResolver } from './payment-fee-defaults.resolver.js';
import { PaymentReportsResolver } from './payment-reports.resolver.js';

/** Payments on cases over GraphQL: the changes, the case's payments and totals, the payment reports. */
@Module({
  imports: [PaymentsModule, CasesModule],
  providers: [
    CasePaymentsResolver,
    CasePaymentFieldsResolver,
    CasePaymentAttachmentResolver,
    PaymentFeeDefaultsResolver,
    PaymentReportsResolver,
  ],
})
export class PaymentsApiModule {}
