import type { Page } from 'playwright-core';
import { DEMO_ORGANIZATIONS } from '../../libs/demo-data/demo-data.js';
import {
  apiAs,
  browserSessions,
  E2E_ENV,
  screenshot,
  seriousAxeViolations,
  signInAs,
  waitForTitle,
  WEB_URL,
} from './support/browser.js';

const VITALITY = DEMO_ORGANIZATIONS.vitality;
const NEW_COLOUR = '#2a5d34';
const NEW_COLOUR_RGB = 'rgb(42, 93, 52)';
const NEW_TESTIMONIAL = 'The clinician called back the same afternoon and the plan fit my week.';

interface Testimonial {
  id: string;
  customerName: string;
  content: string;
  title: string;
  rating: number;
  isVerified: boolean;
}

/** What the landing page shows publicly: the colour and testimonials to put back after the test. */
async function publicBrand(): Promise<{ primaryColor: string; testimonials: Testimonial[] }> {
  const response = await fetch(`${E2E_ENV.API_PUBLIC_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query($linkName: String!) {
        organizationPartnerIntegrationPublicInfo(linkName: $linkName) { primaryColor }
        organizationPublicTestimonials(linkName: $linkName) { id customerName content title rating isVerified }
      }`,
      variables: { linkName: VITALITY.linkName },
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      organizationPartnerIntegrationPublicInfo: { primaryColor: string };
      organizationPublicTestimonials: Testimonial[];
    };
  };
  return {
    primaryColor: data.organizationPartnerIntegrationPublicInfo.primaryColor,
    testimonials: data.organizationPublicTestimonials,
  };
}

/** Replaces a field's text the way a person does: click into it, select everything, type. */
async function retype(page: Page, name: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Journey: Vitality's administrator re-brands the landing page in Organization settings → Partner (primary
 * colour and the first testimonial), saves, and the public page shows both.
 */
describe("a partner's administrator re-brands the landing page", () => {
  const { newPage } = browserSessions();
  let before: { primaryColor: string; testimonials: Testimonial[] };

  beforeAll(async () => {
    before = await publicBrand();
  });
  afterAll(async () => {
    if (!before) return;
    await apiAs(
      'partnerAdmin',
      `mutation($input: UpdatePartnerIntegrationInfoInput!) { updateOrganizationPartnerIntegrationInfo(input: $input) { success } }`,
      { input: { organizationId: VITALITY.id, primaryColor: before.primaryColor } },
    );
    await apiAs(
      'partnerAdmin',
      `mutation($input: UpdateOrganizationTestimonialsInput!) { updateOrganizationTestimonials(input: $input) { success } }`,
      {
        input: {
          organizationId: VITALITY.id,
          testimonials: before.testimonials.map(({ id, customerName, content, title, rating, isVerified }) => ({
            id,
            customerName,
            content,
            title,
            rating,
            isVerified,
          })),
        },
      },
    );
  });

  it('changes the primary colour and a testimonial, saves, and sees both on the landing page', async () => {
    const admin = await newPage();
    await signInAs(admin, 'partnerAdmin');
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    await admin.goto(`${WEB_URL}/organization-settings`);
    await admin.getByRole('heading', { level: 1, name: 'Organization Settings' }).waitFor();
    await admin.getByRole('tab', { name: 'Partner' }).click();
    const form = admin.getByRole('form', { name: 'Partner settings' });
    await form.waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);

    await retype(admin, 'Primary colour', NEW_COLOUR);
    if ((await admin.getByRole('textbox', { name: 'Testimonial 1', exact: true }).count()) === 0) {
      // No testimonial yet: add one, with the name and rating it needs.
      await admin.getByRole('button', { name: 'Add testimonial' }).click();
      await retype(admin, 'Customer name 1', 'Robin');
    }
    await retype(admin, 'Testimonial 1', NEW_TESTIMONIAL);
    await admin.getByRole('button', { name: 'Save partner settings' }).click();
    await admin.getByText('Partner settings saved').waitFor();
    expect(await admin.getByRole('textbox', { name: 'Primary colour', exact: true }).inputValue()).toBe(NEW_COLOUR);
    await screenshot(admin, 'partner-settings-saved');

    await admin.goto(`${WEB_URL}/partner/${VITALITY.linkName}`);
    await waitForTitle(admin, /\| Case Management$/);
    const hero = admin.locator('section[aria-labelledby="hero-heading"]');
    await hero.waitFor();
    expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(NEW_COLOUR_RGB);
    await admin.getByText(NEW_TESTIMONIAL).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await screenshot(admin, 'partner-landing-rebranded');
  });
});
