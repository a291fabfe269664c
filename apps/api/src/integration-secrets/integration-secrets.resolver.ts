import { Inject } from '@nestjs/common';
import { Args, Field, ID, Mutation, ObjectType, registerEnumType, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { IntegrationSecretRules, IntegrationSecretsService, IntegrationSecretType } from '#domain/integration-secrets';
import { MutationPayload, OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';

registerEnumType(IntegrationSecretType, { name: 'IntegrationSecretType' });

@ObjectType()
export class OrganizationSecretKeyPayload extends MutationPayload {
  /** Shown this once: nothing reads it back later; creating another replaces it. */
  @Field(() => String, { nullable: true })
  secretKey: string | null;
}

/** Spec 001 "createOrganizationSecretKey (returns secretKey)". */
@Resolver()
export class IntegrationSecretsResolver {
  constructor(@Inject(IntegrationSecretsService) private readonly secrets: IntegrationSecretsService) {}

  @Mutation(() => OrganizationSecretKeyPayload)
  @AllowedFor(IntegrationSecretRules.create)
  async createOrganizationSecretKey(
    @CurrentPrincipal() principal: Principal,
    @Args('type', { type: () => IntegrationSecretType }) type: IntegrationSecretType,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
  ): Promise<OrganizationSecretKeyPayload> {
    const secretKey = await this.secrets.create(principal, organizationId, type);
    return { success: true, message: OPERATION_SUCCEEDED, secretKey };
  }
}
