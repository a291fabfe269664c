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
export { OrganizationEditRules, OrganizationMessages } from './organization-rules.js';
export {
  type UpdateOrganizationInput,
  type UpdateOrganizationNameInput,
  organizationLinkName,
  organizationName,
} from './organization-input.js';
export { type BrandImage, MAX_BRAND_IMAGE_BYTES, OrganizationImagesService } from './organization-images.service.js';
export { OrganizationImagesModule } from './organization-images.module.js';
export {
  BUILT_IN_ROLE_MESSAGE,
  cannotGrantMessage,
  CustomRolesService,
  type UpdatePermissionsInput,
} from './custom-roles.service.js';
export * from './general-settings.js';
export * from './payment-settings.js';
