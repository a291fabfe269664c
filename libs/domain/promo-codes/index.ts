export { RefillType } from './promo-code.enums.js';
export { PromoCodeEntity } from './promo-code.entity.js';
export { PromoCodeMessages, PromoCodeRules } from './promo-code-rules.js';
export { MAX_PROMO_CODE_NAME_LENGTH, type PromoCodeFields } from './promo-code-input.js';
export { memberCodeBase } from './member-code-name.js';
export { promoAppliesTo, promoDiscount, type PromoDiscountInput } from './promo-discount.js';
export {
  type BundleCharge,
  type CaseBundle,
  caseChargePrice,
  caseFirstChargeDue,
  casePromoDiscount,
  firstChargeCents,
  firstChargeDiscount,
  organizationBundle,
} from './case-charge.js';
export { CASE_BUNDLE_MESSAGE, changeCaseBundle } from './case-bundle-change.js';
export { type NewMemberCode, type PromoCodeListFilter, PromoCodesService } from './promo-codes.service.js';
export { PromoCodesModule } from './promo-codes.module.js';
