import { ArgsType, Field, Float, ID, InputType } from '@nestjs/graphql';
import { Role, TpaSubRole } from '#access';
import { SortDirection } from '#domain/cases';
import { Gender, UserSearchField, UserSortField } from '#domain/users';
import { PagingArgs } from '../../graphql/paging.js';

/** The people contract's inputs; the domain (people-input.ts) validates every field. */
@InputType()
export class AddUserInput {
  @Field()
  email: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field(() => Role)
  role: Role;

  @Field(() => String, {
    nullable: true,
    description: 'Name of a custom role of the organization (organizationRoles with isCustom)',
  })
  customRole?: string | null;

  @Field(() => ID, { nullable: true })
  organizationId?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  employeeId?: string | null;

  @Field(() => String, { nullable: true })
  department?: string | null;

  @Field(() => String, { nullable: true })
  jobTitle?: string | null;

  @Field(() => String, { nullable: true })
  directSupervisor?: string | null;

  @Field(() => Float, { nullable: true })
  hoursWorkedPerWeek?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Admin or CV Admin only: set the first password; no welcome e-mail is needed then',
  })
  password?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Admin, TPA and case managers: do not send the welcome e-mail' })
  bypassPasswordResetEmail?: boolean | null;
}

@InputType()
export class AddTpaUserInput {
  @Field()
  email: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => [ID])
  organizationIds: string[];

  @Field(() => TpaSubRole)
  tpaSubRole: TpaSubRole;

  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => Boolean, { nullable: true })
  bypassPasswordResetEmail?: boolean | null;
}

@InputType({
  description:
    'Every field optional; a given field replaces the stored value, null clears it where the field is nullable.',
})
export class UpdateUserInput {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  secondaryEmail?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  employeeId?: string | null;

  @Field(() => String, { nullable: true })
  department?: string | null;

  @Field(() => String, { nullable: true })
  jobTitle?: string | null;

  @Field(() => String, { nullable: true })
  directSupervisor?: string | null;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  titleSuffix?: string | null;

  @Field(() => Gender, { nullable: true })
  gender?: Gender | null;

  @Field(() => String, { nullable: true, description: 'Date of birth, YYYY-MM-DD' })
  dob?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true })
  postalCode?: string | null;

  @Field(() => String, { nullable: true })
  country?: string | null;

  @Field(() => Float, { nullable: true })
  hoursWorkedPerWeek?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Admin or CV Admin only, never for oneself through this operation',
  })
  password?: string | null;
}

@InputType()
export class UpdateTpaUserInput {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => TpaSubRole, { nullable: true, description: 'The TPA sub-role in the acting organization' })
  tpaSubRole?: TpaSubRole | null;
}

/** Sort, search and paging of the TPA user lists, as usersByRole has them. */
@ArgsType()
export class TpaUsersArgs extends PagingArgs {
  @Field(() => UserSortField, { nullable: true, description: 'By name unless asked otherwise' })
  sortBy?: UserSortField | null;

  @Field(() => SortDirection, { nullable: true })
  sortOrder?: SortDirection | null;

  @Field(() => String, { nullable: true })
  searchText?: string | null;

  @Field(() => UserSearchField, { nullable: true, description: 'Null searches name and e-mail' })
  searchField?: UserSearchField | null;
}

@ArgsType()
export class TpaUsersForOrganizationArgs extends TpaUsersArgs {
  @Field(() => ID, { nullable: true })
  organizationId?: string | null;
}
