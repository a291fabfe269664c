import { Module } from '@nestjs/common';
import { ReportsModule } from '#domain/reports';
import { CaseReportsResolver } from './case-reports.resolver.js';

/** The reports over GraphQL. */
@Module({ imports: [ReportsModule], providers: [CaseReportsResolver] })
export class ReportsApiModule {}
