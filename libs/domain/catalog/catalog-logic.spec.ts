import type { ProductBundleEntity } from './product-bundle.entity.js';
import {
  bundleOrderProblem,
  catalogLinkNameFor,
  likePattern,
  PUBLIC_BUNDLE_KEYS,
  toPublicBundle,
} from './catalog-logic.js';

describe('bundleOrderProblem', () => {
  const current = ['a', 'b', 'c'];

  it('accepts exactly the organization’s bundles in any order', () => {
    expect(bundleOrderProblem(current, ['c', 'a', 'b'])).toBeNull();
    expect(bundleOrderProblem([], [])).toBeNull();
  });

  it.each([
    [['a', 'b'], 'missing c: list every bundle of the organization'],
    [['a', 'b', 'c', 'x'], 'x not a bundle of this organization'],
    [['a', 'a', 'b', 'c'], 'a is listed twice'],
    [[], 'missing a, b, c: list every bundle of the organization'],
  ])('refuses %j', (requested, problem) => {
    expect(bundleOrderProblem(current, requested)).toBe(problem);
  });
});

describe('catalogLinkNameFor', () => {
  it.each([
    ['Semaglutide monthly', 'semaglutide-monthly'],
    ['  Tirzépatide / 3 months ', 'tirzepatide-3-months'],
    ['***', ''],
  ])('%j becomes %j', (name, linkName) => {
    expect(catalogLinkNameFor(name)).toBe(linkName);
  });
});

describe('likePattern', () => {
  it('escapes LIKE wildcards so they match themselves', () => {
    expect(likePattern('10%_off\\')).toBe('%10\\%\\_off\\\\%');
  });
});

describe('toPublicBundle', () => {
  const bundle = {
    id: 'b1',
    organizationId: 'org',
    name: 'Plan',
    description: 'About',
    priceCents: 24900,
    priceUnit: 'month',
    initialDiscountCents: 5000,
    oneTimeFeeCents: 0,
    recurringFeeCents: 1500,
    imageUrl: null,
    linkName: 'plan',
    tag: 'Best value',
    isVisible: true,
    isSoldOut: true,
    soldOutListText: 'Sold out',
    soldOutModalTitle: 'Gone',
    soldOutModalText: 'Back soon',
    soldOutModalButtonText: 'Close',
    soldOutModalButtonColor: '#4e7da0',
    soldOutModalButtonTextColor: '#ffffff',
    formVersionId: 'secret-form',
    followUpFormPeriodDays: 30,
    followUpFormVersionId: 'secret-follow-up',
    position: 2,
    createdAt: new Date(),
    updatedAt: new Date(),
    products: [{ name: 'Tirzepatide', webhookUrl: 'https://hook.test/secret' }, { name: 'Semaglutide' }],
  } as unknown as ProductBundleEntity;

  it('copies exactly the public fields, money in cents, product names only', () => {
    const view = toPublicBundle(bundle);
    expect(Object.keys(view).sort()).toEqual([...PUBLIC_BUNDLE_KEYS].sort());
    expect(view).toMatchObject({ priceCents: 24900, initialDiscountCents: 5000, recurringFeeCents: 1500 });
    expect(view.productNames).toEqual(['Semaglutide', 'Tirzepatide']);
    expect(JSON.stringify(view)).not.toMatch(/secret|org/);
  });
});
