import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  PARTNER_FLAG_KEYS,
  PARTNER_LINK_KEYS,
  PARTNER_TEXT_KEYS,
  PUBLIC_PARTNER_FLAG_KEYS,
} from '#domain/partner-integrations';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { keyedObjectType } from './keyed-types.js';
import { PaymentProvider, SelfSignUpProfileField } from './partner-integration.enums.js';

export const PartnerLinks = keyedObjectType(
  'PartnerLinks',
  PARTNER_LINK_KEYS,
  String,
  'Landing page and sign-up links; empty when not set',
);
export type PartnerLinks = InstanceType<typeof PartnerLinks>;
export const PartnerFlags = keyedObjectType('PartnerFlags', PARTNER_FLAG_KEYS, Boolean, 'Every partner switch');
export type PartnerFlags = InstanceType<typeof PartnerFlags>;
export const PublicPartnerFlags = keyedObjectType(
  'PublicPartnerFlags',
  PUBLIC_PARTNER_FLAG_KEYS,
  Boolean,
  'The switches the landing page reads (the server-only ones are not public)',
);
export type PublicPartnerFlags = InstanceType<typeof PublicPartnerFlags>;
export const PartnerTexts = keyedObjectType(
  'PartnerTexts',
  PARTNER_TEXT_KEYS,
  String,
  'Landing copy, defaults filled in',
);
export type PartnerTexts = InstanceType<typeof PartnerTexts>;

/** Addresses of the partner images; each is empty when the image is missing (spec 001). */
@ObjectType()
export class PartnerImages {
  @Field() logoUrl: string;
  @Field() landingUrl: string;
  @Field() landingBottomUrl: string;
  @Field() journeyImage1Url: string;
  @Field() journeyImage2Url: string;
  @Field() journeyImage3Url: string;
}

@ObjectType()
export class PartnerFaqEntry {
  @Field(() => ID) id: string;
  @Field() question: string;
  @Field() answer: string;
  @Field(() => Int) index: number;
}

/** Spec 000 §3 "Testimonial"; every field is public. */
@ObjectType()
export class Testimonial {
  @Field(() => ID) id: string;
  @Field(() => Int) rating: number;
  @Field() customerName: string;
  @Field() title: string;
  @Field() content: string;
  @Field() createdAt: Date;
  @Field() isVerified: boolean;
  @Field(() => Int) index: number;
}

/** The editor's view of a partner's integration info (spec 000 §3, every field). */
@ObjectType()
export class PartnerIntegrationInfo {
  @Field(() => ID) id: string;
  @Field(() => ID) organizationId: string;
  @Field(() => String, { nullable: true, description: "The organization's linkName" }) linkName: string | null;
  @Field(() => Float, { nullable: true }) monthlyCost: number | null;
  @Field() tagline: string;
  @Field() videoLink: string;
  @Field() webhookUrl: string;
  @Field({ description: 'An address of the favicon; empty: the organization favicon' }) favicon: string;
  @Field() contactEmail: string;
  @Field() contactPhone: string;
  @Field(() => PartnerLinks) links: PartnerLinks;
  @Field(() => PartnerFlags) flags: PartnerFlags;
  @Field(() => [SelfSignUpProfileField]) selfSignUpProfileFields: SelfSignUpProfileField[];
  @Field() selfSignUpSmsNotificationsRequired: boolean;
  @Field(() => ID, { nullable: true }) masterUserPromoCodeId: string | null;
  @Field(() => PaymentProvider, { nullable: true }) paymentProvider: PaymentProvider | null;
  @Field({ description: "The payment provider's publishable key for card collection" }) paymentPublishableKey: string;
  @Field(() => PartnerTexts) texts: PartnerTexts;
  @Field() primaryColor: string;
  @Field() faqGradientColor: string;
  @Field(() => ID, { nullable: true }) formVersionId: string | null;
  @Field(() => ID, { nullable: true }) defaultProductBundleId: string | null;
  @Field(() => [PartnerFaqEntry]) faq: PartnerFaqEntry[];
  @Field(() => PartnerImages) images: PartnerImages;
}

/**
 * What a visitor's landing page reads by linkName: no webhook, no promo or form ids, no server-only flags,
 * nothing of the organization beyond its name.
 */
@ObjectType()
export class PartnerIntegrationPublicInfo {
  @Field() linkName: string;
  @Field() organizationName: string;
  @Field(() => Float, { nullable: true }) monthlyCost: number | null;
  @Field() tagline: string;
  @Field() videoLink: string;
  @Field() contactEmail: string;
  @Field() contactPhone: string;
  @Field(() => PartnerLinks) links: PartnerLinks;
  @Field(() => PublicPartnerFlags) flags: PublicPartnerFlags;
  @Field(() => [SelfSignUpProfileField]) selfSignUpProfileFields: SelfSignUpProfileField[];
  @Field() selfSignUpSmsNotificationsRequired: boolean;
  @Field(() => PaymentProvider, { nullable: true }) paymentProvider: PaymentProvider | null;
  @Field() paymentPublishableKey: string;
  @Field(() => PartnerTexts) texts: PartnerTexts;
  @Field() primaryColor: string;
  @Field() faqGradientColor: string;
  @Field(() => ID, { nullable: true }) defaultProductBundleId: string | null;
  @Field(() => [PartnerFaqEntry]) faq: PartnerFaqEntry[];
  @Field(() => PartnerImages) images: PartnerImages;
}

/** What the landing page's <head> needs: title, description, favicon and theme colours. */
@ObjectType()
export class PartnerPublicMetadata {
  @Field({ description: "The organization's name" }) name: string;
  @Field({ description: 'The page title' }) title: string;
  @Field({ description: 'The meta description' }) description: string;
  @Field({ description: "The favicon's address; empty when there is none" }) faviconUrl: string;
  @Field() primaryColor: string;
  @Field() faqGradientColor: string;
}

@ObjectType()
export class PartnerIntegrationInfoPayload extends MutationPayload {
  @Field(() => PartnerIntegrationInfo) partnerIntegrationInfo: PartnerIntegrationInfo;
}

@ObjectType()
export class PartnerIntegrationFaqPayload extends MutationPayload {
  @Field(() => [PartnerFaqEntry]) faq: PartnerFaqEntry[];
}

@ObjectType()
export class OrganizationTestimonialsPayload extends MutationPayload {
  @Field(() => [Testimonial]) testimonials: Testimonial[];
}

@ObjectType()
export class PartnerImagePayload extends MutationPayload {
  @Field({ description: 'A short-lived address of the stored image' }) url: string;
}
