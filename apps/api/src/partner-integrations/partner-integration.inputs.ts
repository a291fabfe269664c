import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { PARTNER_FLAG_KEYS, PARTNER_LINK_KEYS, PARTNER_TEXT_KEYS } from '#domain/partner-integrations';
import { keyedInputType } from './keyed-types.js';
import { PaymentProvider, SelfSignUpProfileField } from './partner-integration.enums.js';

export const PartnerLinksInput = keyedInputType(
  'PartnerLinksInput',
  PARTNER_LINK_KEYS,
  String,
  'http(s) addresses; empty clears',
);
export const PartnerFlagsInput = keyedInputType('PartnerFlagsInput', PARTNER_FLAG_KEYS, Boolean, 'Partner switches');
export const PartnerTextsInput = keyedInputType(
  'PartnerTextsInput',
  PARTNER_TEXT_KEYS,
  String,
  'Landing copy; empty restores the default',
);

/** Any field left out keeps its stored value. */
@InputType()
export class UpdatePartnerIntegrationInfoInput {
  @Field(() => ID) organizationId: string;
  @Field(() => Float, { nullable: true }) monthlyCost?: number | null;
  @Field(() => String, { nullable: true }) tagline?: string | null;
  @Field(() => String, { nullable: true }) videoLink?: string | null;
  @Field(() => String, { nullable: true }) webhookUrl?: string | null;
  @Field(() => String, { nullable: true }) favicon?: string | null;
  @Field(() => String, { nullable: true }) contactEmail?: string | null;
  @Field(() => String, { nullable: true }) contactPhone?: string | null;
  @Field(() => PartnerLinksInput, { nullable: true }) links?: Record<string, string> | null;
  @Field(() => PartnerFlagsInput, { nullable: true }) flags?: Record<string, boolean> | null;
  @Field(() => [SelfSignUpProfileField], { nullable: true }) selfSignUpProfileFields?: SelfSignUpProfileField[] | null;
  @Field(() => Boolean, { nullable: true }) selfSignUpSmsNotificationsRequired?: boolean | null;
  @Field(() => ID, { nullable: true }) masterUserPromoCodeId?: string | null;
  @Field(() => PaymentProvider, { nullable: true }) paymentProvider?: PaymentProvider | null;
  @Field(() => String, { nullable: true }) paymentPublishableKey?: string | null;
  @Field(() => PartnerTextsInput, { nullable: true }) texts?: Record<string, string> | null;
  @Field(() => String, { nullable: true }) primaryColor?: string | null;
  @Field(() => String, { nullable: true }) faqGradientColor?: string | null;
  @Field(() => ID, { nullable: true }) formVersionId?: string | null;
  @Field(() => ID, { nullable: true }) defaultProductBundleId?: string | null;
}

@InputType()
export class PartnerFaqEntryInput {
  @Field(() => ID, { nullable: true, description: 'An existing entry; absent for a new one' }) id?: string | null;
  @Field() question: string;
  @Field() answer: string;
}

/** The whole FAQ in display order; entries left out are removed. */
@InputType()
export class UpdatePartnerIntegrationFaqInput {
  @Field(() => ID) organizationId: string;
  @Field(() => [PartnerFaqEntryInput]) entries: PartnerFaqEntryInput[];
}

@InputType()
export class TestimonialInput {
  @Field(() => ID, { nullable: true, description: 'An existing testimonial; absent for a new one' }) id?: string | null;
  @Field(() => Int, { description: '1 to 5' }) rating: number;
  @Field() customerName: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field() content: string;
  @Field(() => Boolean, { nullable: true }) isVerified?: boolean | null;
}

/** The whole list in display order; testimonials left out are removed. */
@InputType()
export class UpdateOrganizationTestimonialsInput {
  @Field(() => ID) organizationId: string;
  @Field(() => [TestimonialInput]) testimonials: TestimonialInput[];
}
