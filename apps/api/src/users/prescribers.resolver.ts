import { Inject } from '@nestjs/common';
import { Args, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal, SignedIn } from '#access';
import { type PrescriberDetails, PrescriberRules, PrescribersService } from '#domain/users';
import { MutationPayload, OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { toUserModel } from './user.mapper.js';
import { User } from './user.model.js';

@ObjectType({ description: "A person's prescriber ids and how they are told of things" })
export class ExternalProviderDetails {
  @Field(() => ID)
  userId: string;

  @Field(() => String, { nullable: true, description: 'National Provider Identifier' })
  npi: string | null;

  @Field(() => String, { nullable: true, description: 'DEA registration number' })
  dea: string | null;

  @Field(() => [String], { description: 'Two-letter codes of the US states the person is licensed in' })
  availableInStates: string[];

  @Field(() => String, { nullable: true, description: "The person's user id at DoseSpot" })
  doseSpotUserId: string | null;

  @Field(() => String, { nullable: true, description: 'The DoseSpot clinic the person prescribes in' })
  doseSpotClinicId: string | null;

  @Field()
  notificationsDisabled: boolean;

  @Field()
  smsNotificationsDisabled: boolean;
}

@InputType()
export class ExternalProviderDetailsInput {
  @Field(() => String, { nullable: true, description: '10 digits with a valid check digit; empty clears it' })
  npi?: string | null;

  @Field(() => String, { nullable: true, description: 'Two letters and seven digits; empty clears it' })
  dea?: string | null;

  @Field(() => [String], { nullable: true, description: 'Two-letter state codes; replaces the list' })
  availableInStates?: string[] | null;

  @Field(() => String, { nullable: true })
  doseSpotUserId?: string | null;

  @Field(() => String, { nullable: true })
  doseSpotClinicId?: string | null;
}

@ObjectType()
export class ExternalProviderDetailsPayload extends MutationPayload {
  @Field(() => ExternalProviderDetails)
  details: ExternalProviderDetails;
}

const toModel = ({ user, doseSpotUserId, doseSpotClinicId }: PrescriberDetails): ExternalProviderDetails => ({
  userId: user.id,
  npi: user.npi,
  dea: user.dea,
  availableInStates: user.availableInStates,
  doseSpotUserId,
  doseSpotClinicId,
  notificationsDisabled: user.notificationsDisabled,
  smsNotificationsDisabled: user.smsNotificationsDisabled,
});

/** Prescriber data on people, and the physicians of an organization. */
@Resolver()
export class PrescribersResolver {
  constructor(@Inject(PrescribersService) private readonly prescribers: PrescribersService) {}

  /** Anyone reads their own; staff read another person's (the service checks). */
  @Query(() => ExternalProviderDetails)
  @SignedIn()
  async getUserExternalProviderDetails(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
  ): Promise<ExternalProviderDetails> {
    return toModel(await this.prescribers.details(principal, userId, organizationId));
  }

  /** Anyone edits their own; another person's as updateUser (updateTpaUser for a TPA) allows. */
  @Mutation(() => ExternalProviderDetailsPayload)
  @SignedIn()
  async updateUserExternalProviderDetails(
    @CurrentPrincipal() principal: Principal,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('input') input: ExternalProviderDetailsInput,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
  ): Promise<ExternalProviderDetailsPayload> {
    const details = await this.prescribers.update(principal, userId, organizationId, input);
    return { success: true, message: OPERATION_SUCCEEDED, details: toModel(details) };
  }

  @Query(() => [User], { description: 'People who may be assigned cases of the organization and have an NPI, by name' })
  @AllowedFor(PrescriberRules.physicians)
  async getPhysiciansByOrganizationId(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
  ): Promise<User[]> {
    return (await this.prescribers.physicians(principal, organizationId)).map(toUserModel);
  }
}
