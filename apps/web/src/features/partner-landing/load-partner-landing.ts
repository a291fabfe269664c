import { publicGraphql } from '../auth/public-graphql';
import { colorOr } from './contrast';
import { PARTNER_LANDING_QUERY } from './partner-landing-documents';
import {
  DEFAULT_FAQ_GRADIENT_COLOR,
  DEFAULT_PRIMARY_COLOR,
  type LandingLink,
  type PartnerLanding,
  PROFILE_FIELDS,
  type ProfileField,
  withDefaultTexts,
} from './partner-landing-model';

const FOOTER_LINKS: readonly [string, string][] = [
  ['termsLink', 'Terms of use'],
  ['privacyLink', 'Privacy policy'],
  ['medicalConsentLink', 'Medical consent'],
  ['californiaResidentsLink', 'California residents'],
  ['billOfRightsLink', 'Patient bill of rights'],
  ['supportLink', 'Support'],
];

/** Only web addresses become links (a configured javascript: address is never rendered). */
const isWebAddress = (href: string) => /^https?:\/\//i.test(href);

/**
 * Reads everything the landing page shows, by linkName, through the public operations only (no Apollo on
 * this route). Rejects with a PublicGraphqlError NOT_FOUND when no partner organization has this linkName.
 */
export async function loadPartnerLanding(
  linkName: string,
  options: { signal?: AbortSignal } = {},
): Promise<PartnerLanding> {
  const base = await publicGraphql(PARTNER_LANDING_QUERY, { linkName }, options);
  const info = base.organizationPartnerIntegrationPublicInfo;
  const extras = base;
  const links = info.links as unknown as Record<string, string>;
  const footerLinks: LandingLink[] = FOOTER_LINKS.filter(([key]) => isWebAddress(links[key] ?? '')).map(
    ([key, label]) => ({
      label,
      href: links[key],
    }),
  );
  return {
    linkName: info.linkName || linkName,
    name: info.organizationName,
    title: base.publicOrganizationPartnerMetadata.title || info.organizationName,
    primaryColor: colorOr(info.primaryColor, DEFAULT_PRIMARY_COLOR),
    faqGradientColor: colorOr(info.faqGradientColor, DEFAULT_FAQ_GRADIENT_COLOR),
    logoUrl: info.images.logoUrl,
    landingImageUrl: info.images.landingUrl,
    journeyImageUrls: [info.images.journeyImage1Url, info.images.journeyImage2Url, info.images.journeyImage3Url],
    faviconUrl: base.publicOrganizationPartnerMetadata.faviconUrl,
    texts: withDefaultTexts(info.texts),
    flags: { ...info.flags, selfSignUpSmsNotificationsRequired: info.selfSignUpSmsNotificationsRequired },
    selfSignUpProfileFields: info.selfSignUpProfileFields.filter((field): field is ProfileField =>
      (PROFILE_FIELDS as readonly string[]).includes(field),
    ),
    defaultProductBundleId: info.defaultProductBundleId ?? null,
    faq: [...info.faq].sort((a, b) => a.index - b.index).map(({ id, question, answer }) => ({ id, question, answer })),
    testimonials: [...(extras.organizationPublicTestimonials ?? [])]
      .sort((a, b) => a.index - b.index)
      .map(({ id, customerName, content }) => ({ id, name: customerName, text: content })),
    bundles: extras.organizationProductBundles.map((bundle) => ({
      id: bundle.id,
      name: bundle.name,
      description: bundle.description,
      price: bundle.priceCents / 100,
      soldOut: bundle.isSoldOut,
      imageUrl: bundle.imageUrl ?? '',
    })),
    categories: extras.allOrganizationPublicProductCategories ?? [],
    footerLinks,
  };
}
