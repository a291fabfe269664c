import type { EntityManager } from 'typeorm';
import { CaseEntity } from '#domain/cases';
import { casePromoDiscount } from '#domain/promo-codes';
import { markSignUpPaymentDue } from './sign-up-payment-due.js';

/**
 * Hands what a member chose at partner sign-up to the first case the member's form opens in that partner
 * organization: the product bundle (when the sign-up chose one and it still exists in the organization;
 * else the case keeps none) and the referral code (referralCode, and promoCodeId/promoCodeName while the
 * code exists), with the code's discount on the bundle's first charge. The sign-up row records the case
 * whether or not it chose anything, so no later case takes it again; a partner collecting payment on sign-up
 * marks the case as owing a card (markSignUpPaymentDue). The statement reads the
 * partner-signup area's table (and the bundle's) directly because that area depends on the catalog, which
 * depends on forms; importing either here would make a cycle.
 */
export async function takeSignUpChoices(manager: EntityManager, caseRecord: CaseEntity): Promise<void> {
  if (!caseRecord.submitterId) return;
  const [taken] = (await manager.query(
    `UPDATE partner_sign_up s
        SET case_id = $3
      WHERE s.user_id = $1 AND s.organization_id = $2 AND s.case_id IS NULL
      RETURNING s.referral_code, s.promo_code_id,
        (SELECT b.id FROM product_bundle b
          WHERE b.id = s.product_bundle_id AND b.organization_id = s.organization_id) AS product_bundle_id`,
    [caseRecord.submitterId, caseRecord.organizationId, caseRecord.id],
  )) as [{ referral_code: string | null; promo_code_id: string | null; product_bundle_id: string | null }[], number];
  const row = taken[0];
  if (row) await markSignUpPaymentDue(manager, caseRecord);
  if (!row || (!row.referral_code && !row.product_bundle_id)) return;
  caseRecord.productBundleId = row.product_bundle_id;
  if (row.referral_code) caseRecord.referralCode = row.referral_code;
  if (row.referral_code && row.promo_code_id) {
    caseRecord.promoCodeId = row.promo_code_id;
    caseRecord.promoCodeName = row.referral_code;
    caseRecord.promoDiscountCents = await casePromoDiscount(manager, caseRecord);
  }
  await manager.update(CaseEntity, caseRecord.id, {
    productBundleId: caseRecord.productBundleId,
    referralCode: caseRecord.referralCode,
    promoCodeId: caseRecord.promoCodeId,
    promoCodeName: caseRecord.promoCodeName,
    promoDiscountCents: caseRecord.promoDiscountCents,
  });
}
