export { OrganizationEntity, type OrganizationSettingsData } from './organization.entity.js';
export { CustomRoleEntity } from './custom-role.entity.js';
export { AliasKey, type AliasLabel, resolveAliases } from './alias-defaults.js';
export {
  type CreateOrganizationInput,
  DEFAULT_BRAND_COLORS,
  DEFAULT_WELCOME_TEXT,
  type OrganizationRoleView,
  OrganizationsService,
} from './organizations.service.js';
export { OrganizationsModule } from './organizations.module.js';
export * from './organization-settings.js';
export * from './general-settings.js';
