import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { AffiliateRules, AffiliatesService } from '#domain/affiliates';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import {
  AffiliateRelation,
  AffiliateRelationPayload,
  CreateAffiliateRelationshipInput,
  DeleteAffiliateRelationPayload,
  UpdateAffiliateRelationshipInput,
} from './affiliate.model.js';

/**
 * Spec 001 "Affiliates": createAffiliateRelationship, updateAffiliateRelationship,
 * deleteAffiliateRelationship, and getReachableAffiliates(organizationId, reverseLookup). The CV Admin only.
 */
@Resolver()
export class AffiliatesResolver {
  constructor(@Inject(AffiliatesService) private readonly affiliates: AffiliatesService) {}

  @Query(() => [AffiliateRelation], {
    description:
      'Relations reachable from the organization (its affiliates and theirs); reverseLookup: the organizations that reach it',
  })
  @AllowedFor(AffiliateRules.manage)
  getReachableAffiliates(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('reverseLookup', { type: () => Boolean, nullable: true }) reverseLookup?: boolean | null,
  ): Promise<AffiliateRelation[]> {
    return this.affiliates.reachable(principal, organizationId, reverseLookup === true);
  }

  @Query(() => [AffiliateRelation], { description: 'Every relation the organization is part of, either side' })
  @AllowedFor(AffiliateRules.manage)
  organizationAffiliateRelations(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID }) organizationId: string,
  ): Promise<AffiliateRelation[]> {
    return this.affiliates.ofOrganization(principal, organizationId);
  }

  @Mutation(() => AffiliateRelationPayload)
  @AllowedFor(AffiliateRules.manage)
  async createAffiliateRelationship(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CreateAffiliateRelationshipInput,
  ): Promise<AffiliateRelationPayload> {
    const affiliateRelation = await this.affiliates.create(principal, { ...input });
    return { success: true, message: OPERATION_SUCCEEDED, affiliateRelation };
  }

  @Mutation(() => AffiliateRelationPayload)
  @AllowedFor(AffiliateRules.manage)
  async updateAffiliateRelationship(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateAffiliateRelationshipInput,
  ): Promise<AffiliateRelationPayload> {
    const affiliateRelation = await this.affiliates.update(principal, { ...input });
    return { success: true, message: OPERATION_SUCCEEDED, affiliateRelation };
  }

  @Mutation(() => DeleteAffiliateRelationPayload)
  @AllowedFor(AffiliateRules.manage)
  async deleteAffiliateRelationship(
    @CurrentPrincipal() principal: Principal,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteAffiliateRelationPayload> {
    await this.affiliates.delete(principal, id);
    return { success: true, message: OPERATION_SUCCEEDED };
  }
}
