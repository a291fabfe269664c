import { Module } from '@nestjs/common';
import { IntegrationSecretsModule } from '#domain/integration-secrets';
import { IntegrationSecretsResolver } from './integration-secrets.resolver.js';

@Module({ imports: [IntegrationSecretsModule], providers: [IntegrationSecretsResolver] })
export class IntegrationSecretsApiModule {}
