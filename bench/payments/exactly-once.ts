// Every charge exactly once: each payment PAID with one succeeded charge, one PAYMENT_COMPLETED entry, and one
// PaymentIntent at the Stripe fake; none lost (unpaid, no intent), none doubled.
import type pg from 'pg';
import type { StripeFake } from '../../test/support/fakes/stripe-fake.js';

export interface ExactlyOnce {
  lost: number;
  doubled: number;
}

export async function checkExactlyOnce(
  pool: pg.Pool,
  stripe: StripeFake,
  paymentIds: readonly string[],
): Promise<ExactlyOnce> {
  const { rows } = await pool.query<{
    id: string;
    paid: boolean;
    charges: number;
    succeeded: number;
    completed: number;
  }>(
    `SELECT p.id, p.status = 'PAID' AS paid,
            (SELECT count(*)::int FROM payment_charge c WHERE c.payment_id = p.id) AS charges,
            (SELECT count(*)::int FROM payment_charge c WHERE c.payment_id = p.id AND c.status = 'SUCCEEDED') AS succeeded,
            (SELECT count(*)::int FROM case_activity a
              WHERE a.organization_id = p.organization_id AND a.case_id = p.case_id
                AND a.type = 'PAYMENT_COMPLETED' AND a.payload->>'paymentId' = p.id::text) AS completed
       FROM case_payment p WHERE p.id = ANY($1::uuid[])`,
    [paymentIds],
  );
  const intents = new Map<string, number>();
  for (const intent of stripe.paymentIntents.values()) {
    const paymentId = (intent.metadata as Record<string, string> | undefined)?.paymentId;
    if (paymentId) intents.set(paymentId, (intents.get(paymentId) ?? 0) + 1);
  }
  let lost = paymentIds.length - rows.length;
  let doubled = 0;
  for (const row of rows) {
    const made = intents.get(row.id) ?? 0;
    if (!row.paid || row.succeeded === 0 || row.completed === 0 || made === 0) lost += 1;
    else if (row.charges > 1 || row.succeeded > 1 || row.completed > 1 || made > 1) doubled += 1;
  }
  return { lost, doubled };
}
