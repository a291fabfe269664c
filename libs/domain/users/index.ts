export { UserEntity } from './user.entity.js';
export { OrganizationAccessEntity } from './organization-access.entity.js';
export { Gender } from './gender.js';
export { toAccessSubject, USER_ACCESS_RELATIONS } from './user-access.js';
export { UsersService, type CreateCvAdminInput } from './users.service.js';
export { UserListService, type UserListFilters, UserSearchField, UserSortField } from './user-list.service.js';
export { UsersModule } from './users.module.js';
export {
  ACCESSIBILITY_TEXT_SIZES,
  type AccessibilityPreferences,
  type UpdateUserSettingsInput,
  UserSettingsService,
} from './user-settings.js';
