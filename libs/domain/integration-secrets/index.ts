export { IntegrationSecretEntity, IntegrationSecretType } from './integration-secret.entity.js';
export { type IssuedSecret, IntegrationSecretRules, IntegrationSecretsService } from './integration-secrets.service.js';
export { IntegrationSecretsModule } from './integration-secrets.module.js';
