import { Inject } from '@nestjs/common';
import { Args, Field, ID, InputType, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CatalogRules, PharmacyConnectionsService } from '#domain/catalog';
import { MutationPayload, OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { toPharmacy } from './catalog.mapper.js';
import { Pharmacy } from './product.model.js';

@InputType()
export class ConnectPharmacyInput {
  @Field(() => ID)
  pharmacyId: string;

  @Field({ description: 'Where orders are sent: https (plain http only to this machine outside production)' })
  endpointUrl: string;
}

@ObjectType()
export class PharmacyConnectionPayload extends MutationPayload {
  @Field(() => Pharmacy)
  pharmacy: Pharmacy;

  @Field({
    description:
      'The Standard Webhooks secret (whsec_…) the orders are signed with and the status webhooks must be signed ' +
      'with: shown this once; the previous one stops working now',
  })
  signingSecret: string;
}

@Resolver()
export class PharmacyConnectionsResolver {
  constructor(@Inject(PharmacyConnectionsService) private readonly connections: PharmacyConnectionsService) {}

  /** Sets where the pharmacy takes orders and issues it a new signing secret (CV Admin). */
  @Mutation(() => PharmacyConnectionPayload)
  @AllowedFor(CatalogRules.pharmacies)
  async connectPharmacy(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: ConnectPharmacyInput,
  ): Promise<PharmacyConnectionPayload> {
    const { pharmacy, signingSecret } = await this.connections.connect(principal, input);
    return { success: true, message: OPERATION_SUCCEEDED, pharmacy: toPharmacy(pharmacy), signingSecret };
  }
}
