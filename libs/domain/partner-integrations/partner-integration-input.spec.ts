import { AppError } from '#access';
import { parseInput } from '#domain/shared';
import { resolvePartnerFlags, resolvePartnerLinks, resolvePartnerTexts } from './partner-integration-fields.js';
import {
  updateOrganizationTestimonialsSchema,
  updatePartnerIntegrationInfoSchema,
} from './partner-integration-input.js';

const ID = '6f1d9a52-8c1e-4d53-9b0a-2c3d4e5f6a7b';

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    return (error as AppError & { field?: string }).field ?? (error as Error).message.split(':')[0];
  }
  throw new Error('accepted');
}

describe('partner integration info input', () => {
  const parse = (input: Record<string, unknown>) =>
    parseInput(updatePartnerIntegrationInfoSchema, { organizationId: ID, ...input });

  it('accepts http(s) links, hex colours (lower-cased) and trims texts', () => {
    expect(
      parse({
        links: { termsLink: ' https://example.com/terms ' },
        primaryColor: '#AABBCC',
        texts: { faqTitle: ' FAQ ' },
      }),
    ).toMatchObject({
      links: { termsLink: 'https://example.com/terms' },
      primaryColor: '#aabbcc',
      texts: { faqTitle: 'FAQ' },
    });
    expect(parse({ videoLink: '' }).videoLink).toBe('');
  });

  it.each([
    [{ links: { privacyLink: 'javascript:alert(1)' } }, 'links.privacyLink'],
    [{ links: { privacyLink: 'data:text/html,x' } }, 'links.privacyLink'],
    [{ links: { unknownLink: 'https://x.example' } }, 'links'],
    [{ faqGradientColor: '#fff' }, 'faqGradientColor'],
    [{ tagline: 'a\u0000b' }, 'tagline'],
    [{ texts: { journeyItem1: 'x'.repeat(2001) } }, 'texts.journeyItem1'],
    [{ contactEmail: 'not-an-address' }, 'contactEmail'],
    [{ paymentPublishableKey: 'sk_live_secret' }, 'paymentPublishableKey'],
    [{ masterUserPromoCodeId: 'promo' }, 'masterUserPromoCodeId'],
  ])('refuses bad input, case %#', (input, field) => {
    expect(fieldOf(() => parse(input))).toBe(field);
  });

  it('refuses a rating outside 1 to 5', () => {
    const testimonials = (rating: number) =>
      parseInput(updateOrganizationTestimonialsSchema, {
        organizationId: ID,
        testimonials: [{ rating, customerName: 'A', content: 'B' }],
      });
    expect(fieldOf(() => testimonials(6))).toBe('testimonials.0.rating');
    expect(testimonials(3).testimonials[0].rating).toBe(3);
  });

  it('fills the defaults: empty links, flags off, spec copy for empty texts', () => {
    expect(resolvePartnerLinks({}).homeLink).toBe('');
    expect(Object.values(resolvePartnerFlags(undefined)).every((flag) => flag === false)).toBe(true);
    expect(resolvePartnerTexts({ medicationTitle: '' })).toMatchObject({
      medicationTitle: 'Lose weight with GLP-1 medications',
      journeyItem1: 'Complete intake questionnaire',
      journeyItem2: 'Consult with your doctor',
      journeyItem3: 'Enjoy convenient delivery',
      paymentLabel: 'You Pay',
    });
  });
});
