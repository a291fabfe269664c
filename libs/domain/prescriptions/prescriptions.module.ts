import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { IntegrationSecretsModule } from '#domain/integration-secrets';
import { StorageModule } from '#integrations';
import { PrescriptionsService } from './prescriptions.service.js';

/** Printable prescriptions and the sign-on to the DoseSpot prescribing portal. */
@Module({
  imports: [CasesModule, IntegrationSecretsModule, StorageModule],
  providers: [PrescriptionsService],
  exports: [PrescriptionsService],
})
export class PrescriptionsModule {}
