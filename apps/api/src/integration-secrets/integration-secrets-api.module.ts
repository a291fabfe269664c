import { Module } from '@nestjs/common';
import { IntegrationSecretsModule } from '#domain/integration-secrets';
import { IntegrationSecretsResolver } from './integration-secrets.resolver.js';
import { OrganizationIntegrationsResolver } from './organization-integrations.resolver.js';

@Module({
  imports: [IntegrationSecretsModule],
  providers: [IntegrationSecretsResolver, OrganizationIntegrationsResolver],
})
export class IntegrationSecretsApiModule {}
