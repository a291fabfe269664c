import type { EntityManager } from 'typeorm';
import { OrganizationEntity } from '#domain/organizations';
import { PromoCodeEntity, RefillType } from '#domain/promo-codes';
import { DEMO_ORGANIZATIONS } from './demo-data.js';

/** Vitality's promo codes: a visible welcome code, an analytics code, a code for 3 refills and the master code. */
export const DEMO_PROMO_CODES = [
  {
    id: '0c000000-0000-4000-8000-000000000001',
    name: 'WELCOME20',
    label: '20% off your first order',
    description: 'For new members: 20% off the first month.',
    percentDiscount: 20,
    priceDiscount: null,
    refillType: RefillType.ONE_TIME,
    refillCount: null,
    isVisible: true,
    isAnalytics: false,
    isMaster: false,
    influencerName: null,
  },
  {
    id: '0c000000-0000-4000-8000-000000000002',
    name: 'PODCAST15',
    label: 'Podcast listeners',
    description: 'Tracked for the spring podcast campaign.',
    percentDiscount: 15,
    priceDiscount: null,
    refillType: RefillType.ONE_TIME,
    refillCount: null,
    isVisible: false,
    isAnalytics: true,
    isMaster: false,
    influencerName: 'Healthy Habits Podcast',
  },
  {
    id: '0c000000-0000-4000-8000-000000000003',
    name: 'SAVE30',
    label: '$30 off for three months',
    description: '$30.00 off the first charge and the next 3 refills.',
    percentDiscount: null,
    priceDiscount: 3_000,
    refillType: RefillType.NUMBER_OF_REFILLS,
    refillCount: 3,
    isVisible: false,
    isAnalytics: false,
    isMaster: false,
    influencerName: null,
  },
  {
    id: '0c000000-0000-4000-8000-000000000004',
    name: 'FRIEND10',
    label: 'Refer a friend',
    description: "The template of members' own referral codes: 10% off every refill.",
    percentDiscount: 10,
    priceDiscount: null,
    refillType: RefillType.EVERY_REFILL,
    refillCount: null,
    isVisible: false,
    isAnalytics: false,
    isMaster: true,
    influencerName: null,
  },
] as const;

/** Where Vitality exists, adds each demo code it lacks (by id), so a re-seed keeps codes edited since. */
export async function seedDemoPromoCodes(manager: EntityManager): Promise<number> {
  const organizationId = DEMO_ORGANIZATIONS.vitality.id;
  if (!(await manager.existsBy(OrganizationEntity, { id: organizationId }))) return 0;
  let added = 0;
  for (const code of DEMO_PROMO_CODES) {
    if (await manager.existsBy(PromoCodeEntity, { id: code.id })) continue;
    await manager.insert(PromoCodeEntity, { ...code, organizationId });
    added += 1;
  }
  return added;
}
