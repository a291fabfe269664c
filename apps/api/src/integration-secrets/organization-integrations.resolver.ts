import { Inject } from '@nestjs/common';
import { Context, Field, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { APP_CONFIG, type AppConfig, publicWebhookBase } from '#config';
import { IntegrationSecretsService, IntegrationSecretType } from '#domain/integration-secrets';
import { type GraphqlContext, requirePrincipal } from '../graphql/graphql-context.js';
import { OrganizationSettings } from '../organization-settings/organization-settings.model.js';

@ObjectType({ description: 'An integration secret of the organization: whether one was issued, never the secret' })
export class OrganizationIntegration {
  @Field(() => IntegrationSecretType)
  type: IntegrationSecretType;

  @Field(() => Date, { nullable: true, description: 'When the current secret was issued; null when none was' })
  issuedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Where the service delivers its signed webhooks (CALENDLY_SIGNATURE); null for a key the service only reads',
  })
  webhookUrl: string | null;
}

/** The Integrations part of the organization settings: same access as creating a key. */
@Resolver(() => OrganizationSettings)
export class OrganizationIntegrationsResolver {
  constructor(
    @Inject(IntegrationSecretsService) private readonly secrets: IntegrationSecretsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ResolveField(() => [OrganizationIntegration])
  async integrations(
    @Parent() settings: OrganizationSettings,
    @Context() context: GraphqlContext,
  ): Promise<OrganizationIntegration[]> {
    const issued = await this.secrets.issued(requirePrincipal(context), settings.organizationId);
    const base = publicWebhookBase(this.config);
    return issued.map(({ type, issuedAt }) => ({
      type,
      issuedAt,
      webhookUrl:
        type === IntegrationSecretType.CALENDLY_SIGNATURE
          ? `${base}/webhooks/calendly/${settings.organizationId}`
          : null,
    }));
  }
}
