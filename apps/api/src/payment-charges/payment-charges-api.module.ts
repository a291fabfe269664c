import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { OrganizationImagesModule } from '#domain/organizations';
import { PaymentChargesModule } from '#domain/payment-charges';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { CasePaymentChargeFieldsResolver } from './case-payment-charge-fields.resolver.js';
import { PaymentChargesResolver } from './payment-charges.resolver.js';

/** Charges of saved cards over GraphQL: makeOffSessionPayment, a payment's last charge, the completion page. */
@Module({
  imports: [PaymentChargesModule, CasesModule, OrganizationImagesModule, RateLimitModule],
  providers: [PaymentChargesResolver, CasePaymentChargeFieldsResolver],
})
export class PaymentChargesApiModule {}
