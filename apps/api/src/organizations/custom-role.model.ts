import { Field, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { CustomRole } from '../users/user.model.js';
import { OrganizationRole } from './organization.model.js';

/** What the custom-roles editor offers the caller in one organization. */
@ObjectType()
export class CustomRoleOptions {
  @Field(() => [CustomRole], { description: 'Roles createPredefinedCustomRole can add (name is the key)' })
  predefinedRoles: CustomRole[];

  @Field(() => [String], {
    description: 'Named permissions the caller may put in a role: all for a CV Admin, else those it holds there',
  })
  grantablePermissions: string[];
}

@ObjectType()
export class OrganizationRolePayload extends MutationPayload {
  @Field(() => OrganizationRole, { nullable: true })
  role: OrganizationRole | null;
}
