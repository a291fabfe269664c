import { Module } from '@nestjs/common';
import { PartnerWebhooksModule } from '#domain/partner-webhooks';
import { PartnerWebhooksResolver } from './partner-webhooks.resolver.js';

@Module({ imports: [PartnerWebhooksModule], providers: [PartnerWebhooksResolver] })
export class PartnerWebhooksApiModule {}
