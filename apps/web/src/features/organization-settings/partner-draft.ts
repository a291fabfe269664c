import type { PartnerIntegrationInfoFieldsFragment, TestimonialFieldsFragment } from '../../generated/graphql';

/** What the Partner tab edits, as the form holds it (numbers as typed text, lists with local keys). */
export type PartnerInfo = PartnerIntegrationInfoFieldsFragment;
export type PartnerLinks = Omit<PartnerInfo['links'], '__typename'>;
export type PartnerFlags = Omit<PartnerInfo['flags'], '__typename'>;
export type PartnerTexts = Omit<PartnerInfo['texts'], '__typename'>;
export type LinkKey = keyof PartnerLinks;
export type FlagKey = keyof PartnerFlags;
export type TextKey = keyof PartnerTexts;

export interface FaqDraft {
  key: string;
  id: string | null;
  question: string;
  answer: string;
}

export interface TestimonialDraft {
  key: string;
  id: string | null;
  rating: number;
  customerName: string;
  title: string;
  content: string;
  isVerified: boolean;
}

export interface PartnerDraft {
  monthlyCost: string;
  tagline: string;
  videoLink: string;
  webhookUrl: string;
  favicon: string;
  contactEmail: string;
  contactPhone: string;
  paymentPublishableKey: string;
  links: PartnerLinks;
  flags: PartnerFlags;
  texts: PartnerTexts;
  selfSignUpProfileFields: string[];
  selfSignUpSmsNotificationsRequired: boolean;
  primaryColor: string;
  faqGradientColor: string;
  faq: FaqDraft[];
  testimonials: TestimonialDraft[];
}

export const LINK_LABELS: Record<LinkKey, string> = {
  homeLink: 'Home',
  membersAreaLink: 'Members area',
  orderStatusLink: 'Order status',
  instructionsLink: 'Instructions',
  supportLink: 'Support',
  affiliateLink: 'Affiliate program',
  termsLink: 'Terms of service',
  privacyLink: 'Privacy policy',
  fulfillmentLink: 'Fulfillment policy',
  medicalConsentLink: 'Medical consent',
  californiaResidentsLink: 'California residents notice',
  billOfRightsLink: 'Patient bill of rights',
  consentFormLink: 'Consent form',
};

/** Each switch with the one line that says what it does. */
export const FLAG_LABELS: Record<FlagKey, { label: string; help: string }> = {
  allowSelfSignup: {
    label: 'Allow self sign-up',
    help: 'Visitors can create their own account from the landing page.',
  },
  enableSelfSignupPayment: { label: 'Collect payment at sign-up', help: 'Sign-up continues to card collection.' },
  referralCodeEnabled: { label: 'Referral codes', help: 'Sign-up offers an optional referral code field.' },
  showCarouselPrices: { label: 'Show carousel prices', help: 'The product carousel shows each bundle’s price.' },
  showTestimonials: { label: 'Show testimonials', help: 'The landing page lists the testimonials below.' },
  showLogos: { label: 'Show logos', help: 'The landing page shows the logos strip.' },
  hideSeeIfQualifyBtn: { label: 'Hide the qualify button', help: 'Hides the “See if you qualify” call to action.' },
  useModalForSignup: { label: 'Sign up in a dialog', help: 'Sign-up opens in a dialog instead of a page section.' },
  showGDPRLogo: { label: 'Show GDPR logo', help: 'Shows the GDPR badge in the footer.' },
  enableLegitScriptLogo: { label: 'Show LegitScript logo', help: 'Shows the LegitScript certification badge.' },
  isWebhookEnabled: { label: 'Send webhook events', help: 'Case events are posted to the webhook address.' },
  autoCreateUserPromoCodes: {
    label: 'Create promo codes per user',
    help: 'Each new member gets a personal promo code.',
  },
  preauthorizeCreditCardOnSignup: {
    label: 'Pre-authorize card',
    help: 'The card is pre-authorized when it is collected.',
  },
  sendFullCaseDataInWebhookEventEnabled: {
    label: 'Full case data in webhooks',
    help: 'Webhook events carry the whole case, not only its id and status.',
  },
  addHomeLinkToHeader: { label: 'Home link in header', help: 'The header links to the home address above.' },
  showProductCategoriesInLandingPage: {
    label: 'Show product categories',
    help: 'The landing page groups products by category.',
  },
};

