import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../app/routes/test-support';
import {
  authError,
  graphqlErrorResponse,
  jsonResponse,
  renderPage,
  stubGraphql,
  type GraphqlCall,
} from '../auth/test-utils';
import { readableOnWhite, textOn, contrastRatio, parseHex } from './contrast';
import { linkNameFromPath } from './partner-landing-model';
import { prefetchPartnerLanding } from './landing-prefetch';
import { NOT_FOUND_TITLE, PartnerLandingPage } from './PartnerLandingPage';

vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: vi.fn(),
  validatePassword: vi.fn(() => Promise.reject(Object.assign(new Error('no policy'), { code: 'auth/internal-error' }))),
}));
vi.mock('../auth/firebase-auth', () => ({ firebaseAuth: () => ({ name: 'test-auth' }) }));

const BLANK_TEXTS = {
  medicationTitle: '',
  medicationSubtitle: '',
  journeyTitle: '',
  journeyItem1: '',
  journeyItem2: '',
  journeyItem3: '',
  paymentLabel: '',
  qualifyButtonText: '',
  faqTitle: '',
  signupSuccessMessage: '',
};

function info(
  overrides: { flags?: object; texts?: object; primaryColor?: string; selfSignUpProfileFields?: string[] } = {},
) {
  return {
    linkName: 'vitality',
    organizationName: 'Vitality',
    primaryColor: overrides.primaryColor ?? '#71d1ac',
    faqGradientColor: '#4e7da0',
    defaultProductBundleId: null,
    selfSignUpProfileFields: overrides.selfSignUpProfileFields ?? [],
    selfSignUpSmsNotificationsRequired: false,
    flags: {
      allowSelfSignup: true,
      referralCodeEnabled: true,
      useModalForSignup: false,
      showTestimonials: true,
      showCarouselPrices: true,
      showProductCategoriesInLandingPage: true,
      hideSeeIfQualifyBtn: false,
      enableSelfSignupPayment: false,
      ...overrides.flags,
    },
    texts: { ...BLANK_TEXTS, ...overrides.texts },
    images: { logoUrl: '', landingUrl: '', journeyImage1Url: '', journeyImage2Url: '', journeyImage3Url: '' },
    links: {
      termsLink: 'https://vitality.example/terms',
      privacyLink: 'javascript:alert(1)',
      supportLink: '',
      medicalConsentLink: '',
      californiaResidentsLink: '',
      billOfRightsLink: '',
    },
    faq: [
      { id: 'f2', question: 'Is it safe?', answer: 'Your doctor decides.', index: 1 },
      { id: 'f1', question: 'How does it work?', answer: 'Answer a few questions.', index: 0 },
    ],
  };
}

const EXTRAS = {
  organizationPublicTestimonials: [{ id: 't1', customerName: 'Dana', content: 'Down 12 kg.', index: 0 }],
  organizationProductBundles: [
    {
      id: 'b1',
      name: 'Semaglutide monthly',
      description: 'Monthly plan',
      priceCents: 19900,
      isSoldOut: false,
      imageUrl: null,
    },
    { id: 'b2', name: 'Tirzepatide monthly', description: '', priceCents: 29900, isSoldOut: true, imageUrl: null },
  ],
  allOrganizationPublicProductCategories: [{ id: 'c1', name: 'Weight loss' }],
};

