import { DEMO_ORGANIZATIONS } from './demo-data.js';

/** Vitality's storefront settings: the demo partner's landing page, fully filled. */
export const VITALITY_PARTNER_INFO_ID = '0d000000-0000-4000-8000-000000000001';

export const VITALITY_PARTNER_INFO = {
  id: VITALITY_PARTNER_INFO_ID,
  organizationId: DEMO_ORGANIZATIONS.vitality.id,
  linkName: DEMO_ORGANIZATIONS.vitality.linkName,
  monthlyCost: '199.00',
  tagline: 'Doctor-guided GLP-1 weight care, delivered to your door',
  videoLink: 'https://www.youtube.com/watch?v=vitality-demo',
  webhookUrl: 'https://hooks.vitality.demo.test/case-events',
  favicon: '',
  contactEmail: 'care@vitality.demo.test',
  contactPhone: '+1 555 010 0300',
  links: {
    homeLink: 'https://vitality.demo.test',
    membersAreaLink: 'https://vitality.demo.test/members',
    orderStatusLink: 'https://vitality.demo.test/orders',
    instructionsLink: 'https://vitality.demo.test/how-to-inject',
    supportLink: 'https://vitality.demo.test/support',
    affiliateLink: 'https://vitality.demo.test/affiliates',
    termsLink: 'https://vitality.demo.test/terms',
    privacyLink: 'https://vitality.demo.test/privacy',
    fulfillmentLink: 'https://vitality.demo.test/fulfillment',
    medicalConsentLink: 'https://vitality.demo.test/medical-consent',
    californiaResidentsLink: 'https://vitality.demo.test/california',
    billOfRightsLink: 'https://vitality.demo.test/patient-rights',
    consentFormLink: 'https://forms.vitality.demo.test/consent',
  },
  flags: {
    allowSelfSignup: true,
    enableSelfSignupPayment: false,
    referralCodeEnabled: true,
    showCarouselPrices: true,
    showTestimonials: true,
    showLogos: true,
    hideSeeIfQualifyBtn: false,
    useModalForSignup: false,
    showGDPRLogo: false,
    enableLegitScriptLogo: true,
    isWebhookEnabled: false,
    autoCreateUserPromoCodes: true,
    preauthorizeCreditCardOnSignup: false,
    sendFullCaseDataInWebhookEventEnabled: false,
    addHomeLinkToHeader: true,
    showProductCategoriesInLandingPage: true,
  },
  selfSignUpProfileFields: ['phoneNumber', 'dob', 'gender', 'state', 'postalCode'] as const,
  selfSignUpSmsNotificationsRequired: true,
  paymentProvider: 'STRIPE' as const,
  paymentPublishableKey: 'pk_test_vitalitydemo',
  texts: {
    medicationTitle: 'Lose weight with GLP-1 medications',
    medicationSubtitle: 'Semaglutide and tirzepatide programs prescribed by licensed clinicians.',
    journeyTitle: 'How Vitality works',
    journeyItem1: 'Complete intake questionnaire',
    journeyItem2: 'Consult with your doctor',
    journeyItem3: 'Enjoy convenient delivery',
    secondaryMedicationTitle: 'Prefer a pill?',
    secondaryMedicationText: 'Ask your clinician about oral options during your consult.',
    paymentLabel: 'You Pay',
    paymentSubLabel: 'per month, medication included',
    signupSuccessMessage:
      'Thank you for choosing Vitality! We have received your answers and you will receive an e-mail within 1-2 business days.',
    paymentSuccessMessage: 'Your card is saved. You will only be charged once your clinician approves a prescription.',
    qualifyButtonText: 'See if you qualify',
    faqTitle: 'Frequently asked questions',
    logosTitle: 'As featured in',
  },
  primaryColor: '#71d1ac',
  faqGradientColor: '#4e7da0',
};

export const VITALITY_FAQ = [
  {
    question: 'What are GLP-1 medications?',
    answer:
      'GLP-1 medications such as semaglutide mimic a hormone that regulates appetite and blood sugar, helping you feel full sooner.',
  },
  {
    question: 'Who can take part in the program?',
    answer:
      'Adults with a BMI of 30 or more, or 27 or more with a weight-related condition, may qualify. Your clinician decides.',
  },
  {
    question: 'How long does it take to get my medication?',
    answer:
      'Most members receive their first shipment within 5 to 7 business days after their prescription is approved.',
  },
  {
    question: 'Is my information private?',
    answer: 'Yes. Your answers are only seen by your care team and are protected under HIPAA.',
  },
  {
    question: 'Can I cancel at any time?',
    answer: 'Yes. You can cancel your membership from the members area before your next renewal date.',
  },
  {
    question: 'Do you accept insurance?',
    answer: 'Vitality is a self-pay program. We can provide receipts you may submit to your HSA or FSA.',
  },
];

export const VITALITY_TESTIMONIALS = [
  {
    rating: 5,
    customerName: 'Maria G.',
    title: 'I finally feel in control',
    content: 'Down 28 pounds in four months. The check-ins with my clinician kept me on track.',
    isVerified: true,
  },
  {
    rating: 5,
    customerName: 'James T.',
    title: 'Simple from start to finish',
    content: 'The questionnaire took ten minutes and my medication arrived the same week.',
    isVerified: true,
  },
  {
    rating: 4,
    customerName: 'Priya S.',
    title: 'Great support team',
    content: 'Whenever I had a question about dosing, support answered the same day.',
    isVerified: true,
  },
  {
    rating: 5,
    customerName: 'Robert L.',
    title: 'Worth every penny',
    content: 'My blood sugar is better and I have more energy for my grandkids.',
    isVerified: false,
  },
];
