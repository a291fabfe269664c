import type { EntityManager } from 'typeorm';
import { isUuid } from '#access';
import type { CaseEntity } from '#domain/cases';
import { PromoCodeEntity } from './promo-code.entity.js';
import { promoDiscount } from './promo-discount.js';

/** The money of a product bundle that makes up its first charge, in integer cents. */
export interface BundleCharge {
  priceCents: number;
  initialDiscountCents: number;
  oneTimeFeeCents: number;
}

/**
 * The first charge of a bundle, in integer cents: the price of the first period less the bundle's initial
 * discount (never below zero: the discount is "cents off the first charge", not money back), plus the
 * one-time fee. The recurring fee is left out: it belongs to the later periods' charges (refills), which a
 * promo code's refill rule deals with separately. A promo code's discount on the first charge
 * (refillNumber 0) is computed from this amount.
 */
export function firstChargeCents(bundle: BundleCharge): number {
  const cents = (value: number) => Math.max(0, Math.trunc(value || 0));
  return Math.max(0, cents(bundle.priceCents) - cents(bundle.initialDiscountCents)) + cents(bundle.oneTimeFeeCents);
}

/** A product bundle as a case's plan reads it. */
export interface CaseBundle extends BundleCharge {
  id: string;
  name: string;
}

/**
 * One of the organization's bundles, or null when there is none by that id there (unknown, deleted or
 * another organization's). Read by SQL: the catalog area depends on forms, which hands a sign-up's bundle
 * and referral code to the member's first case with the discount computed here, so importing the catalog
 * would close a cycle.
 */
export async function organizationBundle(
  manager: EntityManager,
  organizationId: string,
  productBundleId: string,
): Promise<CaseBundle | null> {
  if (!isUuid(productBundleId)) return null;
  const rows: {
    id: string;
    name: string;
    price_cents: number;
    initial_discount_cents: number;
    one_time_fee_cents: number;
  }[] = await manager.query(
    `SELECT id, name, price_cents, initial_discount_cents, one_time_fee_cents
       FROM product_bundle WHERE id = $1 AND organization_id = $2`,
    [productBundleId, organizationId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    priceCents: row.price_cents,
    initialDiscountCents: row.initial_discount_cents,
    oneTimeFeeCents: row.one_time_fee_cents,
  };
}

/**
 * The price a code's discount is computed from on a case: the first charge of its product bundle
 * (firstChargeCents). Null when the case has no bundle, so an applied code's discount is null until one is set.
 */
export async function caseChargePrice(
  manager: EntityManager,
  caseRecord: Pick<CaseEntity, 'organizationId' | 'productBundleId'>,
): Promise<number | null> {
  if (!caseRecord.productBundleId) return null;
  const bundle = await organizationBundle(manager, caseRecord.organizationId, caseRecord.productBundleId);
  return bundle ? firstChargeCents(bundle) : null;
}

/** The discount a code gives on a first charge of `price` cents; null when there is no price. */
export function firstChargeDiscount(promo: PromoCodeEntity, price: number | null): number | null {
  if (price == null) return null;
  return promoDiscount({
    price,
    percentDiscount: promo.percentDiscount,
    priceDiscount: promo.priceDiscount,
    refillType: promo.refillType,
    refillCount: promo.refillCount,
    refillNumber: 0,
  });
}

/**
 * The discount the case's applied promo code gives on the case's first charge as the case now stands
 * (its bundle may just have changed): computed from the code's terms whatever its active window, since it
 * was applied while active. Null without a code, without a price, or when the code has been deleted (its
 * terms are gone, so no discount can be computed for a new price; the timeline keeps the one before).
 */
export async function casePromoDiscount(
  manager: EntityManager,
  caseRecord: Pick<CaseEntity, 'organizationId' | 'productBundleId' | 'promoCodeId'>,
): Promise<number | null> {
  if (!caseRecord.promoCodeId) return null;
  const promo = await manager.findOne(PromoCodeEntity, { where: { id: caseRecord.promoCodeId } });
  if (!promo) return null;
  return firstChargeDiscount(promo, await caseChargePrice(manager, caseRecord));
}

/**
 * What the case's first charge comes to now, in integer cents: its bundle's first charge less the applied
 * promo code's discount (never below zero). Null when the case has no bundle (nothing to charge is known).
 */
export async function caseFirstChargeDue(
  manager: EntityManager,
  caseRecord: Pick<CaseEntity, 'organizationId' | 'productBundleId' | 'promoDiscountCents'>,
): Promise<number | null> {
  const price = await caseChargePrice(manager, caseRecord);
  if (price == null) return null;
  return Math.max(0, price - Math.max(0, caseRecord.promoDiscountCents ?? 0));
}
