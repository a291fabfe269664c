import { Module } from '@nestjs/common';
import { IntegrationSecretsService } from './integration-secrets.service.js';

/** Per-organization secrets of outside services (spec 000 "Integration secrets"). */
@Module({ providers: [IntegrationSecretsService], exports: [IntegrationSecretsService] })
export class IntegrationSecretsModule {}
