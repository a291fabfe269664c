import { Module } from '@nestjs/common';
import { AffiliatesService } from './affiliates.service.js';

/** Affiliate relations between organizations and their share of the implementation fee. */
@Module({ providers: [AffiliatesService], exports: [AffiliatesService] })
export class AffiliatesModule {}
