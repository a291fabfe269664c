import { Module } from '@nestjs/common';
import { FmlaHoursService } from './fmla-hours.service.js';

/** FMLA hours taken by an employee. */
@Module({ providers: [FmlaHoursService], exports: [FmlaHoursService] })
export class FmlaModule {}
