import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { type OrganizationAccessRole, Role } from '#access';
import { Gender } from '#domain/users';
import { OrganizationDocument } from '../documents/document.model.js';

@ObjectType()
export class CustomRole {
  @Field()
  name: string;

  @Field()
  label: string;

  @Field(() => [String])
  permissions: string[];
}

@ObjectType()
export class OrganizationAccess {
  @Field(() => ID)
  organizationId: string;

  @Field(() => String, { description: 'A Role, or for a TPA its sub-role (TPALEGAL, TPAMEDICAL, TPASUPPORT)' })
  role: OrganizationAccessRole;

  @Field(() => CustomRole, { nullable: true })
  customRole: CustomRole | null;
}

@ObjectType()
export class UserSettings {
  @Field()
  notificationsDisabled: boolean;

  @Field()
  smsNotificationsDisabled: boolean;
}

/** A person who signs in (spec 000 §3 User). */
@ObjectType()
export class User {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true })
  secondaryEmail: string | null;

  @Field(() => Role)
  role: Role;

  @Field(() => CustomRole, { nullable: true })
  customRole: CustomRole | null;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  fullName: string;

  @Field(() => ID, { nullable: true })
  organizationId: string | null;

  @Field(() => ID, { nullable: true })
  homeOrganizationId: string | null;

  @Field(() => String, { nullable: true })
  employeeId: string | null;

  @Field(() => String, { nullable: true })
  department: string | null;

  @Field(() => String, { nullable: true })
  jobTitle: string | null;

  @Field(() => String, { nullable: true })
  directSupervisor: string | null;

  @Field(() => String, { nullable: true })
  npi: string | null;

  @Field(() => String, { nullable: true })
  dea: string | null;

  @Field(() => Gender, { nullable: true })
  gender: Gender | null;

  @Field(() => String, { nullable: true, description: 'Date of birth, YYYY-MM-DD' })
  dob: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber: string | null;

  @Field(() => String, { nullable: true })
  slackId: string | null;

  @Field(() => String, { nullable: true })
  title: string | null;

  @Field(() => String, { nullable: true })
  titleSuffix: string | null;

  @Field(() => String, { nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => String, { nullable: true })
  state: string | null;

  @Field(() => String, { nullable: true })
  postalCode: string | null;

  @Field(() => String, { nullable: true })
  country: string | null;

  @Field(() => Float, { nullable: true })
  hoursWorkedPerWeek: number | null;

  @Field(() => [String])
  availableInStates: string[];

  @Field(() => ID, { nullable: true })
  partnerIntegrationInfoId: string | null;

  @Field(() => String, { nullable: true, description: 'Prescriber id at the DoseSpot prescribing service' })
  doseSpotPrescriberId: string | null;

  @Field()
  isMultiOrgAdmin: boolean;

  @Field()
  isCVAdminCreator: boolean;

  @Field()
  createdAt: Date;

  @Field(() => [OrganizationAccess])
  organizationAccess: OrganizationAccess[];

  @Field(() => UserSettings)
  userSettings: UserSettings;

  @Field(() => Date, {
    nullable: true,
    description: 'Set when the user was deleted: their cases and timeline remain, shown as a former user.',
  })
  deletedAt: Date | null;

  @Field(() => [OrganizationDocument], {
    nullable: true,
    description:
      "The user's documents (USER_DOCUMENT library documents); null unless userById was asked with includeDocuments.",
  })
  documents: OrganizationDocument[] | null;
}