function setup(
  options: {
    info?: ReturnType<typeof info>;
    entry?: string;
    onSignUp?: (call: GraphqlCall) => Response;
    /** Runs with the api stubbed, before the page renders. */
    beforeRender?: () => void;
  } = {},
) {
  const stub = stubGraphql((call) => {
    if (call.body.operationName === 'PartnerLanding') {
      if (call.body.variables.linkName !== 'vitality') return graphqlErrorResponse('Not found', { code: 'NOT_FOUND' });
      return jsonResponse({
        data: {
          organizationPartnerIntegrationPublicInfo: options.info ?? info(),
          publicOrganizationPartnerMetadata: {
            title: 'Vitality Health',
            faviconUrl: 'https://cdn.example/favicon.png',
          },
          ...EXTRAS,
        },
      });
    }
    return (
      options.onSignUp?.(call) ??
      jsonResponse({
        data: {
          signUpToPartnerOrganization: {
            success: true,
            message: 'Operation succeeded!',
            userId: 'u1',
            email: 'vera@example.com',
            organizationId: 'o1',
            productBundleId: null,
          },
        },
      })
    );
  });
  options.beforeRender?.();
  const utils = renderPage({
    path: 'partner/:partnerId',
    element: <PartnerLandingPage />,
    initialEntry: options.entry ?? '/partner/vitality',
    otherPaths: ['accommodations/request', 'login'],
  });
  return { ...stub, ...utils };
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PartnerLandingPage', () => {
  beforeEach(() => {
    vi.mocked(signInWithEmailAndPassword)
      .mockReset()
      .mockResolvedValue({} as never);
    document.title = '';
  });
  afterEach(cleanup);

  it('shows the spec default copy when the partner configured none, and its title and favicon', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lose weight with GLP-1 medications' })).toBeTruthy();
    const journey = screen.getByRole('region', { name: 'Your journey' });
    expect(within(journey).getByText('Complete intake questionnaire')).toBeTruthy();
    expect(within(journey).getByText('Consult with your doctor')).toBeTruthy();
    expect(within(journey).getByText('Enjoy convenient delivery')).toBeTruthy();
    const plans = screen.getByRole('region', { name: 'Treatment plans' });
    expect(within(plans).getAllByText('You Pay')).toHaveLength(2);
    expect(within(plans).getByText('$199')).toBeTruthy();
    expect(within(plans).getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('Weight loss')).toBeTruthy();
    expect(screen.getByText('Down 12 kg.')).toBeTruthy();
    // Set by the page's effects, which may run just after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Vitality Health | Case Management'));
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('https://cdn.example/favicon.png');
  });

  it('applies the configured texts and colours, and hides prices, categories and testimonials when off', async () => {
    setup({
      info: info({
        primaryColor: '#123456',
        texts: { medicationTitle: 'Feel better with Vitality', paymentLabel: 'Only' },
        flags: { showCarouselPrices: false, showTestimonials: false, showProductCategoriesInLandingPage: false },
      }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Feel better with Vitality' });
    const hero = heading.closest('section')!;
    expect(getComputedStyle(hero).backgroundColor).toBe('rgb(18, 52, 86)');
    expect(getComputedStyle(hero).color).toBe('rgb(255, 255, 255)');
    expect(screen.queryByText('Only')).toBeNull();
    expect(screen.queryByText('Weight loss')).toBeNull();
    expect(screen.queryByText('Down 12 kg.')).toBeNull();
  });

  it('links only web addresses in the footer', async () => {
    setup();
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      'https://vitality.example/terms',
    );
    expect(within(footer).queryByRole('link', { name: 'Privacy policy' })).toBeNull();
  });

  it('answers an unknown linkName with a not-found page', async () => {
    setup({ entry: '/partner/nobody' });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeTruthy();
  });

  it('treats the last segment of a path with the partner segment as the linkName', () => {
    expect(linkNameFromPath('/partner/vitality')).toBe('vitality');
    expect(linkNameFromPath('/en/partner/offers/vitality')).toBe('vitality');
    expect(linkNameFromPath('/partner/')).toBeUndefined();
    expect(linkNameFromPath('/login')).toBeUndefined();
  });

  it('opens and closes FAQ answers with the keyboard, in the configured order', async () => {
    setup();
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((button) => button.textContent)).toEqual(['How does it work?+', 'Is it safe?+']);
    const first = questions[0];
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(answer.hidden).toBe(true);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(questions[1]);
    fireEvent.keyDown(questions[1], { key: 'Home' });
    expect(document.activeElement).toBe(first);
    fireEvent.click(first); // Enter and Space on a native button arrive as a click.
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(within(answer).getByText('Answer a few questions.')).toBeTruthy();
  });

  it('prefills e-mail and phone from the query', async () => {
    setup({
      entry: '/partner/vitality?email=vera%40example.com&phone=%2B15550100199',
      info: info({ selfSignUpProfileFields: ['phoneNumber'] }),
    });
    expect(((await screen.findByLabelText(/^e-mail/i)) as HTMLInputElement).value).toBe('vera@example.com');
    expect((screen.getByLabelText(/^phone number/i) as HTMLInputElement).value).toBe('+15550100199');
  });

  it('checks the sign-up form before sending anything', async () => {
    const { calls } = setup({ info: info({ selfSignUpProfileFields: ['dob'] }) });
    await screen.findByRole('heading', { name: 'Create your account' });
    fill(/^e-mail/i, 'not-an-address');
    fill(/^password/i, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Enter your last name.')).toBeTruthy();
    expect(screen.getByText('Enter an e-mail address in the format name@example.com.')).toBeTruthy();
    expect(screen.getByText('This password does not meet the requirements listed below.')).toBeTruthy();
    expect(screen.getByText('Enter your date of birth.')).toBeTruthy();
    expect(calls.filter((call) => call.body.operationName === 'SignUpToPartnerOrganization')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^first name/i)));
  });

  it('signs up with a referral code, signs in and continues to the eligibility form', async () => {
    const { calls, router } = setup();
    await screen.findByRole('heading', { name: 'Create your account' });
    fill(/^first name/i, 'Vera');
    fill(/^last name/i, 'Visitor');
    fill(/^e-mail/i, 'vera@example.com');
    fill(/^password/i, 'secret-123');
    fill(/referral code/i, 'FRIEND10');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accommodations/request'));
    const signUp = calls.find((call) => call.body.operationName === 'SignUpToPartnerOrganization')!;
    expect(signUp.body.variables.input).toMatchObject({
      linkName: 'vitality',
      email: 'vera@example.com',
      firstName: 'Vera',
      lastName: 'Visitor',
      password: 'secret-123',
      referralCode: 'FRIEND10',
    });
    expect(signUp.headers.get('authorization')).toBeNull();
    expect(vi.mocked(signInWithEmailAndPassword)).toHaveBeenCalledWith(
      { name: 'test-auth' },
      'vera@example.com',
      'secret-123',
    );
    expect(router.state.location.state).toEqual({
      partnerThankYou: 'Thank you! We have received your answers. You will receive an e-mail within 1-2 business days.',
      collectPayment: false,
    });
  });

  it('shows an existing e-mail on the e-mail field', async () => {
    setup({
      onSignUp: () => graphqlErrorResponse('A user with this e-mail already exists', { code: 'ALREADY_EXISTS' }),
    });
    await screen.findByRole('heading', { name: 'Create your account' });
    fill(/^first name/i, 'Vera');
    fill(/^last name/i, 'Visitor');
    fill(/^e-mail/i, 'vera@example.com');
    fill(/^password/i, 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('An account already uses this e-mail address. Sign in instead.')).toBeTruthy();
  });

  it("shows the api's refusal of an unknown referral code on the referral code field, and signs nobody in", async () => {
    setup({
      onSignUp: () =>
        graphqlErrorResponse('referralCode: This referral code does not exist or is not active', {
          code: 'BAD_USER_INPUT',
          field: 'referralCode',
        }),
    });
    await screen.findByRole('heading', { name: 'Create your account' });
    fill(/^first name/i, 'Vera');
    fill(/^last name/i, 'Visitor');
    fill(/^e-mail/i, 'vera@example.com');
    fill(/^password/i, 'secret-123');
    fill(/referral code/i, 'NOSUCHCODE');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This referral code does not exist or is not active')).toBeTruthy();
    expect(screen.getByLabelText(/referral code/i).getAttribute('aria-invalid')).toBe('true');
    expect(vi.mocked(signInWithEmailAndPassword)).not.toHaveBeenCalled();
  });

  it('retries sign-in once when human verification is asked for, then says what happened', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/missing-recaptcha-token'));
    setup();
    await screen.findByRole('heading', { name: 'Create your account' });
    fill(/^first name/i, 'Vera');
    fill(/^last name/i, 'Visitor');
    fill(/^e-mail/i, 'vera@example.com');
    fill(/^password/i, 'secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The human verification check did not complete. Please try again.')).toBeTruthy();
    expect(vi.mocked(signInWithEmailAndPassword)).toHaveBeenCalledTimes(2);
  });

  it('opens sign-up in a dialog when the partner asks for a modal, and says a card follows the form', async () => {
    setup({ info: info({ flags: { useModalForSignup: true, enableSelfSignupPayment: true } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'See if you qualify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(dialog).getByText(/After your eligibility form, you add a card/)).toBeTruthy();
  });

  it('keeps partner colours readable', () => {
    expect(textOn('#71d1ac')).toBe('#1a1a1a');
    expect(textOn('#123456')).toBe('#ffffff');
    expect(contrastRatio(parseHex(readableOnWhite('#71d1ac'))!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhite('#123456')).toBe('#123456');
  });

  it('has no serious or critical axe violations', async () => {
    const { container } = setup();
    await screen.findByRole('heading', { level: 1 });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('uses the data asked for before the page rendered, without asking again', async () => {
    const { calls } = setup({ beforeRender: () => prefetchPartnerLanding('/partner/vitality') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lose weight with GLP-1 medications' })).toBeTruthy();
    expect(calls.filter((call) => call.body.operationName === 'PartnerLanding')).toHaveLength(1);
  });

  it('asks again when the early request was for another partner', async () => {
    const { calls } = setup({ beforeRender: () => prefetchPartnerLanding('/partner/someone-else') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lose weight with GLP-1 medications' })).toBeTruthy();
    expect(
      calls.filter((call) => call.body.operationName === 'PartnerLanding').map((call) => call.body.variables.linkName),
    ).toEqual(['someone-else', 'vitality']);
  });

  describe('with the sign-up form out of view', () => {
    beforeEach(() => {
      // A browser that can tell what is in view, where the form never is.
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
    });

    it('loads the form only once the visitor uses the page', async () => {
      setup();
      await screen.findByRole('heading', { level: 1 });
      const section = screen.getByRole('region', { name: 'Create your account' });
      expect(within(section).queryByRole('form')).toBeNull();
      expect(within(section).getByRole('status').textContent).toBe('Loading the sign-up form…');
      expect(vi.mocked(signInWithEmailAndPassword)).not.toHaveBeenCalled();
      // A keyboard user starts tabbing through the page: the form is there before the focus reaches it.
      fireEvent.keyDown(document.body, { key: 'Tab' });
      expect(await within(section).findByRole('form', { name: 'Create your account' })).toBeTruthy();
    });

    it('loads the form and moves the focus into it when the visitor asks to sign up', async () => {
      setup();
      fireEvent.click(await screen.findByRole('button', { name: 'See if you qualify' }));
      const form = await screen.findByRole('form', { name: 'Create your account' });
      await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^first name/i)));
    });
  });
});
