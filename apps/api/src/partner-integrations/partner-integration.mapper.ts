import type { OrganizationEntity } from '#domain/organizations';
import {
  DEFAULT_PARTNER_FAQ_GRADIENT_COLOR,
  DEFAULT_PARTNER_PRIMARY_COLOR,
  type PartnerFaqEntryEntity,
  type PartnerImageKey,
  type PartnerIntegrationInfoEntity,
  type PartnerTestimonialEntity,
  PUBLIC_PARTNER_FLAG_KEYS,
  resolvePartnerFlags,
  resolvePartnerLinks,
  resolvePartnerTexts,
} from '#domain/partner-integrations';
import { PaymentProvider, SelfSignUpProfileField } from './partner-integration.enums.js';
import type {
  PartnerFaqEntry,
  PartnerImages,
  PartnerIntegrationInfo,
  PartnerIntegrationPublicInfo,
  PublicPartnerFlags,
  Testimonial,
} from './partner-integration.models.js';

export function toPartnerImages(urls: Record<PartnerImageKey, string>): PartnerImages {
  return {
    logoUrl: urls.LOGO,
    landingUrl: urls.LANDING,
    landingBottomUrl: urls.LANDING_BOTTOM,
    journeyImage1Url: urls.JOURNEY_IMAGE_1,
    journeyImage2Url: urls.JOURNEY_IMAGE_2,
    journeyImage3Url: urls.JOURNEY_IMAGE_3,
  };
}

export function toFaqEntry(entry: PartnerFaqEntryEntity): PartnerFaqEntry {
  return { id: entry.id, question: entry.question, answer: entry.answer, index: entry.index };
}

export function toTestimonial(row: PartnerTestimonialEntity): Testimonial {
  return {
    id: row.id,
    rating: row.rating,
    customerName: row.customerName,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt,
    isVerified: row.isVerified,
    index: row.index,
  };
}

function monthlyCost(info: PartnerIntegrationInfoEntity): number | null {
  return info.monthlyCost === null || info.monthlyCost === undefined ? null : Number(info.monthlyCost);
}

export function toPartnerIntegrationInfo(
  info: PartnerIntegrationInfoEntity,
  faq: PartnerFaqEntryEntity[],
  images: PartnerImages,
): PartnerIntegrationInfo {
  return {
    id: info.id,
    organizationId: info.organizationId,
    linkName: info.linkName,
    monthlyCost: monthlyCost(info),
    tagline: info.tagline,
    videoLink: info.videoLink,
    webhookUrl: info.webhookUrl,
    favicon: info.favicon,
    contactEmail: info.contactEmail,
    contactPhone: info.contactPhone,
    links: resolvePartnerLinks(info.links),
    flags: resolvePartnerFlags(info.flags),
    selfSignUpProfileFields: info.selfSignUpProfileFields as SelfSignUpProfileField[],
    selfSignUpSmsNotificationsRequired: info.selfSignUpSmsNotificationsRequired,
    masterUserPromoCodeId: info.masterUserPromoCodeId,
    paymentProvider: info.paymentProvider as PaymentProvider | null,
    paymentPublishableKey: info.paymentPublishableKey,
    texts: resolvePartnerTexts(info.texts),
    primaryColor: info.primaryColor,
    faqGradientColor: info.faqGradientColor,
    formVersionId: info.formVersionId,
    defaultProductBundleId: info.defaultProductBundleId,
    faq: faq.map(toFaqEntry),
    images,
  };
}

/** Field by field on purpose: a new private column can never leak by being spread into the public view. */
export function toPartnerIntegrationPublicInfo(
  organization: OrganizationEntity,
  info: PartnerIntegrationInfoEntity,
  faq: PartnerFaqEntryEntity[],
  images: PartnerImages,
): PartnerIntegrationPublicInfo {
  const flags = resolvePartnerFlags(info.flags);
  return {
    linkName: organization.linkName ?? '',
    organizationName: organization.name,
    monthlyCost: monthlyCost(info),
    tagline: info.tagline ?? '',
    videoLink: info.videoLink ?? '',
    contactEmail: info.contactEmail ?? '',
    contactPhone: info.contactPhone ?? '',
    links: resolvePartnerLinks(info.links),
    flags: Object.fromEntries(PUBLIC_PARTNER_FLAG_KEYS.map((key) => [key, flags[key]])) as PublicPartnerFlags,
    selfSignUpProfileFields: (info.selfSignUpProfileFields ?? []) as SelfSignUpProfileField[],
    selfSignUpSmsNotificationsRequired: info.selfSignUpSmsNotificationsRequired ?? false,
    paymentProvider: (info.paymentProvider ?? null) as PaymentProvider | null,
    paymentPublishableKey: info.paymentPublishableKey ?? '',
    texts: resolvePartnerTexts(info.texts),
    primaryColor: info.primaryColor ?? DEFAULT_PARTNER_PRIMARY_COLOR,
    faqGradientColor: info.faqGradientColor ?? DEFAULT_PARTNER_FAQ_GRADIENT_COLOR,
    defaultProductBundleId: info.defaultProductBundleId ?? null,
    faq: faq.map(toFaqEntry),
    images,
  };
}
