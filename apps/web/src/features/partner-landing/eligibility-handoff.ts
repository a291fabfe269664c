/**
 * What the landing page hands to the eligibility form (the signed-in form runner) in the navigation state:
 * the partner's thank-you text to show after submitting, and whether to say payment is collected later.
 */
export interface EligibilityHandoff {
  partnerThankYou: string;
  paymentCollectedLater: boolean;
}

export const PAYMENT_LATER_TEXT =
  'Payment is collected later: once your eligibility is confirmed, we will ask for your payment details.';

export function eligibilityHandoffFrom(state: unknown): EligibilityHandoff | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { partnerThankYou, paymentCollectedLater } = state as Record<string, unknown>;
  if (typeof partnerThankYou !== 'string' || !partnerThankYou.trim()) return undefined;
  return { partnerThankYou, paymentCollectedLater: paymentCollectedLater === true };
}
