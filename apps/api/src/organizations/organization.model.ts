import { Field, ID, ObjectType } from '@nestjs/graphql';
import { AliasKey } from '#domain/organizations';
import { CustomRole } from '../users/user.model.js';

@ObjectType()
export class Organization {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  contactEmail: string | null;

  @Field()
  isPartner: boolean;

  @Field(() => String, { nullable: true })
  linkName: string | null;

  @Field(() => ID, { nullable: true })
  partnerIntegrationInfoId: string | null;

  @Field()
  createdAt: Date;
}

/** What the app frame needs to brand itself for the acting organization. */
@ObjectType()
export class OrganizationBrandInfo {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  isPartner: boolean;

  @Field(() => String, { nullable: true })
  linkName: string | null;

  @Field()
  primaryColor: string;

  @Field()
  secondaryColor: string;

  @Field({ description: "Text of the employees' welcome page" })
  welcomeText: string;
}

@ObjectType()
export class OrganizationRole extends CustomRole {
  @Field({ description: 'True for a custom role, false for a built-in role or TPA sub-role' })
  isCustom: boolean;

  @Field({
    description: 'True for a predefined role every organization shares; the organization edits its own copy instead',
  })
  isShared: boolean;
}

@ObjectType()
export class AliasLabel {
  @Field(() => AliasKey)
  key: AliasKey;

  @Field()
  label: string;

  @Field()
  defaultLabel: string;
}

@ObjectType()
export class AliasSettings {
  @Field(() => ID)
  organizationId: string;

  @Field(() => [AliasLabel])
  aliases: AliasLabel[];
}
