import type { EntityManager } from 'typeorm';
import { OrganizationEntity } from '#domain/organizations';
import {
  PartnerFaqEntryEntity,
  PartnerIntegrationInfoEntity,
  PartnerTestimonialEntity,
} from '#domain/partner-integrations';
import { DEMO_ORGANIZATIONS } from './demo-data.js';
import { VITALITY_FAQ, VITALITY_PARTNER_INFO, VITALITY_TESTIMONIALS } from './demo-partner-info.js';

/**
 * Vitality's landing page settings, FAQ and testimonials. Where Vitality exists and its info is missing or
 * still the untouched defaults (the migration gives every partner an empty row), fills it in; an info someone
 * has edited is left alone. Returns whether it wrote anything.
 */
export async function seedDemoPartnerInfo(manager: EntityManager): Promise<boolean> {
  const organizationId = DEMO_ORGANIZATIONS.vitality.id;
  if (!(await manager.existsBy(OrganizationEntity, { id: organizationId }))) return false;
  const existing = await manager.findOneBy(PartnerIntegrationInfoEntity, { organizationId });
  if (
    existing &&
    (existing.tagline !== '' ||
      (await manager.existsBy(PartnerFaqEntryEntity, { partnerIntegrationInfoId: existing.id })))
  ) {
    return false;
  }
  const { id, ...fields } = VITALITY_PARTNER_INFO;
  const infoId = existing?.id ?? id;
  const values = { ...fields, selfSignUpProfileFields: [...fields.selfSignUpProfileFields] };
  if (existing) await manager.update(PartnerIntegrationInfoEntity, { id: infoId }, values);
  else await manager.insert(PartnerIntegrationInfoEntity, { id: infoId, ...values });
  await manager.update(OrganizationEntity, { id: organizationId }, { partnerIntegrationInfoId: infoId });
  await manager.insert(
    PartnerFaqEntryEntity,
    VITALITY_FAQ.map((entry, index) => ({ ...entry, partnerIntegrationInfoId: infoId, index })),
  );
  await manager.delete(PartnerTestimonialEntity, { partnerIntegrationInfoId: infoId });
  await manager.insert(
    PartnerTestimonialEntity,
    VITALITY_TESTIMONIALS.map((testimonial, index) => ({ ...testimonial, partnerIntegrationInfoId: infoId, index })),
  );
  return true;
}
