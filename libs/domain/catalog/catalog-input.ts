import { z } from 'zod';
import { controlCharacterIn, isUuid } from '#access';

/** Integer cents; a million dollars is more than any catalogue price, so more is a typing mistake. */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_BUNDLE_PRODUCTS = 50;
export const MAX_PRODUCT_VARIANTS = 50;
export const MAX_PRODUCT_CATEGORIES = 50;
export const MAX_BUNDLES_PER_ORGANIZATION = 200;
export const MAX_SEARCH_TERM_LENGTH = 100;
export const MAX_SEARCH_FILTERS = 50;

const LINK_NAME = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

const text = (max: number, kind: 'name' | 'text' = 'name') =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const found = controlCharacterIn(value, kind);
      if (found) ctx.addIssue({ code: 'custom', message: `control characters are not allowed (found ${found})` });
    });
const required = (max: number) => text(max).pipe(z.string().min(1, 'write a value'));
const optionalText = (max: number, kind: 'name' | 'text' = 'name') =>
  text(max, kind)
    .nullish()
    .transform((value) => (value ? value : null));

const id = z.string().refine(isUuid, 'must be an id');
const ids = (max: number) =>
  z
    .array(id)
    .max(max, `at most ${max}`)
    .transform((values) => [...new Set(values)]);
const cents = z
  .number()
  .int('must be a whole number of cents')
  .min(0, 'must not be negative')
  .max(MAX_PRICE_CENTS, `must be at most ${MAX_PRICE_CENTS} cents`);
const url = z
  .string()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), 'must be an https address')
  .nullish()
  .transform((value) => (value ? value : null));
const linkName = z
  .string()
  .trim()
  .toLowerCase()
  .max(100, 'must be at most 100 characters')
  .regex(LINK_NAME, 'use lowercase letters, digits and dashes (not first or last)');
const color = z
  .string()
  .trim()
  .regex(COLOR, 'must be a colour like #71d1ac')
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null));
const priceUnit = required(40);

const variant = z.object({
  name: required(200),
  code: optionalText(100),
  strength: optionalText(100),
  form: optionalText(100),
  priceCents: cents,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')
    .nullish()
    .transform((value) => value ?? 'USD'),
  packaging: optionalText(200),
  pharmacyId: id.nullish().transform((value) => value ?? null),
});

const productFields = {
  description: optionalText(4000, 'text').transform((value) => value ?? ''),
  imageUrl: url,
  isVisible: z.boolean().nullish(),
  linkName: linkName.nullish(),
  webhookUrl: url,
  categoryIds: ids(MAX_PRODUCT_CATEGORIES).nullish(),
  variants: z.array(variant).max(MAX_PRODUCT_VARIANTS, `at most ${MAX_PRODUCT_VARIANTS}`).nullish(),
};

export const addProductSchema = z.object({ name: required(200), ...productFields });
export const updateProductSchema = z.object({
  productId: id,
  name: required(200).nullish(),
  ...productFields,
  description: optionalText(4000, 'text'),
});

export const addProductCategorySchema = z.object({ name: required(100), organizationId: id.nullish() });
export const updateProductCategorySchema = z.object({ categoryId: id, name: required(100) });
export const updateOrganizationProductCategorySchema = z.object({
  organizationId: id.nullish(),
  categoryId: id,
  name: required(100),
});

export const addOrganizationProductSchema = z.object({
  organizationId: id.nullish(),
  productId: id,
  priceCents: cents,
  priceUnit: priceUnit.nullish().transform((value) => value ?? 'month'),
  isFormulary: z.boolean().nullish().transform((value) => value ?? false),
  categoryId: id.nullish().transform((value) => value ?? null),
});
export const updateOrganizationProductSchema = z.object({
  organizationProductId: id,
  priceCents: cents.nullish(),
  priceUnit: priceUnit.nullish(),
  isFormulary: z.boolean().nullish(),
  categoryId: id.nullish(),
});
export const setDefaultProductsSchema = z.object({ organizationId: id, productIds: ids(MAX_BUNDLE_PRODUCTS) });

