import { type AccessRule, Role, TpaSubRole } from '#access';
import { CaseMessages } from '#domain/cases';

/**
 * Spec 000 §6: "Tpasupport in the organization (and cvadmin): ... payments". The employee collects its own
 * card on its own case (checked against the case's submitter, not only the role).
 */
export const PaymentRules = {
  /** Sending a payment link, reading and deleting an employee's saved card. */
  manage: { roles: [Role.CVADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: CaseMessages.MANAGE },
  /** Starting card collection in the app: the employee for its own case, or payment staff. */
  setup: { roles: [Role.USER, Role.CVADMIN], tpaSubRoles: [TpaSubRole.TPASUPPORT], message: CaseMessages.MANAGE },
} satisfies Record<string, AccessRule>;

/** How long a sent payment link stays open. */
export const PAYMENT_LINK_DAYS = 7;
/** How long an in-app setup may be completed (the page is open meanwhile). */
export const IN_APP_SETUP_HOURS = 24;

export const PaymentSetupMessages = {
  LINK_EXPIRED: 'This payment link has expired. Ask your case team for a new one.',
  LINK_USED: 'This payment link has already been used.',
  NO_EMPLOYEE: 'This case has no employee to collect payment information from',
  NOT_READY: 'Payment setup could not be started. Try again in a moment.',
  LINK_TEXT: 'Please add your payment information using this secure link (it expires in 7 days):',
  ALREADY_SUBMITTED: 'Payment information has already been submitted for this case',
} as const;
