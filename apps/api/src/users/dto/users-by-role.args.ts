import { ArgsType, Field, ID } from '@nestjs/graphql';
import { Role } from '#access';
import { SortDirection } from '#domain/cases';
import { UserSearchField, UserSortField } from '#domain/users';
import { PagingArgs } from '../../graphql/paging.js';

@ArgsType()
export class UsersByRoleArgs extends PagingArgs {
  @Field(() => [Role], { nullable: true })
  roles?: Role[] | null;

  @Field(() => [String], { nullable: true, description: 'Custom role names' })
  customRoles?: string[] | null;

  @Field(() => ID, { nullable: true })
  organizationId?: string | null;

  @Field(() => UserSortField, { nullable: true, description: 'By name unless asked otherwise' })
  sortBy?: UserSortField | null;

  @Field(() => SortDirection, { nullable: true })
  sortOrder?: SortDirection | null;

  @Field(() => String, { nullable: true })
  searchText?: string | null;

  @Field(() => UserSearchField, { nullable: true, description: 'Null searches name and e-mail' })
  searchField?: UserSearchField | null;
}
