// The rows the messages belong to: an organization of its own (full text in messages, so each text can
// carry a marker the Twilio fake can be checked by), an admin who writes, and employees with an e-mail,
// a phone number and one open case each. Inserted with SQL as the test fixtures do, and removed again
// with everything the run wrote, so the benchmark leaves the bench database as it found it.
import { randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface Employee {
  id: string;
  email: string;
  /** E.164, as Twilio sends it in From. */
  phone: string;
  caseId: string;
}

export interface MessagesFixture {
  organizationId: string;
  admin: { id: string; email: string };
  employees: Employee[];
}

export async function createMessagesFixture(pool: pg.Pool, employeeCount = 200): Promise<MessagesFixture> {
  const suffix = randomUUID().slice(0, 8);
  // Inbound texts thread by the sender's number across organizations: a number block of this run's own.
  const block = randomInt(200, 1000);
  const {
    rows: [organization],
  } = await pool.query<{ id: string }>(`INSERT INTO organization (name, settings) VALUES ($1, $2) RETURNING id`, [
    `Messages benchmark ${suffix}`,
    JSON.stringify({ messagesIncludeFullText: true }),
  ]);
  const adminEmail = `messages-bench-admin-${suffix}@bench.test`;
  const {
    rows: [admin],
  } = await pool.query<{ id: string }>(
    `INSERT INTO app_user (email, role, first_name, last_name, organization_id, home_organization_id)
     VALUES ($1, 'ADMIN', 'Messages', 'Benchmark', $2, $2) RETURNING id`,
    [adminEmail, organization.id],
  );
  const { rows: employees } = await pool.query<{ id: string; email: string; phone: string }>(
    `INSERT INTO app_user (email, role, first_name, last_name, organization_id, home_organization_id, phone_number)
     SELECT 'messages-bench-' || $1 || '-' || n || '@bench.test', 'USER', 'Employee', 'No ' || n, $2, $2,
            '+1555' || $3 || lpad(n::text, 4, '0')
     FROM generate_series(0, $4::int - 1) AS n
     RETURNING id, email, phone_number AS phone`,
    [suffix, organization.id, String(block), employeeCount],
  );
  const { rows: cases } = await pool.query<{ id: string; submitter_id: string }>(
    `INSERT INTO case_record (organization_id, short_id, title, status, submitter_id, assigned_to_id)
     SELECT $1, 'M-' || $2 || '-' || n, 'Messages benchmark case ' || n, 'OPEN', employee, $3
     FROM unnest($4::uuid[]) WITH ORDINALITY AS e(employee, n)
     RETURNING id, submitter_id`,
    [organization.id, suffix, admin.id, employees.map((employee) => employee.id)],
  );
  const caseOf = new Map(cases.map((row) => [row.submitter_id, row.id]));
  return {
    organizationId: organization.id,
    admin: { id: admin.id, email: adminEmail },
    employees: employees.map((employee) => ({ ...employee, caseId: caseOf.get(employee.id)! })),
  };
}

/** Everything of the organization, and the inbound webhooks' stored events (provider_event has no organization). */
export async function removeMessagesFixture(
  pool: pg.Pool,
  fixture: MessagesFixture,
  inboundSids: readonly string[],
): Promise<void> {
  const organization = [fixture.organizationId];
  await pool.query(`DELETE FROM provider_event WHERE provider = 'TWILIO_SMS' AND provider_event_id = ANY($1)`, [
    inboundSids,
  ]);
  await pool.query(`DELETE FROM case_message WHERE organization_id = $1`, organization);
  await pool.query(`DELETE FROM case_activity WHERE organization_id = $1`, organization);
  await pool.query(`DELETE FROM case_record WHERE organization_id = $1`, organization);
  await pool.query(`DELETE FROM app_user WHERE organization_id = $1`, organization);
  await pool.query(`DELETE FROM organization WHERE id = $1`, organization);
}
