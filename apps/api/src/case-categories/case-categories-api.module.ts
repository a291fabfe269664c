import { Module } from '@nestjs/common';
import { CaseCategoriesModule } from '#domain/case-categories';
import {
  CaseCategoriesResolver,
  OrganizationBrandCaseCategoriesResolver,
  OrganizationCaseCategoriesResolver,
} from './case-categories.resolver.js';

/** Case categories over GraphQL, and each organization's categories as a field of it. */
@Module({
  imports: [CaseCategoriesModule],
  providers: [CaseCategoriesResolver, OrganizationCaseCategoriesResolver, OrganizationBrandCaseCategoriesResolver],
})
export class CaseCategoriesApiModule {}
