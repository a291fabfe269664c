import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  Providers,
  type Resolver,
  seriousAxeViolations,
} from '../../app/routes/test-support';
import { PartnerTab } from './PartnerTab';

const INFO_ID = 'info-1';

function brand(isPartner = true, partnerIntegrationInfoId: string | null = INFO_ID) {
  return {
    organizationBrandInfo: {
      __typename: 'OrganizationBrandInfo',
      id: ORG_ID,
      name: 'Vitality Health',
      isPartner,
      partnerIntegrationInfoId,
    },
  };
}

const LINKS = Object.fromEntries(
  [
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
  ].map((k) => [k, '']),
);
const FLAGS = Object.fromEntries(
  [
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
  ].map((k) => [k, k === 'showTestimonials']),
);
const TEXTS = {
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
  signupSuccessMessage: 'Thanks',
  paymentSuccessMessage: 'Paid',
  qualifyButtonText: 'See if you qualify',
  faqTitle: 'Frequently asked questions',
  logosTitle: '',
};

function info(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PartnerIntegrationInfo',
    id: INFO_ID,
    organizationId: ORG_ID,
    linkName: 'vitality',
    monthlyCost: 199,
    tagline: 'Care that fits',
    videoLink: '',
    webhookUrl: '',
    favicon: '',
    contactEmail: '',
    contactPhone: '',
    links: { __typename: 'PartnerLinks', ...LINKS },
    flags: { __typename: 'PartnerFlags', ...FLAGS },
    selfSignUpProfileFields: ['phoneNumber'],
    selfSignUpSmsNotificationsRequired: false,
    masterUserPromoCodeId: null,
    paymentProvider: null,
    paymentPublishableKey: '',
    texts: { __typename: 'PartnerTexts', ...TEXTS },
    primaryColor: '#71d1ac',
    faqGradientColor: '#4e7da0',
    formVersionId: null,
    defaultProductBundleId: null,
    faq: [
      { __typename: 'PartnerFaqEntry', id: 'faq-1', question: 'What is GLP-1?', answer: 'A medication.', index: 0 },
    ],
    images: {
      __typename: 'PartnerImages',
      logoUrl: '',
      landingUrl: '',
      landingBottomUrl: '',
      journeyImage1Url: '',
      journeyImage2Url: '',
      journeyImage3Url: '',
    },
    ...overrides,
  };
}

const TESTIMONIAL = {
  __typename: 'Testimonial',
  id: 't-1',
  rating: 5,
  customerName: 'Maria G.',
  title: 'In control',
  content: 'Down 28 pounds.',
  createdAt: '2026-01-01T00:00:00.000Z',
  isVerified: true,
  index: 0,
};

const loaded: Record<string, Resolver> = {
  PartnerBrand: () => brand(),
  PartnerIntegrationInfo: () => ({
    organizationPartnerIntegrationInfo: info(),
    getPartnerIntegrationTestimonials: [TESTIMONIAL],
  }),
  PartnerWebhookSigning: () => ({
    partnerWebhookSigning: { __typename: 'PartnerWebhookSigning', secretIssuedAt: null },
  }),
  PartnerWebhookDeliveries: () => ({
    partnerWebhookDeliveries: {
      __typename: 'PartnerWebhookDeliveryList',
      totalCount: 0,
      pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      deliveries: [],
    },
  }),
};

function setup(resolvers: Record<string, Resolver> = {}) {
  const client = makeClient({ ...loaded, ...resolvers });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('ADMIN'))} client={client.client}>
        <PartnerTab />
      </Providers>
    </ToastProvider>,
  );
  return client;
}

const preview = () => screen.getByTestId('partner-preview');

