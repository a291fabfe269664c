import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { PartnerIntegrationRules } from '#domain/partner-integrations';
import { PartnerWebhooksService } from '#domain/partner-webhooks';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { toGraphqlPage } from '../graphql/paging.js';
import {
  PartnerWebhookDeliveriesArgs,
  PartnerWebhookDeliveryDetail,
  PartnerWebhookDeliveryList,
  PartnerWebhookDeliveryPayload,
  PartnerWebhookSecretPayload,
  PartnerWebhookSigning,
} from './partner-webhook.models.js';

/**
 * The partner webhook's delivery log, Replay and signing secret, for whoever may edit the partner settings.
 * Not in the spec's call list (it names the webhook settings only); designed here.
 */
@Resolver()
export class PartnerWebhooksResolver {
  constructor(@Inject(PartnerWebhooksService) private readonly webhooks: PartnerWebhooksService) {}

  @Query(() => PartnerWebhookDeliveryList, { description: 'Case events posted to the partner webhook, newest first' })
  @AllowedFor(PartnerIntegrationRules.edit)
  async partnerWebhookDeliveries(
    @CurrentPrincipal() principal: Principal,
    @Args() args: PartnerWebhookDeliveriesArgs,
  ): Promise<PartnerWebhookDeliveryList> {
    const page = await this.webhooks.list(principal, args.organizationId, args);
    return toGraphqlPage(page, 'deliveries') as PartnerWebhookDeliveryList;
  }

  @Query(() => PartnerWebhookDeliveryDetail, { description: 'One delivery with its body and every try' })
  @AllowedFor(PartnerIntegrationRules.edit)
  partnerWebhookDelivery(
    @CurrentPrincipal() principal: Principal,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<PartnerWebhookDeliveryDetail> {
    return this.webhooks.detail(principal, id);
  }

  @Query(() => PartnerWebhookSigning)
  @AllowedFor(PartnerIntegrationRules.edit)
  async partnerWebhookSigning(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
  ): Promise<PartnerWebhookSigning> {
    return { secretIssuedAt: await this.webhooks.secretIssuedAt(principal, organizationId) };
  }

  @Mutation(() => PartnerWebhookDeliveryPayload, {
    description: 'Sends a delivery again once, same body and webhook-id (receivers drop what they have)',
  })
  @AllowedFor(PartnerIntegrationRules.edit)
  async replayPartnerWebhookDelivery(
    @CurrentPrincipal() principal: Principal,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<PartnerWebhookDeliveryPayload> {
    const delivery = await this.webhooks.replay(principal, id);
    return { success: true, message: OPERATION_SUCCEEDED, delivery };
  }

  @Mutation(() => PartnerWebhookSecretPayload, {
    description: 'Issues a new webhook signing secret, replacing the current one; returned this once',
  })
  @AllowedFor(PartnerIntegrationRules.edit)
  async rotatePartnerWebhookSecret(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
  ): Promise<PartnerWebhookSecretPayload> {
    const { secret, issuedAt } = await this.webhooks.rotateSecret(principal, organizationId);
    return { success: true, message: OPERATION_SUCCEEDED, secret, issuedAt };
  }
}
