import { firstChargeCents, firstChargeDiscount, type PromoCodeEntity } from '#domain/promo-codes';
import { DEMO_BUNDLES } from './demo-catalog.js';
import { DEMO_CASES } from './demo-data.js';
import { DEMO_CASE_PLANS } from './seed-demo-case-plans.js';
import { DEMO_PROMO_CODES } from './seed-demo-promo-codes.js';

describe('demo case plans', () => {
  it("give Vitality's case a Vitality bundle and WELCOME20, 39.80 off its first charge of 199.00", () => {
    expect(DEMO_CASE_PLANS).toHaveLength(1);
    const [plan] = DEMO_CASE_PLANS;
    expect(DEMO_CASES.find((demo) => demo.id === plan.caseId)?.organization).toBe('vitality');
    const bundle = DEMO_BUNDLES.find((demo) => demo.id === plan.productBundleId)!;
    const code = DEMO_PROMO_CODES.find((demo) => demo.id === plan.promoCodeId)!;
    expect([bundle.name, code.name]).toEqual(['Semaglutide monthly', 'WELCOME20']);
    expect(firstChargeCents(bundle)).toBe(19_900);
    expect(firstChargeDiscount(code as unknown as PromoCodeEntity, firstChargeCents(bundle))).toBe(3_980);
  });
});
