import {
  type AccessRule,
  type AppError,
  forbidden,
  Permission,
  type Principal,
  restricted,
  Role,
  TpaSubRole,
} from '#access';
import { DashboardRules } from '#domain/dashboards';
import { PaymentRules } from '#domain/payment-methods';

/**
 * Who may do what with payments (spec 000 §6).
 * - manage: "Tpasupport in the organization (and cvadmin): ... payments": adding, changing and deleting the
 *   payments of a case, checked again in the case's own organization; others are refused with
 *   "Only a case worker can manage this case" (the spec has no message of its own for payments).
 * - totals: "Payment totals: cvadmin or Tpasupport, with the owner dashboard permission, and only if the user
 *   has a partner integration". The declaration lets Cvadmin and TPA Support through the guard; then
 *   paymentTotalsRefusal requires access_owner_dashboard (Cvadmin holds every permission, a TPA Support
 *   gets it from a custom role such as OWNER) in a partner organization. The refusal reuses the owner
 *   dashboard's message, the permission it is about.
 */
export const CasePaymentRules = {
  manage: PaymentRules.manage,
  totals: {
    roles: [Role.CVADMIN],
    tpaSubRoles: [TpaSubRole.TPASUPPORT],
    message: DashboardRules.owner.message,
  },
} satisfies Record<string, AccessRule>;

/** Why `scoped` (the caller in the organization) may not see payment totals there, or null when it may. */
export function paymentTotalsRefusal(scoped: Principal, organization: { isPartner: boolean }): AppError | null {
  const declaration = restricted(CasePaymentRules.totals);
  const refusal = scoped.refusalOf(declaration);
  if (refusal) return refusal;
  if (!scoped.has(Permission.ACCESS_OWNER_DASHBOARD) || !organization.isPartner) {
    return forbidden(CasePaymentRules.totals.message);
  }
  return null;
}

export const PaymentMessages = {
  DELETED: 'This payment has been deleted',
  FINAL: (from: string) => `This payment is ${from}; its status cannot change any more`,
} as const;
