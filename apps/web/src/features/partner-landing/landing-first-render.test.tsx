import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubGraphql } from '../auth/test-utils';
import { DEFAULT_LANDING_TEXTS, type PartnerLanding } from './partner-landing-model';
import { PartnerLandingPage } from './PartnerLandingPage';

const ARRIVED: PartnerLanding = {
  linkName: 'vitality',
  name: 'Vitality',
  title: 'Vitality Health',
  primaryColor: '#71d1ac',
  faqGradientColor: '#4e7da0',
  logoUrl: '',
  landingImageUrl: '',
  journeyImageUrls: ['', '', ''],
  faviconUrl: '',
  texts: { ...DEFAULT_LANDING_TEXTS, medicationTitle: 'Arrived early' },
  flags: {
    allowSelfSignup: false,
    referralCodeEnabled: false,
    useModalForSignup: false,
    showTestimonials: false,
    showCarouselPrices: false,
    showProductCategoriesInLandingPage: false,
    hideSeeIfQualifyBtn: true,
    enableSelfSignupPayment: false,
    selfSignUpSmsNotificationsRequired: false,
  },
  selfSignUpProfileFields: [],
  defaultProductBundleId: null,
  faq: [],
  testimonials: [],
  bundles: [],
  categories: [],
  footerLinks: [],
};

// The page's first script has already received the answer for 'vitality'.
vi.mock('./landing-prefetch', () => ({
  arrivedLanding: (linkName: string) => (linkName === 'vitality' ? ARRIVED : undefined),
  takePrefetchedLanding: (linkName: string) => (linkName === 'vitality' ? Promise.resolve(ARRIVED) : undefined),
}));

describe('PartnerLandingPage with its data already arrived', () => {
  afterEach(cleanup);

  it('shows the page in its first render, without a loading state or another request', () => {
    const { calls } = stubGraphql(() => {
      throw new Error('no request expected');
    });
    renderPage({ path: 'partner/:partnerId', element: <PartnerLandingPage />, initialEntry: '/partner/vitality' });
    expect(screen.getByRole('heading', { level: 1, name: 'Arrived early' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading the page')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("waits for its own answer on another partner's page", () => {
    stubGraphql(() => new Promise<Response>(() => undefined));
    renderPage({ path: 'partner/:partnerId', element: <PartnerLandingPage />, initialEntry: '/partner/other' });
    expect(screen.getByLabelText('Loading the page')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
