import { Module } from '@nestjs/common';
import { PrescriptionsModule } from '#domain/prescriptions';
import { PrescriptionsResolver } from './prescriptions.resolver.js';

/** Prescriptions and the prescribing portal over GraphQL. */
@Module({ imports: [PrescriptionsModule], providers: [PrescriptionsResolver] })
export class PrescriptionsApiModule {}
