import { Module } from '@nestjs/common';
import { DashboardsModule } from '#domain/dashboards';
import { CaseDashboardsResolver } from './case-dashboards.resolver.js';

/** The case dashboards over GraphQL. */
@Module({ imports: [DashboardsModule], providers: [CaseDashboardsResolver] })
export class DashboardsApiModule {}
