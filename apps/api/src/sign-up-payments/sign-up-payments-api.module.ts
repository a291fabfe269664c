import { Module } from '@nestjs/common';
import { OrganizationImagesModule } from '#domain/organizations';
import { SignUpPaymentsModule } from '#domain/sign-up-payments';
import { CaseSignUpPreauthorizationResolver } from './case-sign-up-preauthorization.resolver.js';
import { SignUpPaymentsResolver } from './sign-up-payments.resolver.js';

/** Payment sign-ups over GraphQL: their card collection, handleAbandonedCart and the case's hold. */
@Module({
  imports: [SignUpPaymentsModule, OrganizationImagesModule],
  providers: [SignUpPaymentsResolver, CaseSignUpPreauthorizationResolver],
})
export class SignUpPaymentsApiModule {}
