import { Inject } from '@nestjs/common';
import { Args, Field, ID, InputType, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { PrescriptionRules, PrescriptionsService } from '#domain/prescriptions';
import { MutationPayload, OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';

@ObjectType()
export class PrescriptionPayload extends MutationPayload {
  @Field({ description: 'A short-lived address of the prescription PDF' })
  url: string;
}

@InputType()
export class ProviderPortalLogInInput {
  @Field(() => String, {
    nullable: true,
    description: "The patient's id at the prescribing service; left out, the portal opens refills and errors",
  })
  patientId?: string | null;
}

@ObjectType()
export class ProviderPortalLogInPayload extends MutationPayload {
  @Field({ description: "A single sign-on address of the prescribing service's portal, for the caller" })
  providerLoggingUrl: string;
}

/** Spec 001 "Other": generatePrescription and providerPortalLogInRequest. */
@Resolver()
export class PrescriptionsResolver {
  constructor(@Inject(PrescriptionsService) private readonly prescriptions: PrescriptionsService) {}

  @Mutation(() => PrescriptionPayload)
  @AllowedFor(PrescriptionRules.generate)
  async generatePrescription(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('caseDecisionId', {
      type: () => ID,
      nullable: true,
      description: 'Left out: the newest decision naming a medication',
    })
    caseDecisionId?: string | null,
  ): Promise<PrescriptionPayload> {
    const url = await this.prescriptions.generate(principal, caseId, caseDecisionId);
    return { success: true, message: OPERATION_SUCCEEDED, url };
  }

  @Mutation(() => ProviderPortalLogInPayload)
  @AllowedFor(PrescriptionRules.portalLogIn)
  async providerPortalLogInRequest(
    @CurrentPrincipal() principal: Principal,
    @Args('providerName', { description: 'DOSE_SPOT' }) providerName: string,
    @Args('caseId', { type: () => ID }) caseId: string,
    @Args('input', { type: () => ProviderPortalLogInInput, nullable: true }) input?: ProviderPortalLogInInput | null,
  ): Promise<ProviderPortalLogInPayload> {
    const providerLoggingUrl = await this.prescriptions.portalLogIn(principal, providerName, caseId, input);
    return { success: true, message: OPERATION_SUCCEEDED, providerLoggingUrl };
  }
}
