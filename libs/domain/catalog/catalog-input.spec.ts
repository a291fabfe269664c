import type { z } from 'zod';
import {
  addProductBundleSchema,
  addProductSchema,
  bundlesOrderSchema,
  MAX_PRICE_CENTS,
  updateProductBundleSchema,
} from './catalog-input.js';

const ID = '0d300000-0000-4000-8000-000000000001';
const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? null
    : { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message };
};

describe('addProductBundleSchema', () => {
  it('accepts a bundle priced in whole cents and defaults nothing private', () => {
    const parsed = addProductBundleSchema.parse({
      name: ' Plan ',
      priceCents: 24900,
      soldOutModalButtonColor: '#4E7DA0',
    });
    expect(parsed).toMatchObject({ name: 'Plan', priceCents: 24900, soldOutModalButtonColor: '#4e7da0' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a fractional price', { priceCents: 19.99 }, 'priceCents'],
    ['a negative price', { priceCents: -1 }, 'priceCents'],
    ['a price over the bound', { priceCents: MAX_PRICE_CENTS + 1 }, 'priceCents'],
    ['a discount above the price', { priceCents: 100, initialDiscountCents: 101 }, 'initialDiscountCents'],
    ['a control character in the name', { name: 'Pl\u0007an' }, 'name'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a colour that is not #rrggbb', { soldOutModalButtonColor: 'red' }, 'soldOutModalButtonColor'],
    ['a follow-up period of 0 days', { followUpFormPeriodDays: 0 }, 'followUpFormPeriodDays'],
    ['an image address that is not https', { imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ['a product id that is not an id', { productIds: ['x'] }, 'productIds.0'],
    ['a link name with spaces', { linkName: 'a b' }, 'linkName'],
  ])('refuses %s at its field', (_, change, path) => {
    expect(firstIssue(addProductBundleSchema, { name: 'Plan', priceCents: 100, ...change })?.path).toBe(path);
  });

  it('allows a control-free multi-line description', () => {
    expect(firstIssue(updateProductBundleSchema, { productBundleId: ID, description: 'One\nTwo' })).toBeNull();
  });
});

describe('addProductSchema', () => {
  it('needs whole cents and a known currency shape for each variant', () => {
    expect(firstIssue(addProductSchema, { name: 'P', variants: [{ name: 'V', priceCents: 1.5 }] })?.path).toBe(
      'variants.0.priceCents',
    );
    expect(
      firstIssue(addProductSchema, { name: 'P', variants: [{ name: 'V', priceCents: 1, currency: 'dollars' }] })?.path,
    ).toBe('variants.0.currency');
    expect(
      addProductSchema.parse({ name: 'P', variants: [{ name: 'V', priceCents: 100 }] }).variants?.[0].currency,
    ).toBe('USD');
  });
});

describe('bundlesOrderSchema', () => {
  it('bounds the list and needs ids', () => {
    expect(firstIssue(bundlesOrderSchema, { productBundleIds: ['nope'] })?.path).toBe('productBundleIds.0');
    expect(firstIssue(bundlesOrderSchema, { productBundleIds: Array(201).fill(ID) })?.path).toBe('productBundleIds');
  });
});
