export { OrganizationEntity, type OrganizationSettingsData } from './organization.entity.js';
export { CustomRoleEntity } from './custom-role.entity.js';
