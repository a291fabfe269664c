import { badInput } from '#access';
import type { CaseBundleStep } from '#domain/cases';
import { CaseActivityType } from '#events';
import { casePromoDiscount, organizationBundle } from './case-charge.js';

export const CASE_BUNDLE_MESSAGE = "not a product bundle of this case's organization";

/**
 * updateCase's product bundle step (CaseBundleStep): the bundle must be one of the case organization's
 * (unknown, deleted or another organization's is BAD_USER_INPUT on productBundleId, and the change writes
 * nothing); null clears it. Any bundle of the organization will do, hidden or sold out included: those
 * close sign-up on the landing page, not a plan staff set on a case. When a promo code is applied, its
 * discount is computed again for the new first charge in the same transaction. The timeline entry ("text
 * info", staff only) names the plans by the names they had, and the discount before and after.
 */
export const changeCaseBundle: CaseBundleStep = async ({ manager, caseRecord, record }, productBundleId) => {
  const bundle = productBundleId ? await organizationBundle(manager, caseRecord.organizationId, productBundleId) : null;
  if (productBundleId && !bundle) throw badInput(`productBundleId: ${CASE_BUNDLE_MESSAGE}`, 'productBundleId');
  const toId = bundle?.id ?? null;
  if (toId === caseRecord.productBundleId) return null;
  const from = caseRecord.productBundleId
    ? await organizationBundle(manager, caseRecord.organizationId, caseRecord.productBundleId)
    : null;
  const discountBefore = caseRecord.promoDiscountCents;
  caseRecord.productBundleId = toId;
  if (caseRecord.promoCodeName) caseRecord.promoDiscountCents = await casePromoDiscount(manager, caseRecord);
  const payload = {
    field: 'productBundle',
    productBundleId: toId,
    from: from?.name ?? null,
    to: bundle?.name ?? null,
    ...(caseRecord.promoCodeName
      ? { promoCode: caseRecord.promoCodeName, discountBefore, discount: caseRecord.promoDiscountCents }
      : {}),
  };
  return () => record(CaseActivityType.TEXT_INFO, payload);
};
