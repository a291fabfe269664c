export { UserEntity } from './user.entity.js';
export { OrganizationAccessEntity } from './organization-access.entity.js';
export { Gender } from './gender.js';
