/**
 * What the landing page hands to the eligibility form (the signed-in form runner) in the navigation state:
 * the partner's thank-you text to show after submitting, and whether the partner collects payment on sign-up
 * (enableSelfSignupPayment: the card for the case's first charge is asked for right after the form).
 */
export interface EligibilityHandoff {
  partnerThankYou: string;
  collectPayment: boolean;
}

export const PAYMENT_AFTER_FORM_TEXT =
  'After your eligibility form, you add a card for your first payment. It is charged only as your plan says.';

export function eligibilityHandoffFrom(state: unknown): EligibilityHandoff | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { partnerThankYou, collectPayment } = state as Record<string, unknown>;
  if (typeof partnerThankYou !== 'string' || !partnerThankYou.trim()) return undefined;
  return { partnerThankYou, collectPayment: collectPayment === true };
}
