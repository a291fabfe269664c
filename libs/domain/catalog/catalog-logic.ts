import type { ProductBundleEntity } from './product-bundle.entity.js';

/**
 * Why a requested bundle order cannot replace the current one, or null when it is exactly the organization's
 * bundles (each once, none missing, none foreign): a partial list would leave positions ambiguous.
 */
export function bundleOrderProblem(currentIds: readonly string[], requestedIds: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const id of requestedIds) {
    if (seen.has(id)) return `${id} is listed twice`;
    seen.add(id);
  }
  const current = new Set(currentIds);
  const foreign = requestedIds.filter((id) => !current.has(id));
  if (foreign.length > 0) return `${foreign.join(', ')} not a bundle of this organization`;
  const missing = currentIds.filter((id) => !seen.has(id));
  if (missing.length > 0) return `missing ${missing.join(', ')}: list every bundle of the organization`;
  return null;
}

/** The link name a product or bundle gets when none is given: its name in lowercase letters, digits and dashes. */
export function catalogLinkNameFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '');
}

/** A bundle as the public landing page shows it: no ids of forms, no position, no organization. */
export interface PublicProductBundle {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  priceUnit: string;
  initialDiscountCents: number;
  oneTimeFeeCents: number;
  recurringFeeCents: number;
  imageUrl: string | null;
  linkName: string;
  tag: string | null;
  isSoldOut: boolean;
  soldOutListText: string | null;
  soldOutModalTitle: string | null;
  soldOutModalText: string | null;
  soldOutModalButtonText: string | null;
  soldOutModalButtonColor: string | null;
  soldOutModalButtonTextColor: string | null;
  productNames: string[];
}

export const PUBLIC_BUNDLE_KEYS = [
  'id',
  'name',
  'description',
  'priceCents',
  'priceUnit',
  'initialDiscountCents',
  'oneTimeFeeCents',
  'recurringFeeCents',
  'imageUrl',
  'linkName',
  'tag',
  'isSoldOut',
  'soldOutListText',
  'soldOutModalTitle',
  'soldOutModalText',
  'soldOutModalButtonText',
  'soldOutModalButtonColor',
  'soldOutModalButtonTextColor',
  'productNames',
] as const satisfies readonly (keyof PublicProductBundle)[];

/** Copies only the public fields: a new private column never leaks by default. */
export function toPublicBundle(bundle: ProductBundleEntity): PublicProductBundle {
  return {
    id: bundle.id,
    name: bundle.name,
    description: bundle.description,
    priceCents: bundle.priceCents,
    priceUnit: bundle.priceUnit,
    initialDiscountCents: bundle.initialDiscountCents,
    oneTimeFeeCents: bundle.oneTimeFeeCents,
    recurringFeeCents: bundle.recurringFeeCents,
    imageUrl: bundle.imageUrl,
    linkName: bundle.linkName,
    tag: bundle.tag,
    isSoldOut: bundle.isSoldOut,
    soldOutListText: bundle.soldOutListText,
    soldOutModalTitle: bundle.soldOutModalTitle,
    soldOutModalText: bundle.soldOutModalText,
    soldOutModalButtonText: bundle.soldOutModalButtonText,
    soldOutModalButtonColor: bundle.soldOutModalButtonColor,
    soldOutModalButtonTextColor: bundle.soldOutModalButtonTextColor,
    productNames: (bundle.products ?? []).map((product) => product.name).sort(),
  };
}

/** Escapes LIKE wildcards so a search term matches itself. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}