export const TEXT_LABELS: Record<TextKey, { label: string; multiline?: boolean }> = {
  medicationTitle: { label: 'Medication title' },
  medicationSubtitle: { label: 'Medication subtitle', multiline: true },
  journeyTitle: { label: 'Journey title' },
  journeyItem1: { label: 'Journey step 1' },
  journeyItem2: { label: 'Journey step 2' },
  journeyItem3: { label: 'Journey step 3' },
  secondaryMedicationTitle: { label: 'Secondary medication title' },
  secondaryMedicationText: { label: 'Secondary medication text', multiline: true },
  paymentLabel: { label: 'Payment label' },
  paymentSubLabel: { label: 'Payment sub-label' },
  signupSuccessMessage: { label: 'Sign-up success message', multiline: true },
  paymentSuccessMessage: { label: 'Payment success message', multiline: true },
  qualifyButtonText: { label: 'Qualify button text' },
  faqTitle: { label: 'FAQ title' },
  logosTitle: { label: 'Logos title' },
};

export const SIGN_UP_FIELD_LABELS: Record<string, string> = {
  phoneNumber: 'Phone number',
  dob: 'Date of birth',
  gender: 'Gender',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
};

/** Apollo adds __typename to what it reads; an input type refuses it. */
function withoutTypename<T extends object>(value: T): Omit<T, '__typename'> {
  const { __typename: _ignored, ...rest } = value as T & { __typename?: string };
  return rest;
}

let nextKey = 0;
export const newKey = () => `new-${++nextKey}`;

export function toDraft(info: PartnerInfo, testimonials: TestimonialFieldsFragment[]): PartnerDraft {
  return {
    monthlyCost: info.monthlyCost === null || info.monthlyCost === undefined ? '' : String(info.monthlyCost),
    tagline: info.tagline,
    videoLink: info.videoLink,
    webhookUrl: info.webhookUrl,
    favicon: info.favicon,
    contactEmail: info.contactEmail,
    contactPhone: info.contactPhone,
    paymentPublishableKey: info.paymentPublishableKey,
    links: withoutTypename(info.links),
    flags: withoutTypename(info.flags),
    texts: withoutTypename(info.texts),
    selfSignUpProfileFields: [...info.selfSignUpProfileFields],
    selfSignUpSmsNotificationsRequired: info.selfSignUpSmsNotificationsRequired,
    primaryColor: info.primaryColor,
    faqGradientColor: info.faqGradientColor,
    faq: info.faq.map((entry) => ({ key: entry.id, id: entry.id, question: entry.question, answer: entry.answer })),
    testimonials: testimonials.map((t) => ({
      key: t.id,
      id: t.id,
      rating: t.rating,
      customerName: t.customerName,
      title: t.title,
      content: t.content,
      isVerified: t.isVerified,
    })),
  };
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function isHttpAddress(value: string): boolean {
  if (value.trim() === '') return true;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Field problems the api would refuse too, shown before sending; keys are the form's field ids. */
export function draftProblems(draft: PartnerDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const address = 'Enter an address starting with http:// or https://';
  for (const key of ['videoLink', 'webhookUrl', 'favicon'] as const) {
    if (!isHttpAddress(draft[key])) problems[key] = address;
  }
  for (const [key, value] of Object.entries(draft.links)) {
    if (!isHttpAddress(value)) problems[`links.${key}`] = address;
  }
  for (const key of ['primaryColor', 'faqGradientColor'] as const) {
    if (!HEX.test(draft[key])) problems[key] = 'Enter a colour like #71d1ac';
  }
  if (draft.monthlyCost.trim() !== '' && !(Number(draft.monthlyCost) >= 0)) {
    problems.monthlyCost = 'Enter an amount of 0 or more';
  }
  draft.faq.forEach((entry, index) => {
    if (!entry.question.trim()) problems[`faq.${index}.question`] = 'Enter the question';
    if (!entry.answer.trim()) problems[`faq.${index}.answer`] = 'Enter the answer';
  });
  draft.testimonials.forEach((t, index) => {
    if (!t.customerName.trim()) problems[`testimonials.${index}.customerName`] = 'Enter the customer’s name';
    if (!t.content.trim()) problems[`testimonials.${index}.content`] = 'Enter the testimonial';
  });
  return problems;
}

export function toInfoInput(organizationId: string, draft: PartnerDraft) {
  return {
    organizationId,
    monthlyCost: draft.monthlyCost.trim() === '' ? null : Number(draft.monthlyCost),
    tagline: draft.tagline,
    videoLink: draft.videoLink,
    webhookUrl: draft.webhookUrl,
    favicon: draft.favicon,
    contactEmail: draft.contactEmail,
    contactPhone: draft.contactPhone,
    paymentPublishableKey: draft.paymentPublishableKey,
    links: draft.links,
    flags: draft.flags,
    texts: draft.texts,
    selfSignUpProfileFields: draft.selfSignUpProfileFields,
    selfSignUpSmsNotificationsRequired: draft.selfSignUpSmsNotificationsRequired,
    primaryColor: draft.primaryColor,
    faqGradientColor: draft.faqGradientColor,
  };
}
