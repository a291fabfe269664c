import { Module } from '@nestjs/common';
import { CaseOrdersModule } from '#domain/case-orders';
import { CasesModule } from '#domain/cases';
import { CaseOrdersResolver } from './case-orders.resolver.js';

/** Orders of a case over GraphQL. */
@Module({ imports: [CaseOrdersModule, CasesModule], providers: [CaseOrdersResolver] })
export class CaseOrdersApiModule {}
