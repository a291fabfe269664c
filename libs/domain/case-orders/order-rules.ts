import { type AccessRule, Role, TpaSubRole } from '#access';
import { CaseMessages } from '#domain/cases';

/**
 * Spec 000 §6: "Tpasupport in the organization (and cvadmin): … order details and creation". The same people
 * change an order's status and tracking. The employee reads their own orders' progress on their request
 * (CaseOrdersService.listFor), never another case's.
 */
export const OrderRules = {
  manage: { roles: [Role.CVADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: CaseMessages.MANAGE },
} satisfies Record<string, AccessRule>;
