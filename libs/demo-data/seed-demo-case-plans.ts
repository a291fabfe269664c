import type { EntityManager } from 'typeorm';
import { ProductBundleEntity } from '#domain/catalog';
import { CaseEntity } from '#domain/cases';
import { firstChargeCents, firstChargeDiscount, PromoCodeEntity } from '#domain/promo-codes';
import { DEMO_BUNDLES } from './demo-catalog.js';
import { DEMO_CASES } from './demo-data.js';
import { DEMO_PROMO_CODES } from './seed-demo-promo-codes.js';

const vitalityCase = DEMO_CASES.find((demo) => demo.shortId === 'VH-1001')!;

/**
 * The plans of Vitality's demo cases: VH-1001 is for "Semaglutide monthly" (249.00 less 50.00 on the first
 * charge) with WELCOME20 applied, 20% of 199.00 = 39.80 off its first charge.
 */
export const DEMO_CASE_PLANS = [
  { caseId: vitalityCase.id, productBundleId: DEMO_BUNDLES[0].id, promoCodeId: DEMO_PROMO_CODES[0].id },
] as const;

/**
 * Gives each demo case its plan (and promo code, with the discount computed as the api does) where the case,
 * the bundle and the code exist and the case has no plan, so a re-seed leaves a plan changed since alone.
 * Returns how many cases it changed.
 */
export async function seedDemoCasePlans(manager: EntityManager): Promise<number> {
  let changed = 0;
  for (const plan of DEMO_CASE_PLANS) {
    const caseRecord = await manager.findOneBy(CaseEntity, { id: plan.caseId });
    const bundle = await manager.findOneBy(ProductBundleEntity, { id: plan.productBundleId });
    const promo = await manager.findOneBy(PromoCodeEntity, { id: plan.promoCodeId });
    if (!caseRecord || !bundle || !promo || caseRecord.productBundleId) continue;
    await manager.update(CaseEntity, caseRecord.id, {
      productBundleId: bundle.id,
      promoCodeId: promo.id,
      promoCodeName: promo.name,
      promoDiscountCents: firstChargeDiscount(promo, firstChargeCents(bundle)),
    });
    changed += 1;
  }
  return changed;
}
