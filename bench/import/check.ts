// What each side wrote, counted in the database: the run fails unless both wrote every row, each case with
// exactly one "import case" entry, and the same number of new employees.
import type pg from 'pg';

export interface Written {
  cases: number;
  importedCases: number;
  importActivities: number;
  casesWithOneActivity: number;
  newEmployees: number;
}

export async function written(pool: pg.Pool, organizationId: string, existingPeople: number): Promise<Written> {
  const {
    rows: [row],
  } = await pool.query<Written>(
    `SELECT (SELECT count(*)::int FROM case_record WHERE organization_id = $1) AS "cases",
            (SELECT count(*)::int FROM case_record WHERE organization_id = $1 AND is_imported) AS "importedCases",
            (SELECT count(*)::int FROM case_activity WHERE organization_id = $1 AND type = 'IMPORT_CASE') AS "importActivities",
            (SELECT count(*)::int FROM (SELECT case_id FROM case_activity WHERE organization_id = $1 AND type = 'IMPORT_CASE'
               GROUP BY case_id HAVING count(*) = 1) AS one) AS "casesWithOneActivity",
            (SELECT count(*)::int - $2 FROM app_user WHERE organization_id = $1 AND role = 'USER') AS "newEmployees"`,
    [organizationId, existingPeople],
  );
  return row;
}

export interface ImportRecord {
  status: string;
  processedRows: number;
  importedCount: number;
  skippedCount: number;
  errorCount: number;
  /** Its activities already published and marked dispatched (the rest are the outbox relay's). */
  dispatched: number;
}

export async function importRecord(pool: pg.Pool, caseImportId: string, organizationId: string): Promise<ImportRecord> {
  const {
    rows: [row],
  } = await pool.query<ImportRecord>(
    `SELECT status, processed_rows AS "processedRows", imported_count AS "importedCount",
            skipped_count AS "skippedCount", error_count AS "errorCount",
            (SELECT count(*)::int FROM case_activity WHERE organization_id = $2 AND type = 'IMPORT_CASE'
               AND dispatched_at IS NOT NULL) AS dispatched
       FROM case_import WHERE id = $1`,
    [caseImportId, organizationId],
  );
  return row;
}

export function everyRowWritten(side: Written, rows: number, newEmployees: number): boolean {
  return (
    side.cases === rows &&
    side.importedCases === rows &&
    side.importActivities === rows &&
    side.casesWithOneActivity === rows &&
    side.newEmployees === newEmployees
  );
}
