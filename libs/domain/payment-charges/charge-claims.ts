import type { ChargeableCard } from '#domain/payment-methods';
import type { CasePaymentEntity, PaymentStatus } from '#domain/payments';
import type { PaymentChargeEntity } from './payment-charge.entity.js';

/** An earlier failed attempt of the same payment whose PaymentIntent may still be paid on its page. */
export interface EarlierIntent {
  chargeId: string;
  paymentIntentId: string;
}

/** A charge this worker holds (PROCESSING), with what charging it needs. */
export interface ClaimedCharge {
  charge: Pick<PaymentChargeEntity, 'id' | 'organizationId' | 'caseId' | 'paymentId' | 'attempt'>;
  payment: Pick<CasePaymentEntity, 'amount' | 'currency' | 'status' | 'isDeleted'>;
  card: ChargeableCard | null;
  earlierIntents: EarlierIntent[];
}

/** A charge may be claimed when it is PENDING and due, or PROCESSING past the lease ($1, ms: its worker died). */
const CLAIMABLE = `((status = 'PENDING' AND not_before <= now())
    OR (status = 'PROCESSING' AND claimed_at < now() - make_interval(secs => $1::double precision / 1000)))`;

/** What a claimed charge needs, read in the claim's own statement: its payment, the card, earlier intents. */
const WITH_WHAT_IT_NEEDS = `
  SELECT claimed.id, claimed.organization_id, claimed.case_id, claimed.payment_id, claimed.attempt,
         p.amount, p.currency, p.status, p.is_deleted, i.stripe_customer_id, i.payment_method_id,
         ARRAY(SELECT json_build_object('chargeId', e.id, 'paymentIntentId', e.payment_intent_id)
                 FROM payment_charge e
                WHERE e.payment_id = claimed.payment_id AND e.id <> claimed.id AND e.status = 'FAILED'
                  AND e.payment_intent_id IS NOT NULL
                ORDER BY e.attempt) AS earlier_intents
    FROM claimed
    JOIN case_payment p ON p.id = claimed.payment_id AND p.organization_id = claimed.organization_id
    JOIN case_record c ON c.id = claimed.case_id AND c.organization_id = claimed.organization_id
    LEFT JOIN payment_info i ON i.organization_id = claimed.organization_id AND i.user_id = c.submitter_id`;

const CLAIM_SET = `status = 'PROCESSING', claimed_at = now(), updated_at = now()`;
const CLAIMED_RETURNING = 'RETURNING c.id, c.organization_id, c.case_id, c.payment_id, c.attempt';

/** One charge by id ($2), if claimable. */
export const CLAIM_ONE = `
  WITH claimed AS (
    UPDATE payment_charge c SET ${CLAIM_SET} WHERE c.id = $2 AND ${CLAIMABLE} ${CLAIMED_RETURNING})
  ${WITH_WHAT_IT_NEEDS}`;

/**
 * Up to $2 claimable charges, the longest due first. Rows another worker is claiming at this moment are
 * skipped rather than waited for, so workers claiming at once take different charges.
 */
export const CLAIM_DUE = `
  WITH picked AS (
    SELECT id FROM payment_charge WHERE ${CLAIMABLE} ORDER BY not_before LIMIT $2 FOR UPDATE SKIP LOCKED),
  claimed AS (
    UPDATE payment_charge c SET ${CLAIM_SET} FROM picked WHERE c.id = picked.id ${CLAIMED_RETURNING})
  ${WITH_WHAT_IT_NEEDS}`;

/**
 * Claims let go without an outcome (Stripe did not answer, or the worker stops before charging them): PENDING
 * again, not before $2 ms from now, so whoever takes them next calls Stripe with the same idempotency key.
 */
export const RELEASE_CLAIMS = `
  UPDATE payment_charge
     SET status = 'PENDING', claimed_at = NULL, updated_at = now(),
         not_before = greatest(not_before, now() + make_interval(secs => $2::double precision / 1000))
   WHERE id = ANY($1::uuid[]) AND status = 'PROCESSING'`;

export interface ClaimedRow {
  id: string;
  organization_id: string;
  case_id: string;
  payment_id: string;
  attempt: number;
  amount: number;
  currency: string;
  status: PaymentStatus;
  is_deleted: boolean;
  stripe_customer_id: string | null;
  payment_method_id: string | null;
  earlier_intents: EarlierIntent[];
}

export const claimedCharge = (row: ClaimedRow): ClaimedCharge => ({
  charge: {
    id: row.id,
    organizationId: row.organization_id,
    caseId: row.case_id,
    paymentId: row.payment_id,
    attempt: row.attempt,
  },
  payment: { amount: row.amount, currency: row.currency, status: row.status, isDeleted: row.is_deleted },
  card:
    row.stripe_customer_id && row.payment_method_id
      ? { stripeCustomerId: row.stripe_customer_id, paymentMethodId: row.payment_method_id }
      : null,
  earlierIntents: row.earlier_intents,
});
