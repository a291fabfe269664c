import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PartnerWebhookDeliveryStatus } from '#domain/partner-webhooks';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { Paginated, PagingArgs } from '../graphql/paging.js';

registerEnumType(PartnerWebhookDeliveryStatus, {
  name: 'PartnerWebhookDeliveryStatus',
  description: 'PENDING until the partner answers 2xx (SUCCEEDED) or the last allowed try fails (FAILED)',
});

@ObjectType({ description: "One case event posted to the partner's webhookUrl (its id is the webhook-id header)" })
export class PartnerWebhookDelivery {
  @Field(() => ID) id: string;
  @Field(() => ID) caseId: string;
  @Field(() => String, { nullable: true }) shortId: string | null;
  @Field({ description: 'The event type in the body, such as case.created' }) eventType: string;
  @Field() activityType: string;
  @Field(() => PartnerWebhookDeliveryStatus) status: PartnerWebhookDeliveryStatus;
  @Field(() => Int) attemptCount: number;
  @Field(() => Int, { nullable: true }) lastResponseStatus: number | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the next try is due; null unless PENDING' })
  nextAttemptAt: Date | null;
}

@ObjectType({ description: 'One try of a delivery' })
export class PartnerWebhookAttempt {
  @Field(() => ID) id: string;
  @Field(() => Int) attempt: number;
  @Field() url: string;
  @Field(() => Int, { nullable: true, description: "The partner's HTTP status; null when no answer came" })
  responseStatus: number | null;
  @Field(() => String, { nullable: true }) error: string | null;
  @Field(() => Int) durationMs: number;
  @Field() isReplay: boolean;
  @Field() createdAt: Date;
}

@ObjectType()
export class PartnerWebhookDeliveryDetail {
  @Field(() => PartnerWebhookDelivery) delivery: PartnerWebhookDelivery;
  @Field(() => String, {
    nullable: true,
    description: 'The exact body signed and posted; null until the first try, and when withheld',
  })
  requestBody: string | null;
  @Field({ description: 'The body exists but may carry health information, which the reader (no access_phi) may not see' })
  requestBodyWithheld: boolean;
  @Field(() => [PartnerWebhookAttempt], { description: 'Newest first' }) attempts: PartnerWebhookAttempt[];
}

@ObjectType()
export class PartnerWebhookDeliveryList extends Paginated(PartnerWebhookDelivery, 'deliveries') {
  deliveries: PartnerWebhookDelivery[];
}

@ArgsType()
export class PartnerWebhookDeliveriesArgs extends PagingArgs {
  @Field(() => ID, { nullable: true, description: 'Default: the effective organization' })
  organizationId?: string | null;

  @Field(() => PartnerWebhookDeliveryStatus, { nullable: true })
  status?: PartnerWebhookDeliveryStatus | null;
}

@ObjectType()
export class PartnerWebhookSigning {
  @Field(() => Date, { nullable: true, description: 'When the current signing secret was issued; null: none yet' })
  secretIssuedAt: Date | null;
}

@ObjectType()
export class PartnerWebhookDeliveryPayload extends MutationPayload {
  @Field(() => PartnerWebhookDelivery) delivery: PartnerWebhookDelivery;
}

@ObjectType()
export class PartnerWebhookSecretPayload extends MutationPayload {
  @Field({ description: 'The new whsec_ secret: shown this once' }) secret: string;
  @Field() issuedAt: Date;
}
