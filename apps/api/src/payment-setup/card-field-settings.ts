import type { AppConfig } from '#config';
import { PaymentCardField, type PaymentSetupLink, type PaymentSetupLinkState } from './payment-setup.model.js';

/**
 * Which card field a payment page shows: the local stand-in when the api talks to a local Stripe (development
 * and tests, where Stripe.js cannot be loaded), Stripe Elements otherwise; with the publishable key.
 */
export function cardFieldSettings(
  config: AppConfig,
): Pick<PaymentSetupLink, 'cardField' | 'publishableKey' | 'standInUrl'> {
  return {
    cardField: config.STRIPE_BASE_URL ? PaymentCardField.LOCAL_STAND_IN : PaymentCardField.STRIPE_ELEMENTS,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    standInUrl: config.STRIPE_BASE_URL || null,
  };
}

/** What a public payment-link page shows: the link's state, the organization, the amount and the card field. */
export function paymentLinkPage(
  view: { state: string; organizationName: string; amountCents: number | null; currency: string },
  logoUrl: string,
  config: AppConfig,
): PaymentSetupLink {
  return {
    state: view.state as PaymentSetupLinkState,
    organizationName: view.organizationName,
    logoUrl,
    amountCents: view.amountCents,
    currency: view.currency,
    ...cardFieldSettings(config),
  };
}
