/**
 * The parts of a partner's integration info (spec 000 §3 "Partner integration info"), their defaults and the
 * split between what anyone may read on the public landing page and what only the organization's settings
 * editors see. One list per part, so the input schema, the stored shape and the public view cannot drift.
 */

/** Addresses the landing page and sign-up link to (all optional; empty means "not shown"). */
export const PARTNER_LINK_KEYS = [
  'homeLink',
  'membersAreaLink',
  'orderStatusLink',
  'instructionsLink',
  'supportLink',
  'affiliateLink',
  'termsLink',
  'privacyLink',
  'fulfillmentLink',
  'medicalConsentLink',
  'californiaResidentsLink',
  'billOfRightsLink',
  'consentFormLink',
] as const;
export type PartnerLinkKey = (typeof PARTNER_LINK_KEYS)[number];
export type PartnerLinks = Record<PartnerLinkKey, string>;

/** Switches of spec 000 §3, all off by default. */
export const PARTNER_FLAG_KEYS = [
  'allowSelfSignup',
  'enableSelfSignupPayment',
  'referralCodeEnabled',
  'showCarouselPrices',
  'showTestimonials',
  'showLogos',
  'hideSeeIfQualifyBtn',
  'useModalForSignup',
  'showGDPRLogo',
  'enableLegitScriptLogo',
  'isWebhookEnabled',
  'autoCreateUserPromoCodes',
  'preauthorizeCreditCardOnSignup',
  'sendFullCaseDataInWebhookEventEnabled',
  'addHomeLinkToHeader',
  'showProductCategoriesInLandingPage',
] as const;
export type PartnerFlagKey = (typeof PARTNER_FLAG_KEYS)[number];
export type PartnerFlags = Record<PartnerFlagKey, boolean>;

/**
 * The flags the landing page itself reads. The others drive the server only (webhook delivery, promo code
 * creation, card pre-authorization) and say something about the partner's internals, so they stay private.
 */
export const PUBLIC_PARTNER_FLAG_KEYS = [
  'allowSelfSignup',
  'enableSelfSignupPayment',
  'referralCodeEnabled',
  'showCarouselPrices',
  'showTestimonials',
  'showLogos',
  'hideSeeIfQualifyBtn',
  'useModalForSignup',
  'showGDPRLogo',
  'enableLegitScriptLogo',
  'addHomeLinkToHeader',
  'showProductCategoriesInLandingPage',
] as const satisfies readonly PartnerFlagKey[];
export type PublicPartnerFlagKey = (typeof PUBLIC_PARTNER_FLAG_KEYS)[number];

/** Landing copy (spec 001 "Default texts": "Lose weight with GLP-1 medications", the three steps, "You Pay"). */
export const PARTNER_TEXT_KEYS = [
  'medicationTitle',
  'medicationSubtitle',
  'journeyTitle',
  'journeyItem1',
  'journeyItem2',
  'journeyItem3',
  'secondaryMedicationTitle',
  'secondaryMedicationText',
  'paymentLabel',
  'paymentSubLabel',
  'signupSuccessMessage',
  'paymentSuccessMessage',
  'qualifyButtonText',
  'faqTitle',
  'logosTitle',
] as const;
export type PartnerTextKey = (typeof PARTNER_TEXT_KEYS)[number];
export type PartnerTexts = Record<PartnerTextKey, string>;

export const DEFAULT_PARTNER_TEXTS: Readonly<PartnerTexts> = Object.freeze({
  medicationTitle: 'Lose weight with GLP-1 medications',
  medicationSubtitle: '',
  journeyTitle: 'Your journey',
  journeyItem1: 'Complete intake questionnaire',
  journeyItem2: 'Consult with your doctor',
  journeyItem3: 'Enjoy convenient delivery',
  secondaryMedicationTitle: '',
  secondaryMedicationText: '',
  paymentLabel: 'You Pay',
  paymentSubLabel: '',
  signupSuccessMessage:
    'Thank you! We have received your answers. You will receive an e-mail within 1-2 business days.',
  paymentSuccessMessage: 'Thank you! Your payment details have been saved.',
  qualifyButtonText: 'See if you qualify',
  faqTitle: 'Frequently asked questions',
  logosTitle: '',
});

/** Spec 001 §9 "Partner default colours". */
export const DEFAULT_PARTNER_PRIMARY_COLOR = '#71d1ac';
export const DEFAULT_PARTNER_FAQ_GRADIENT_COLOR = '#4e7da0';

/** The profile fields self sign-up may ask besides name and e-mail (user fields of spec 000 §3). */
export const SELF_SIGN_UP_PROFILE_FIELDS = [
  'phoneNumber',
  'dob',
  'gender',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
] as const;
export type SelfSignUpProfileField = (typeof SELF_SIGN_UP_PROFILE_FIELDS)[number];

/** Card collection providers the product speaks to. */
export const PAYMENT_PROVIDERS = ['STRIPE'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The partner images (spec 001 "File storage layout": partnerIntegrations/{id}/...). */
export const PARTNER_IMAGES = {
  LOGO: 'logo.png',
  LANDING: 'landing.png',
  LANDING_BOTTOM: 'landing-bottom.png',
  JOURNEY_IMAGE_1: 'journey-image-1.png',
  JOURNEY_IMAGE_2: 'journey-image-2.png',
  JOURNEY_IMAGE_3: 'journey-image-3.png',
} as const;
export type PartnerImageKey = keyof typeof PARTNER_IMAGES;
export const LANDING_PAGE_IMAGE_KEYS = ['LANDING', 'LANDING_BOTTOM'] as const satisfies readonly PartnerImageKey[];
export const PARTNER_INTEGRATION_IMAGE_KEYS = [
  'LOGO',
  'JOURNEY_IMAGE_1',
  'JOURNEY_IMAGE_2',
  'JOURNEY_IMAGE_3',
] as const satisfies readonly PartnerImageKey[];

export const MAX_FAQ_ENTRIES = 50;
export const MAX_TESTIMONIALS = 50;
export const MAX_SHORT_TEXT = 200;
export const MAX_LONG_TEXT = 2000;
export const MAX_URL_LENGTH = 2000;

function filled<K extends string, V>(
  keys: readonly K[],
  stored: Partial<Record<K, V>> | undefined,
  fallback: (key: K) => V,
) {
  return Object.fromEntries(keys.map((key) => [key, stored?.[key] ?? fallback(key)])) as Record<K, V>;
}

export function resolvePartnerLinks(stored: Partial<PartnerLinks> | undefined): PartnerLinks {
  return filled(PARTNER_LINK_KEYS, stored, () => '');
}

export function resolvePartnerFlags(stored: Partial<PartnerFlags> | undefined): PartnerFlags {
  return filled(PARTNER_FLAG_KEYS, stored, () => false);
}

/** An empty stored text falls back to the default, so clearing a field restores the spec's copy. */
export function resolvePartnerTexts(stored: Partial<PartnerTexts> | undefined): PartnerTexts {
  return Object.fromEntries(
    PARTNER_TEXT_KEYS.map((key) => [key, stored?.[key] || DEFAULT_PARTNER_TEXTS[key]]),
  ) as PartnerTexts;
}
