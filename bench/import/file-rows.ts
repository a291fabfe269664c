// The file's rows, the same for both sides but for the organization: every fifth employee new (named with
// first and last name), two in five cases assigned to a case worker (ASSIGNED or IN_PROGRESS), dates over
// the past year, a few titles with a quoted comma. All valid: both sides write every row.
import { csvLine, IMPORT_COLUMNS } from '#domain/case-imports';
import { CASE_WORKERS, employeeEmail, type ImportFixture, workerEmail } from './fixture.js';

export interface BenchRow {
  externalId: string;
  employee: number;
  isNewEmployee: boolean;
  caseType: 'ADA' | 'GLP';
  title: string;
  status: 'OPEN' | 'ASSIGNED' | 'IN_PROGRESS';
  visitType: 'SYNC_VIDEO' | null;
  createdDate: string;
  /** Index of the case worker, when assigned. */
  worker: number | null;
}

const DAY_MS = 86_400_000;

export function benchRows(fixture: ImportFixture, count: number): BenchRow[] {
  const today = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, n) => {
    const employee = (n * 7919) % fixture.employees;
    const status = n % 5 === 2 ? 'ASSIGNED' : n % 5 === 3 ? 'IN_PROGRESS' : 'OPEN';
    return {
      externalId: `HR-${fixture.suffix}-${n}`,
      employee,
      isNewEmployee: employee >= fixture.existingEmployees,
      caseType: n % 4 === 0 ? 'GLP' : 'ADA',
      title: n % 10 === 0 ? `Leave, intermittent ${n}` : `Standing desk accommodation ${n}`,
      status,
      visitType: n % 3 === 0 ? 'SYNC_VIDEO' : null,
      createdDate: new Date(today - (n % 365) * DAY_MS).toISOString().slice(0, 10),
      worker: status === 'OPEN' ? null : n % CASE_WORKERS,
    };
  });
}

/** The CSV the product imports: the import's header and one line per row, for the product's organization. */
export function importCsv(fixture: ImportFixture, rows: readonly BenchRow[]): string {
  const fields = (row: BenchRow): Record<(typeof IMPORT_COLUMNS)[number], string> => ({
    external_id: row.externalId,
    employee_email: employeeEmail(fixture, 'product', row.employee),
    employee_first_name: row.isNewEmployee ? 'Nia' : '',
    employee_last_name: row.isNewEmployee ? `New ${row.employee}` : '',
    organization: fixture.product.organizationId,
    case_type: row.caseType,
    title: row.title,
    status: row.status,
    visit_type: row.visitType ?? '',
    created_date: row.createdDate,
    assignee_email: row.worker === null ? '' : workerEmail(fixture, 'product', row.worker),
  });
  return (
    csvLine(IMPORT_COLUMNS) + rows.map((row) => csvLine(IMPORT_COLUMNS.map((column) => fields(row)[column]))).join('')
  );
}
