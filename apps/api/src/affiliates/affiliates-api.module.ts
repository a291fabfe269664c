import { Module } from '@nestjs/common';
import { AffiliatesModule } from '#domain/affiliates';
import { AffiliatesResolver } from './affiliates.resolver.js';

@Module({ imports: [AffiliatesModule], providers: [AffiliatesResolver] })
export class AffiliatesApiModule {}
