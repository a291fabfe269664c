import type { EntityManager } from 'typeorm';
import { CaseEntity } from '#domain/cases';

/**
 * Hands a partner sign-up's referral code to the first case the member's form opens in that partner
 * organization: the case carries the code (referralCode, and promoCodeId/promoCodeName while the code
 * exists), and the sign-up row records the case so no later case takes it again. The statement reads the
 * partner-signup area's table directly because that area depends on the catalog, which depends on forms;
 * importing it here would make a cycle.
 */
export async function takeSignUpReferral(manager: EntityManager, caseRecord: CaseEntity): Promise<void> {
  if (!caseRecord.submitterId) return;
  const [taken] = (await manager.query(
    `UPDATE partner_sign_up
        SET case_id = $3
      WHERE user_id = $1 AND organization_id = $2 AND case_id IS NULL AND referral_code IS NOT NULL
      RETURNING referral_code, promo_code_id`,
    [caseRecord.submitterId, caseRecord.organizationId, caseRecord.id],
  )) as [{ referral_code: string; promo_code_id: string | null }[], number];
  const row = taken[0];
  if (!row) return;
  caseRecord.referralCode = row.referral_code;
  if (row.promo_code_id) {
    caseRecord.promoCodeId = row.promo_code_id;
    caseRecord.promoCodeName = row.referral_code;
  }
  await manager.update(CaseEntity, caseRecord.id, {
    referralCode: caseRecord.referralCode,
    promoCodeId: caseRecord.promoCodeId,
    promoCodeName: caseRecord.promoCodeName,
  });
}
