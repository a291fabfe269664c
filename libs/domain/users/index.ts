export { UserEntity } from './user.entity.js';
export { OrganizationAccessEntity } from './organization-access.entity.js';
export { Gender } from './gender.js';
export { toAccessSubject, USER_ACCESS_RELATIONS } from './user-access.js';
export { UsersService, type CreateCvAdminInput } from './users.service.js';
export {
  UserListService,
  type UserListFilters,
  type UserListScope,
  UserSearchField,
  UserSortField,
} from './user-list.service.js';
export { PeopleService } from './people.service.js';
export { TpaUsersService } from './tpa-users.service.js';
export { UserLookupService } from './user-lookup.service.js';
export type { AddTpaUserInput, AddUserInput, UpdateTpaUserInput, UpdateUserInput } from './people-input.js';
export { UsersModule } from './users.module.js';
export {
  ACCESSIBILITY_TEXT_SIZES,
  type AccessibilityPreferences,
  type UpdateUserSettingsInput,
  UserSettingsService,
} from './user-settings.js';
export { peopleActor } from './people-access.js';
export { findPhysicians } from './physicians.js';
export {
  type PrescriberDetails,
  prescriberDetailsOf,
  PrescriberRules,
  PrescribersService,
} from './prescribers.service.js';
export { isValidDea, isValidNpi, type PrescriberDetailsInput, PrescriberIdKey } from './prescriber-input.js';
