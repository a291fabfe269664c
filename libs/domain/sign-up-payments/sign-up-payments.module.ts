import { Module } from '@nestjs/common';
import { CaseMessagesModule } from '#domain/case-messages';
import { CasesModule } from '#domain/cases';
import { PaymentMethodsModule } from '#domain/payment-methods';
import { AbandonedCarts } from './abandoned-carts.service.js';
import { SignUpPaymentViews } from './sign-up-payment-view.service.js';

const services = [AbandonedCarts, SignUpPaymentViews];

/** Payment sign-ups (the api's and the worker's database side): their card collection page and abandoned carts. */
@Module({
  imports: [CasesModule, CaseMessagesModule, PaymentMethodsModule],
  providers: services,
  exports: services,
})
export class SignUpPaymentsModule {}
