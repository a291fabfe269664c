/**
 * The organization's payment settings (spec 001 §"Reminder day counts and fees are configured per
 * organization"), stored partial in organization.settings.payments; resolvePaymentSettings fills the
 * defaults. Amounts are integer cents; the processing fee is a rate plus a fixed part, as processors charge.
 */

/** A labelled fee of its own (a lab fee), cents. Same shape as a payment's sub-fee. */
export interface PaymentSettingsSubFee {
  label: string;
  amount: number;
}

/** The fees a payment the product creates (scheduled, sign-up, off-session) starts with. */
export interface PaymentFeeSettings {
  /** Hundredths of a percent of the amount: 290 is 2.9 %. */
  paymentProcessingBasisPoints: number;
  /** Cents added to the rate (Stripe's 30 ¢). */
  paymentProcessingFixedFee: number;
  pharmacyFee: number;
  syringeKitFee: number;
  consultFee: number;
  shippingFee: number;
  techPlatformFee: number;
  convenienceFee: number;
  subFees: PaymentSettingsSubFee[];
}

export interface PaymentSettings {
  fees: PaymentFeeSettings;
  /**
   * Days after a failed charge on which it is tried again, each counted from the first failure, ascending.
   * After the last retry fails the payment stays UNPAID and the failure is reported to the case team.
   */
  dunningRetryDays: number[];
  /** Hours after a payment sign-up without a card before its first reminder (and between reminders). */
  abandonedCartAfterHours: number;
  /** Reminders at most, each with a fresh link; none once the card arrives. */
  abandonedCartMaxReminders: number;
}

export const DEFAULT_PAYMENT_FEE_SETTINGS: Readonly<PaymentFeeSettings> = Object.freeze({
  paymentProcessingBasisPoints: 0,
  paymentProcessingFixedFee: 0,
  pharmacyFee: 0,
  syringeKitFee: 0,
  consultFee: 0,
  shippingFee: 0,
  techPlatformFee: 0,
  convenienceFee: 0,
  subFees: [],
});

export const DEFAULT_PAYMENT_SETTINGS: Readonly<PaymentSettings> = Object.freeze({
  fees: DEFAULT_PAYMENT_FEE_SETTINGS,
  dunningRetryDays: [1, 3, 7],
  abandonedCartAfterHours: 24,
  abandonedCartMaxReminders: 2,
});

/** The stored shape: every key optional. */
export interface StoredPaymentSettings {
  fees?: Partial<PaymentFeeSettings>;
  dunningRetryDays?: number[];
  abandonedCartAfterHours?: number;
  abandonedCartMaxReminders?: number;
}

export function resolvePaymentSettings(stored: StoredPaymentSettings | undefined): PaymentSettings {
  const fees = { ...DEFAULT_PAYMENT_FEE_SETTINGS, ...stored?.fees };
  return {
    fees: { ...fees, subFees: (fees.subFees ?? []).map((fee) => ({ ...fee })) },
    dunningRetryDays: [...(stored?.dunningRetryDays ?? DEFAULT_PAYMENT_SETTINGS.dunningRetryDays)],
    abandonedCartAfterHours: stored?.abandonedCartAfterHours ?? DEFAULT_PAYMENT_SETTINGS.abandonedCartAfterHours,
    abandonedCartMaxReminders: stored?.abandonedCartMaxReminders ?? DEFAULT_PAYMENT_SETTINGS.abandonedCartMaxReminders,
  };
}
