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
export { peopleActor } from './people-access.js';
