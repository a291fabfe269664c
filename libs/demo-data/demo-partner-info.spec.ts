import {
  PARTNER_FLAG_KEYS,
  PARTNER_LINK_KEYS,
  PARTNER_TEXT_KEYS,
  updateOrganizationTestimonialsSchema,
  updatePartnerIntegrationFaqSchema,
  updatePartnerIntegrationInfoSchema,
} from '#domain/partner-integrations';
import { VITALITY_FAQ, VITALITY_PARTNER_INFO, VITALITY_TESTIMONIALS } from './demo-partner-info.js';

describe("Vitality's partner info", () => {
  const { organizationId } = VITALITY_PARTNER_INFO;

  it('fills every link, flag and text, and passes the rules an editor would meet', () => {
    expect(Object.keys(VITALITY_PARTNER_INFO.links).sort()).toEqual([...PARTNER_LINK_KEYS].sort());
    expect(Object.keys(VITALITY_PARTNER_INFO.flags).sort()).toEqual([...PARTNER_FLAG_KEYS].sort());
    expect(Object.keys(VITALITY_PARTNER_INFO.texts).sort()).toEqual([...PARTNER_TEXT_KEYS].sort());
    const { id: _id, linkName: _linkName, monthlyCost, ...fields } = VITALITY_PARTNER_INFO;
    const parsed = updatePartnerIntegrationInfoSchema.safeParse({
      ...fields,
      monthlyCost: Number(monthlyCost),
      selfSignUpProfileFields: [...fields.selfSignUpProfileFields],
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('has 6 FAQ entries and 4 testimonials that pass their rules', () => {
    expect(VITALITY_FAQ).toHaveLength(6);
    expect(VITALITY_TESTIMONIALS).toHaveLength(4);
    expect(updatePartnerIntegrationFaqSchema.safeParse({ organizationId, entries: VITALITY_FAQ }).success).toBe(true);
    expect(
      updateOrganizationTestimonialsSchema.safeParse({ organizationId, testimonials: VITALITY_TESTIMONIALS }).success,
    ).toBe(true);
  });
});
