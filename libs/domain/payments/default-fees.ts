import type { EntityManager } from 'typeorm';
import { notFound } from '#access';
import { OrganizationEntity, type PaymentSettings, resolvePaymentSettings } from '#domain/organizations';
import type { FeeField, SubFee } from './payment-amounts.js';

/** The seven fees and the sub-fees a payment starts with, in cents. */
export type PaymentFees = Record<FeeField, number> & { subFees: SubFee[] };

/**
 * The fees of a new payment of `amount` cents by the organization's payment settings: processing is the rate
 * of the amount (rounded to the nearest cent, half up) plus the fixed part, as processors charge; the others
 * and the sub-fees are copied as set. Every payment the product creates (a manual one added without fees, the
 * scheduled and off-session charges) gets its fees here.
 */
export function defaultFeesFor(amount: number, settings: Pick<PaymentSettings, 'fees'>): PaymentFees {
  const { fees } = settings;
  return {
    paymentProcessingFee:
      Math.round((amount * fees.paymentProcessingBasisPoints) / 10_000) + fees.paymentProcessingFixedFee,
    pharmacyFee: fees.pharmacyFee,
    syringeKitFee: fees.syringeKitFee,
    consultFee: fees.consultFee,
    shippingFee: fees.shippingFee,
    techPlatformFee: fees.techPlatformFee,
    convenienceFee: fees.convenienceFee,
    subFees: fees.subFees.map(({ label, amount: cents }) => ({ label, amount: cents })),
  };
}

/** The organization's default fees for a payment of `amount` cents, read through `manager`. */
export async function organizationDefaultFees(
  manager: EntityManager,
  organizationId: string,
  amount: number,
): Promise<PaymentFees> {
  const organization = await manager.findOne(OrganizationEntity, {
    where: { id: organizationId },
    select: { id: true, settings: true },
  });
  if (!organization) throw notFound();
  return defaultFeesFor(amount, resolvePaymentSettings(organization.settings?.payments));
}