describe('PartnerTab', () => {
  afterEach(() => cleanup());

  it('shows every section and a preview of the saved values; axe-clean', async () => {
    setup();
    expect(await screen.findByRole('region', { name: 'Links' })).toBeTruthy();
    for (const name of [
      'Landing page',
      'Switches',
      'Sign-up fields',
      'Landing texts',
      'Colours',
      'FAQ',
      'Testimonials',
      'Preview',
      'Webhook deliveries',
    ]) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    expect(within(preview()).getByText('Lose weight with GLP-1 medications')).toBeTruthy();
    expect(within(preview()).getByText('Consult with your doctor')).toBeTruthy();
    expect(within(preview()).getByText('What is GLP-1?')).toBeTruthy();
    expect(within(preview()).getByText('“Down 28 pounds.”')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Allow self sign-up' }).getAttribute('aria-describedby')).toBe(
      'partner-flag-allowSelfSignup-help',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  // Many edits through a whole settings page in jsdom: a loaded two-core machine has taken the whole usual limit.
  it('the preview follows unsaved edits: title, colour, FAQ and testimonial', async () => {
    setup();
    const title = await screen.findByLabelText('Medication title');
    fireEvent.change(title, { target: { value: 'Feel better with Vitality' } });
    expect(within(preview()).getByText('Feel better with Vitality')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#123456' } });
    expect(getComputedStyle(screen.getByTestId('preview-hero')).backgroundColor).toBe('rgb(18, 52, 86)');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.change(screen.getByLabelText('Question 2'), { target: { value: 'How fast is delivery?' } });
    expect(within(preview()).getByText('How fast is delivery?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Testimonial 1'), { target: { value: 'Great care.' } });
    expect(within(preview()).getByText('“Great care.”')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show testimonials' }));
    expect(screen.queryByTestId('preview-testimonial')).toBeNull();
  }, 40_000);

  it('reorders and removes FAQ entries with named buttons', async () => {
    setup();
    await screen.findByRole('region', { name: 'FAQ' });
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.change(screen.getByLabelText('Question 2'), { target: { value: 'Second' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect((screen.getByLabelText('Question 1') as HTMLInputElement).value).toBe('Second');
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect((screen.getByLabelText('Question 1') as HTMLInputElement).value).toBe('What is GLP-1?');
    expect(screen.queryByLabelText('Question 2')).toBeNull();
  });

  it('refuses to send a bad link or colour and says which field', async () => {
    const client = setup();
    fireEvent.change(await screen.findByLabelText('Terms of service'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save partner settings' }));
    expect(await screen.findByText('Enter an address starting with http:// or https://')).toBeTruthy();
    expect(client.named('UpdatePartnerIntegrationInfo')).toHaveLength(0);
  });

  it('saves the info, the FAQ and the testimonials, and shows the api refusal when there is one', async () => {
    let refuse = true;
    const client = setup({
      UpdatePartnerIntegrationInfo: (variables) => {
        if (refuse) {
          return new GraphQLErrorsAnswer([
            {
              message: 'tagline: must be at most 200 characters',
              extensions: { code: 'BAD_USER_INPUT', field: 'tagline' },
            },
          ]);
        }
        const input = variables.input as Record<string, unknown>;
        return {
          updateOrganizationPartnerIntegrationInfo: {
            __typename: 'PartnerIntegrationInfoPayload',
            success: true,
            message: 'Operation succeeded!',
            partnerIntegrationInfo: info({ tagline: input.tagline }),
          },
        };
      },
      UpdatePartnerIntegrationFaq: () => ({
        updatePartnerIntegrationFAQ: {
          __typename: 'PartnerIntegrationFaqPayload',
          success: true,
          message: null,
          faq: [
            {
              __typename: 'PartnerFaqEntry',
              id: 'faq-1',
              question: 'What is GLP-1?',
              answer: 'A medication.',
              index: 0,
            },
          ],
        },
      }),
      UpdateOrganizationTestimonials: () => ({
        updateOrganizationTestimonials: {
          __typename: 'OrganizationTestimonialsPayload',
          success: true,
          message: null,
          testimonials: [TESTIMONIAL],
        },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Tagline'), { target: { value: 'New tagline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save partner settings' }));
    expect(await screen.findByText('tagline: must be at most 200 characters')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save partner settings' }));
    await waitFor(() => expect(client.named('UpdateOrganizationTestimonials')).toHaveLength(1));
    const sent = client.named('UpdatePartnerIntegrationInfo').at(-1)!.variables.input as Record<string, unknown>;
    expect(sent).toMatchObject({ organizationId: ORG_ID, tagline: 'New tagline', primaryColor: '#71d1ac' });
    expect(JSON.stringify(sent)).not.toContain('__typename');
    expect(client.named('UpdatePartnerIntegrationFaq')[0].variables.input).toEqual({
      organizationId: ORG_ID,
      entries: [{ id: 'faq-1', question: 'What is GLP-1?', answer: 'A medication.' }],
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('says when the organization is not a partner, and offers a retry when loading fails', async () => {
    setup({ PartnerBrand: () => brand(false, null) });
    expect(await screen.findByText('This organization is not a partner organization.')).toBeTruthy();
    cleanup();
    let fail = true;
    setup({
      PartnerBrand: () => {
        if (fail) throw new Error('offline');
        return brand();
      },
    });
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Links' })).toBeTruthy();
  });
});
