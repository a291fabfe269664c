import type { AddOrganizationProductBundleInput } from '../../generated/graphql';
import type { ProductBundle } from './catalog-types';
import { centsToInput, parseCents } from './money';

/** The bundle dialog's fields as typed (amounts as text until they are checked). */
export interface BundleDraft {
  name: string;
  description: string;
  price: string;
  priceUnit: string;
  initialDiscount: string;
  oneTimeFee: string;
  recurringFee: string;
  isVisible: boolean;
  isSoldOut: boolean;
  soldOutListText: string;
  soldOutModalTitle: string;
  soldOutModalText: string;
  soldOutModalButtonText: string;
  soldOutModalButtonColor: string;
  soldOutModalButtonTextColor: string;
  followUpFormPeriodDays: string;
  formVersionId: string;
  followUpFormVersionId: string;
  productIds: string[];
}

export type BundleErrors = Partial<Record<keyof BundleDraft, string>>;

export function bundleDraft(bundle: ProductBundle | null): BundleDraft {
  return {
    name: bundle?.name ?? '',
    description: bundle?.description ?? '',
    price: centsToInput(bundle?.priceCents),
    priceUnit: bundle?.priceUnit ?? '',
    initialDiscount: centsToInput(bundle?.initialDiscountCents ?? 0),
    oneTimeFee: centsToInput(bundle?.oneTimeFeeCents ?? 0),
    recurringFee: centsToInput(bundle?.recurringFeeCents ?? 0),
    isVisible: bundle?.isVisible ?? true,
    isSoldOut: bundle?.isSoldOut ?? false,
    soldOutListText: bundle?.soldOutListText ?? '',
    soldOutModalTitle: bundle?.soldOutModalTitle ?? '',
    soldOutModalText: bundle?.soldOutModalText ?? '',
    soldOutModalButtonText: bundle?.soldOutModalButtonText ?? '',
    soldOutModalButtonColor: bundle?.soldOutModalButtonColor ?? '',
    soldOutModalButtonTextColor: bundle?.soldOutModalButtonTextColor ?? '',
    followUpFormPeriodDays: bundle?.followUpFormPeriodDays?.toString() ?? '',
    formVersionId: bundle?.formVersionId ?? '',
    followUpFormVersionId: bundle?.followUpFormVersionId ?? '',
    productIds: bundle?.products?.map((product) => product.id) ?? [],
  };
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
const MONEY_FIELDS = ['price', 'initialDiscount', 'oneTimeFee', 'recurringFee'] as const;

/** The bundle's input for the api (amounts in integer cents), or the fields to correct first. */
/** The bundle's fields as the api takes them (the organization is added by the caller). */
export type BundleInput = Omit<AddOrganizationProductBundleInput, 'organizationId'>;

export function bundleInput(draft: BundleDraft): { errors: BundleErrors } | { input: BundleInput } {
  const errors: BundleErrors = {};
  if (!draft.name.trim()) errors.name = 'Enter the bundle name.';
  const cents: Partial<Record<(typeof MONEY_FIELDS)[number], number>> = {};
  for (const field of MONEY_FIELDS) {
    const value = parseCents(draft[field] || (field === 'price' ? '' : '0'));
    if (value === null) errors[field] = 'Enter an amount such as 199.00.';
    else cents[field] = value;
  }
  if (draft.productIds.length === 0) errors.productIds = 'Choose at least one product.';
  for (const field of ['soldOutModalButtonColor', 'soldOutModalButtonTextColor'] as const) {
    if (draft[field].trim() && !COLOR.test(draft[field].trim())) errors[field] = 'Use a colour such as #71d1ac.';
  }
  const days = draft.followUpFormPeriodDays.trim();
  if (days && !/^\d+$/.test(days)) errors.followUpFormPeriodDays = 'Enter a whole number of days.';
  if (Object.keys(errors).length > 0) return { errors };
  const text = (value: string) => value.trim() || null;
  return {
    input: {
      name: draft.name.trim(),
      description: draft.description.trim(),
      priceCents: cents.price ?? 0,
      initialDiscountCents: cents.initialDiscount ?? 0,
      oneTimeFeeCents: cents.oneTimeFee ?? 0,
      recurringFeeCents: cents.recurringFee ?? 0,
      priceUnit: draft.priceUnit.trim(),
      isVisible: draft.isVisible,
      isSoldOut: draft.isSoldOut,
      soldOutListText: text(draft.soldOutListText),
      soldOutModalTitle: text(draft.soldOutModalTitle),
      soldOutModalText: text(draft.soldOutModalText),
      soldOutModalButtonText: text(draft.soldOutModalButtonText),
      soldOutModalButtonColor: text(draft.soldOutModalButtonColor),
      soldOutModalButtonTextColor: text(draft.soldOutModalButtonTextColor),
      followUpFormPeriodDays: days ? Number(days) : null,
      formVersionId: text(draft.formVersionId),
      followUpFormVersionId: text(draft.followUpFormVersionId),
      productIds: draft.productIds,
    },
  };
}
