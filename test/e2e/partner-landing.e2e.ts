import type { Browser, Page } from 'playwright-core';
import { DEMO_ORGANIZATIONS } from '../../libs/demo-data/demo-data.js';
import {
  apiAs,
  E2E_ENV,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  waitForTitle,
  WEB_URL,
} from './support/browser.js';
import { waitFor } from '../support/eventually.js';

const VITALITY = DEMO_ORGANIZATIONS.vitality;
const LANDING = `${WEB_URL}/partner/${VITALITY.linkName}`;
const THANK_YOU = /within 1-2 business days/;

interface PublicInfo {
  primaryColor: string;
  flags: {
    allowSelfSignup: boolean;
    referralCodeEnabled: boolean;
    showTestimonials: boolean;
    useModalForSignup: boolean;
  };
  faq: { id: string; question: string; answer: string }[];
}
interface PublicTestimonial {
  id: string;
  customerName: string;
  content: string;
  title: string;
  rating: number;
  isVerified: boolean;
}

async function publicRead<T>(query: string): Promise<T> {
  const response = await fetch(`${E2E_ENV.API_PUBLIC_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { linkName: VITALITY.linkName } }),
  });
  return ((await response.json()) as { data: T }).data;
}

const UPDATE_INFO = `mutation($input: UpdatePartnerIntegrationInfoInput!) {
  updateOrganizationPartnerIntegrationInfo(input: $input) { success }
}`;
const UPDATE_FAQ = `mutation($input: UpdatePartnerIntegrationFaqInput!) { updatePartnerIntegrationFAQ(input: $input) { success } }`;
const UPDATE_TESTIMONIALS = `mutation($input: UpdateOrganizationTestimonialsInput!) {
  updateOrganizationTestimonials(input: $input) { success }
}`;
const asTestimonialInput = (testimonial: PublicTestimonial) => ({
  id: testimonial.id,
  customerName: testimonial.customerName,
  content: testimonial.content,
  title: testimonial.title,
  rating: testimonial.rating,
  isVerified: testimonial.isVerified,
});

/** Fills the open sign-up form (Vitality's profile fields and SMS consent when it asks for them) and signs up. */
async function fillSignUpAndSubmit(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel(/^first name/i).fill('Vera');
  await form.getByLabel(/^last name/i).fill('Visitor');
  await form.getByLabel(/^password/i).fill('Visitor-2026!');
  await form.getByLabel(/referral code/i).fill('FRIEND10');
  // The profile fields and SMS consent Vitality asks for (its demo settings), when present.
  const profile: [RegExp, string][] = [
    [/^phone number/i, '+1 555 010 0199'],
    [/^date of birth/i, '1990-04-02'],
    [/^gender/i, 'Female'],
    [/^address/i, '1 Main Street'],
    [/^city/i, 'Springfield'],
    [/^state/i, 'CA'],
    [/^zip code/i, '94110'],
    [/^country/i, 'United States'],
  ];
  for (const [label, value] of profile) {
    const field = form.getByLabel(label);
    if ((await field.count()) > 0) await field.fill(value);
  }
  const sms = form.getByRole('checkbox', { name: /sms notifications/i });
  if ((await sms.count()) > 0) await sms.check();
  await form.getByRole('button', { name: 'Sign up' }).click();
}

/** Journey: a visitor signs up on Vitality's landing page; Vitality's admin re-brands it. */
describe('partner landing page', () => {
  let browser: Browser;
  let page: Page;
  let before: { info: PublicInfo; testimonials: PublicTestimonial[] };

  beforeAll(async () => {
    browser = await launchBrowser();
    const read = await publicRead<{
      organizationPartnerIntegrationPublicInfo: PublicInfo;
      organizationPublicTestimonials: PublicTestimonial[];
    }>(
      `query($linkName: String!) {
        organizationPartnerIntegrationPublicInfo(linkName: $linkName) {
          primaryColor flags { allowSelfSignup referralCodeEnabled showTestimonials useModalForSignup } faq { id question answer }
        }
        organizationPublicTestimonials(linkName: $linkName) { id customerName content title rating isVerified }
      }`,
    );
    before = { info: read.organizationPartnerIntegrationPublicInfo, testimonials: read.organizationPublicTestimonials };
    // The journey needs self sign-up with referral codes, an FAQ and testimonials shown, and an eligibility form.
    await apiAs('partnerAdmin', UPDATE_INFO, {
      input: {
        organizationId: VITALITY.id,
        flags: { allowSelfSignup: true, referralCodeEnabled: true, showTestimonials: true, useModalForSignup: false },
      },
    });
    if (before.info.faq.length === 0) {
      await apiAs('partnerAdmin', UPDATE_FAQ, {
        input: {
          organizationId: VITALITY.id,
          entries: [{ question: 'How does it work?', answer: 'Answer a few questions and a doctor reviews them.' }],
        },
      });
    }
    try {
      await apiAs('partnerAdmin', `query($o: ID) { defaultForm(organizationId: $o) { id } }`, { o: VITALITY.id });
    } catch {
      await apiAs(
        'partnerAdmin',
        `mutation($input: CreateFormInput!, $o: ID) { createForm(input: $input, organizationId: $o) { success } }`,
        {
          o: VITALITY.id,
          input: {
            name: 'Eligibility',
            linkName: 'vitality-eligibility',
            isDefault: true,
            questions: [{ text: 'Have you taken a GLP-1 medication before?', type: 'BOOLEAN', required: true }],
          },
        },
      );
    }
  });

  afterAll(async () => {
    await apiAs('partnerAdmin', UPDATE_INFO, {
      input: { organizationId: VITALITY.id, primaryColor: before.info.primaryColor, flags: before.info.flags },
    });
    await apiAs('partnerAdmin', UPDATE_FAQ, {
      input: { organizationId: VITALITY.id, entries: before.info.faq },
    });
    await apiAs('partnerAdmin', UPDATE_TESTIMONIALS, {
      input: { organizationId: VITALITY.id, testimonials: before.testimonials.map(asTestimonialInput) },
    });
    await browser.close();
  });
  beforeEach(async () => {
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  });
  afterEach(() => page.context().close());

  it('a visitor reads the FAQ, signs up with a referral code, answers the eligibility form and is thanked', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    await page.goto(`${LANDING}?email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'partner-landing');

    const faq = page.getByRole('region', { name: /frequently asked questions/i });
    const question = faq.getByRole('button').first();
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('true');

    // The call to action takes the visitor to the sign-up form (loaded on the way) and into its first field.
    await page.getByRole('button', { name: 'See if you qualify' }).click();
    const form = page.getByRole('form', { name: 'Create your account' });
    await waitFor(() => form.getByLabel(/^first name/i).evaluate((field) => field === document.activeElement), {
      what: 'the focus in the sign-up form',
    });
    expect(await form.getByLabel(/^e-mail/i).inputValue()).toBe(email);
    await fillSignUpAndSubmit(page);

    await page.waitForURL(/\/accommodations\/request/);
    await page.getByRole('radio', { name: /yes/i }).first().check();
    await page.getByRole('button', { name: /submit/i }).click();
    await page.getByText(THANK_YOU).waitFor();
  });

  it('with payment on sign-up, the eligibility form goes on to the card for the first charge, then the partner message', async () => {
    const successMessage = `Card saved for Vitality ${Date.now()}`;
    const { organizationPartnerIntegrationPublicInfo: previous } = await publicRead<{
      organizationPartnerIntegrationPublicInfo: { texts: { paymentSuccessMessage: string } };
    }>(
      `query($linkName: String!) { organizationPartnerIntegrationPublicInfo(linkName: $linkName) { texts { paymentSuccessMessage } } }`,
    );
    await apiAs('partnerAdmin', UPDATE_INFO, {
      input: {
        organizationId: VITALITY.id,
        flags: { enableSelfSignupPayment: true },
        texts: { paymentSuccessMessage: successMessage },
      },
    });
    try {
      const email = `payer-${Date.now()}@example.com`;
      await page.goto(`${LANDING}?email=${encodeURIComponent(email)}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'See if you qualify' }).click();
      await page
        .getByRole('form', { name: 'Create your account' })
        .getByLabel(/^first name/i)
        .waitFor();
      await fillSignUpAndSubmit(page);
      await page.waitForURL(/\/accommodations\/request/);
      await page.getByRole('radio', { name: /yes/i }).first().check();
      await page.getByRole('button', { name: /submit/i }).click();
      await page.getByText(THANK_YOU).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
      await page.getByLabel(/Expiry/).fill('12/34');
      await page.getByLabel(/Security code/).fill('123');
      await page.getByRole('button', { name: 'Save card' }).click();
      await page.getByText(successMessage).waitFor();
      await screenshot(page, 'partner-sign-up-payment');
    } finally {
      await apiAs('partnerAdmin', UPDATE_INFO, {
        input: {
          organizationId: VITALITY.id,
          flags: { enableSelfSignupPayment: false },
          texts: { paymentSuccessMessage: previous.texts.paymentSuccessMessage },
        },
      });
    }
  });

  it("shows the admin's new primary colour and testimonial", async () => {
    await apiAs('partnerAdmin', UPDATE_INFO, { input: { organizationId: VITALITY.id, primaryColor: '#123456' } });
    await apiAs('partnerAdmin', UPDATE_TESTIMONIALS, {
      input: {
        organizationId: VITALITY.id,
        testimonials: [
          ...before.testimonials.map(asTestimonialInput),
          { customerName: 'Robin E2E', content: 'The team answered within a day.', rating: 5 },
        ],
      },
    });
    await page.goto(LANDING);
    await waitForTitle(page, /\| Case Management$/);
    const hero = page.locator('section[aria-labelledby="hero-heading"]');
    await hero.waitFor();
    expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(18, 52, 86)');
    await page.getByText('The team answered within a day.').waitFor();
    await page.getByText('Robin E2E').waitFor();
  });

  it('answers an unknown partner with a not-found page', async () => {
    await page.goto(`${WEB_URL}/partner/no-such-partner`);
    await page.getByRole('heading', { level: 1, name: 'Partner not found' }).waitFor();
  });
});
