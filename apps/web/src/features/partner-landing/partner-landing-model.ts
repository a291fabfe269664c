/**
 * What the landing page shows, read from the partner's public operations (partner integration public info,
 * metadata, testimonials, bundles, categories) and completed with the spec's default texts
 * (spec 001 "Default texts"; colours of spec 001 §9).
 */

export const DEFAULT_PRIMARY_COLOR = '#71d1ac';
export const DEFAULT_FAQ_GRADIENT_COLOR = '#4e7da0';

export const DEFAULT_LANDING_TEXTS = {
  medicationTitle: 'Lose weight with GLP-1 medications',
  medicationSubtitle: '',
  journeyTitle: 'Your journey',
  journeyItem1: 'Complete intake questionnaire',
  journeyItem2: 'Consult with your doctor',
  journeyItem3: 'Enjoy convenient delivery',
  paymentLabel: 'You Pay',
  qualifyButtonText: 'See if you qualify',
  faqTitle: 'Frequently asked questions',
  signupSuccessMessage:
    'Thank you! We have received your answers. You will receive an e-mail within 1-2 business days.',
} as const;

export type LandingTexts = { -readonly [K in keyof typeof DEFAULT_LANDING_TEXTS]: string };

export const PROFILE_FIELDS = [
  'phoneNumber',
  'dob',
  'gender',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export interface LandingFaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface LandingTestimonial {
  id: string;
  name: string;
  text: string;
}

export interface LandingBundle {
  id: string;
  name: string;
  description: string;
  /** Price in the partner's currency units, null when not priced. */
  price: number | null;
  soldOut: boolean;
  imageUrl: string;
}

export interface LandingCategory {
  id: string;
  name: string;
}

export interface LandingLink {
  label: string;
  href: string;
}

export interface PartnerLanding {
  linkName: string;
  name: string;
  /** The page title from the partner's metadata. */
  title: string;
  primaryColor: string;
  faqGradientColor: string;
  logoUrl: string;
  landingImageUrl: string;
  journeyImageUrls: [string, string, string];
  faviconUrl: string;
  texts: LandingTexts;
  flags: {
    allowSelfSignup: boolean;
    referralCodeEnabled: boolean;
    useModalForSignup: boolean;
    showTestimonials: boolean;
    showCarouselPrices: boolean;
    showProductCategoriesInLandingPage: boolean;
    hideSeeIfQualifyBtn: boolean;
    enableSelfSignupPayment: boolean;
    selfSignUpSmsNotificationsRequired: boolean;
  };
  selfSignUpProfileFields: ProfileField[];
  defaultProductBundleId: string | null;
  faq: LandingFaqEntry[];
  testimonials: LandingTestimonial[];
  bundles: LandingBundle[];
  categories: LandingCategory[];
  footerLinks: LandingLink[];
}

/** Texts as configured, a blank one replaced by the spec's default. */
export function withDefaultTexts(
  configured: Partial<Record<keyof LandingTexts, string | null | undefined>>,
): LandingTexts {
  const texts = { ...DEFAULT_LANDING_TEXTS } as LandingTexts;
  for (const key of Object.keys(DEFAULT_LANDING_TEXTS) as (keyof LandingTexts)[]) {
    const value = configured[key]?.trim();
    if (value) texts[key] = value;
  }
  return texts;
}

/**
 * Spec 000 §2: a path containing the partner segment is a landing page and its last segment is the partner
 * organization's linkName. Undefined when the path has no partner segment followed by something.
 */
export function linkNameFromPath(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.indexOf('partner');
  if (at < 0 || at === segments.length - 1) return undefined;
  return decodeURIComponent(segments[segments.length - 1]);
}

/** "$199" style price; whole amounts without decimals. */
export function formatPrice(price: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
  }).format(price);
}