export const addProductDosageSchema = z.object({
  productId: id,
  value: required(50),
  unit: required(20),
});

const bundleFields = {
  description: optionalText(4000, 'text'),
  priceCents: cents.nullish(),
  priceUnit: priceUnit.nullish(),
  initialDiscountCents: cents.nullish(),
  oneTimeFeeCents: cents.nullish(),
  recurringFeeCents: cents.nullish(),
  imageUrl: url,
  linkName: linkName.nullish(),
  tag: optionalText(100),
  isVisible: z.boolean().nullish(),
  isSoldOut: z.boolean().nullish(),
  soldOutListText: optionalText(200),
  soldOutModalTitle: optionalText(200),
  soldOutModalText: optionalText(2000, 'text'),
  soldOutModalButtonText: optionalText(100),
  soldOutModalButtonColor: color,
  soldOutModalButtonTextColor: color,
  formVersionId: id.nullish(),
  followUpFormPeriodDays: z
    .number()
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(365, 'must be at most 365 days')
    .nullish(),
  followUpFormVersionId: id.nullish(),
  productIds: ids(MAX_BUNDLE_PRODUCTS).nullish(),
};

export const addProductBundleSchema = z
  .object({ organizationId: id.nullish(), name: required(200), ...bundleFields, priceCents: cents })
  .superRefine(discountWithinPrice);
export const updateProductBundleSchema = z
  .object({ productBundleId: id, name: required(200).nullish(), ...bundleFields })
  .superRefine(discountWithinPrice);

/** An initial discount larger than the price would make the first charge negative. */
function discountWithinPrice(
  value: { priceCents?: number | null; initialDiscountCents?: number | null },
  ctx: z.RefinementCtx,
) {
  if (
    value.priceCents !== null &&
    value.priceCents !== undefined &&
    value.initialDiscountCents !== null &&
    value.initialDiscountCents !== undefined &&
    value.initialDiscountCents > value.priceCents
  ) {
    ctx.addIssue({ code: 'custom', path: ['initialDiscountCents'], message: 'must not exceed the price' });
  }
}

export const bundlesOrderSchema = z.object({
  organizationId: id.nullish(),
  productBundleIds: z.array(id).max(MAX_BUNDLES_PER_ORGANIZATION, `at most ${MAX_BUNDLES_PER_ORGANIZATION}`),
});

export const searchVariantsSchema = z.object({
  searchTerm: optionalText(MAX_SEARCH_TERM_LENGTH),
  pharmacyIds: ids(MAX_SEARCH_FILTERS).nullish(),
  pharmacyNames: z.array(required(200)).max(MAX_SEARCH_FILTERS, `at most ${MAX_SEARCH_FILTERS}`).nullish(),
});

export const publicLinkNameSchema = z.object({
  linkName: z.string().trim().toLowerCase().min(1, 'write a link name').max(100, 'must be at most 100 characters'),
});

export type AddProductInput = z.input<typeof addProductSchema>;
export type UpdateProductInput = z.input<typeof updateProductSchema>;
export type AddProductCategoryInput = z.input<typeof addProductCategorySchema>;
export type UpdateProductCategoryInput = z.input<typeof updateProductCategorySchema>;
export type UpdateOrganizationProductCategoryInput = z.input<typeof updateOrganizationProductCategorySchema>;
export type AddOrganizationProductInput = z.input<typeof addOrganizationProductSchema>;
export type UpdateOrganizationProductInput = z.input<typeof updateOrganizationProductSchema>;
export type AddProductDosageInput = z.input<typeof addProductDosageSchema>;
export type AddProductBundleInput = z.input<typeof addProductBundleSchema>;
export type UpdateProductBundleInput = z.input<typeof updateProductBundleSchema>;
export type SearchVariantsInput = z.input<typeof searchVariantsSchema>;
