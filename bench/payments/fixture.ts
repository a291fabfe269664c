// The benchmark's rows: an organization of its own (time zone UTC), 100 employees each with a saved card
// (at the Stripe fake and in payment_info) and one case each; a round's payments are scheduled and UNPAID,
// not due until the round makes them due. Removed again with every charge and activity of the run.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { StripeFake } from '../../test/support/fakes/stripe-fake.js';

export interface PaymentsFixture {
  organizationId: string;
  caseIds: string[];
}

const EMPLOYEES = 100;

export async function createPaymentsFixture(pool: pg.Pool, stripe: StripeFake): Promise<PaymentsFixture> {
  const suffix = randomUUID().slice(0, 8);
  const {
    rows: [organization],
  } = await pool.query<{ id: string }>(`INSERT INTO organization (name, settings) VALUES ($1, $2) RETURNING id`, [
    `Payments benchmark ${suffix}`,
    { timeZone: 'UTC' },
  ]);
  const { rows: users } = await pool.query<{ id: string }>(
    `INSERT INTO app_user (email, role, first_name, last_name, organization_id)
     SELECT 'payments-bench-' || $2 || '-' || n || '@bench.test', 'USER', 'Employee', 'Bench ' || n, $1
     FROM generate_series(1, ${EMPLOYEES}) AS n RETURNING id`,
    [organization.id, suffix],
  );
  const cards = users.map((user, index) => {
    const customer = { id: `cus_bench_${suffix}_${index}`, object: 'customer', metadata: {}, invoice_settings: {} };
    const card = {
      id: `pm_bench_${suffix}_${index}`,
      object: 'payment_method',
      type: 'card',
      customer: customer.id,
      number: '4242424242424242',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    };
    stripe.customers.set(customer.id, customer);
    stripe.paymentMethods.set(card.id, card);
    return { userId: user.id, customerId: customer.id, paymentMethodId: card.id };
  });
  await pool.query(
    `INSERT INTO payment_info (organization_id, user_id, stripe_customer_id, payment_method_id, card_brand, card_last4, card_exp_month, card_exp_year)
     SELECT $1, card.user_id, card.customer_id, card.payment_method_id, 'visa', '4242', 12, 2034
       FROM jsonb_to_recordset($2::jsonb) AS card(user_id uuid, customer_id text, payment_method_id text)`,
    [
      organization.id,
      JSON.stringify(
        cards.map((card) => ({
          user_id: card.userId,
          customer_id: card.customerId,
          payment_method_id: card.paymentMethodId,
        })),
      ),
    ],
  );
  const { rows: cases } = await pool.query<{ id: string }>(
    `INSERT INTO case_record (organization_id, short_id, title, status, submitter_id)
     SELECT $1, 'P-' || $2 || '-' || n, 'Payments benchmark case ' || n, 'IN_PROGRESS', ($3::uuid[])[n]
       FROM generate_series(1, ${EMPLOYEES}) AS n RETURNING id`,
    [organization.id, suffix, users.map((user) => user.id)],
  );
  return { organizationId: organization.id, caseIds: cases.map((row) => row.id) };
}

/** `count` scheduled UNPAID payments spread over the cases, not due yet (no due date); returns their ids. */
export async function insertScheduledPayments(
  pool: pg.Pool,
  fixture: PaymentsFixture,
  count: number,
): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO case_payment (organization_id, case_id, amount, is_scheduled, schedule_position)
     SELECT $1, ($2::uuid[])[1 + n % array_length($2::uuid[], 1)], 1000 + n % 5000, true, n
       FROM generate_series(1, $3::int) AS n RETURNING id`,
    [fixture.organizationId, fixture.caseIds, count],
  );
  return rows.map((row) => row.id);
}

/** The round's minute comes: every payment of the round is due today. */
export async function makeDue(pool: pg.Pool, paymentIds: readonly string[]): Promise<void> {
  await pool.query(`UPDATE case_payment SET due_date = current_date WHERE id = ANY($1::uuid[])`, [paymentIds]);
}

export async function removePaymentsFixture(pool: pg.Pool, fixture: PaymentsFixture): Promise<void> {
  for (const table of ['payment_charge', 'case_payment', 'case_activity', 'case_record', 'payment_info', 'app_user']) {
    await pool.query(`DELETE FROM ${table} WHERE organization_id = $1`, [fixture.organizationId]);
  }
  await pool.query(`DELETE FROM organization WHERE id = $1`, [fixture.organizationId]);
}
