import { Module } from '@nestjs/common';
import { FmlaModule } from '#domain/fmla';
import { FmlaHoursResolver } from './fmla-hours.resolver.js';

/** FMLA hours over GraphQL. */
@Module({ imports: [FmlaModule], providers: [FmlaHoursResolver] })
export class FmlaApiModule {}
