// The benchmark's people: two organizations of their own, one the product imports into and one the baseline
// copies into, each with the same 20 case workers and the same employees already there (four in five of the
// file's employees; the fifth are new and made by the first row that names them). A CV Admin starts the
// import. Removed again with every case, activity, person and import record of the run.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export const CASE_WORKERS = 20;

export interface Side {
  organizationId: string;
  /** Existing people by e-mail (employees and case workers). */
  people: Map<string, string>;
}

export interface ImportFixture {
  suffix: string;
  cvAdminId: string;
  /** Distinct employees the file names; those from `existingEmployees` on are new. */
  employees: number;
  existingEmployees: number;
  product: Side;
  copy: Side;
}

export const employeeEmail = (fixture: ImportFixture, side: 'product' | 'copy', index: number) =>
  `import-bench-${fixture.suffix}-${side}-employee-${index}@bench.test`;
export const workerEmail = (fixture: ImportFixture, side: 'product' | 'copy', index: number) =>
  `import-bench-${fixture.suffix}-${side}-worker-${index}@bench.test`;

export async function createImportFixture(pool: pg.Pool, rows: number): Promise<ImportFixture> {
  const suffix = randomUUID().slice(0, 8);
  const employees = Math.max(10, Math.floor(rows / 20));
  const fixture: ImportFixture = {
    suffix,
    cvAdminId: '',
    employees,
    existingEmployees: Math.floor((employees * 4) / 5),
    product: { organizationId: '', people: new Map() },
    copy: { organizationId: '', people: new Map() },
  };
  for (const side of ['product', 'copy'] as const) {
    const {
      rows: [organization],
    } = await pool.query<{ id: string }>(`INSERT INTO organization (name, settings) VALUES ($1, $2) RETURNING id`, [
      `Import benchmark ${suffix} ${side}`,
      { timeZone: 'UTC' },
    ]);
    fixture[side].organizationId = organization.id;
    const people = [
      ...Array.from({ length: fixture.existingEmployees }, (_, n) => ({
        email: employeeEmail(fixture, side, n),
        role: 'USER',
      })),
      ...Array.from({ length: CASE_WORKERS }, (_, n) => ({ email: workerEmail(fixture, side, n), role: 'CASEWORKER' })),
    ];
    const { rows: inserted } = await pool.query<{ id: string; email: string }>(
      `INSERT INTO app_user (email, role, first_name, last_name, organization_id, home_organization_id)
       SELECT person.email, person.role, 'Bench', 'Person', $1, $1
         FROM jsonb_to_recordset($2::jsonb) AS person(email text, role text) RETURNING id, email`,
      [organization.id, JSON.stringify(people)],
    );
    for (const person of inserted) fixture[side].people.set(person.email, person.id);
  }
  const {
    rows: [cvAdmin],
  } = await pool.query<{ id: string }>(
    `INSERT INTO app_user (email, role, first_name, last_name, organization_id)
     VALUES ($1, 'CVADMIN', 'Bench', 'Importer', $2) RETURNING id`,
    [`import-bench-${suffix}-cvadmin@bench.test`, fixture.product.organizationId],
  );
  fixture.cvAdminId = cvAdmin.id;
  return fixture;
}

export async function removeImportFixture(pool: pg.Pool, fixture: ImportFixture): Promise<void> {
  await pool.query(`DELETE FROM case_import WHERE created_by_id = $1`, [fixture.cvAdminId]);
  for (const side of [fixture.product, fixture.copy]) {
    for (const table of ['case_activity', 'case_record', 'app_user']) {
      await pool.query(`DELETE FROM ${table} WHERE organization_id = $1`, [side.organizationId]);
    }
    await pool.query(`DELETE FROM organization WHERE id = $1`, [side.organizationId]);
  }
}
