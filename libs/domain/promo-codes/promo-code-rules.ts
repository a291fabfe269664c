import { type AccessRule, Role, TpaSubRole } from '#access';

const { CVADMIN, ADMIN, CVTPA } = Role;

export const PromoCodeMessages = {
  LIST: 'Not authorized to view promo codes',
  MANAGE: 'Not authorized to change promo codes',
  MANAGE_GLOBAL: 'Only a CV Admin can change global promo codes',
  APPLY: 'Not authorized to apply promo codes',
  DUPLICATE: 'A promo code with this name already exists',
  UNKNOWN_CODE: 'This promo code does not exist or is not active',
} as const;

/**
 * Spec 000 §2 route promo-codes: Cvadmin, Admin, Cvtpa read. An organization's codes are changed by its
 * Admin or a Tpasupport in it ("promo details"), global codes by the CV Admin only ("Cvadmin only: ...
 * global promo codes"), and a code is applied to a case by "Tpasupport in the organization (and cvadmin):
 * ... promo code application".
 */
export const PromoCodeRules = {
  list: { roles: [CVADMIN, ADMIN, CVTPA], message: PromoCodeMessages.LIST },
  manage: { roles: [CVADMIN, ADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: PromoCodeMessages.MANAGE },
  manageGlobal: { roles: [CVADMIN], message: PromoCodeMessages.MANAGE_GLOBAL },
  apply: { roles: [CVADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: PromoCodeMessages.APPLY },
} satisfies Record<string, AccessRule>;
