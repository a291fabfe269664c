import { Module } from '@nestjs/common';
import { OrganizationImagesModule } from '#domain/organizations';
import { PaymentMethodsModule } from '#domain/payment-methods';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { PaymentSetupResolver } from './payment-setup.resolver.js';

/** Saved cards and payment links over GraphQL. */
@Module({
  imports: [PaymentMethodsModule, OrganizationImagesModule, RateLimitModule],
  providers: [PaymentSetupResolver],
})
export class PaymentSetupApiModule {}
