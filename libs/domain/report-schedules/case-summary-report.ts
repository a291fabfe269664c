import type { DataSource } from 'typeorm';
import type { ExportTable } from '#domain/exports';

export interface SummaryRow {
  measure: string;
  value: number;
}

/**
 * The case summary report of a period: cases opened, decided and closed in it, and the cases open at its
 * end by status. Counts only: no names, no PHI, so the file may travel by e-mail.
 */
export async function caseSummaryTable(
  dataSource: DataSource,
  organizationId: string,
  from: Date,
  to: Date,
): Promise<ExportTable<SummaryRow>> {
  const [counts]: { opened: number; decided: number; closed: number }[] = await dataSource.query(
    `SELECT
       (SELECT count(*)::int FROM case_record c WHERE c.organization_id = $1 AND c.created_at >= $2 AND c.created_at < $3) AS opened,
       (SELECT count(DISTINCT d.case_id)::int FROM case_decision d JOIN case_record c ON c.id = d.case_id
          WHERE c.organization_id = $1 AND d.created_at >= $2 AND d.created_at < $3) AS decided,
       (SELECT count(*)::int FROM case_record c WHERE c.organization_id = $1 AND c.closed_at >= $2 AND c.closed_at < $3) AS closed`,
    [organizationId, from, to],
  );
  const open: { status: string; n: number }[] = await dataSource.query(
    `SELECT status, count(*)::int AS n FROM case_record
      WHERE organization_id = $1 AND NOT is_archived AND closed_at IS NULL AND created_at < $2
      GROUP BY status ORDER BY status`,
    [organizationId, to],
  );
  const rows: SummaryRow[] = [
    { measure: 'Cases opened', value: counts.opened },
    { measure: 'Cases decided', value: counts.decided },
    { measure: 'Cases closed', value: counts.closed },
    ...open.map((row) => ({ measure: `Open cases: ${row.status}`, value: row.n })),
  ];
  return {
    fileName: `case-summary-${to.toISOString().slice(0, 10)}.csv`,
    columns: [
      { header: 'Measure', value: (row) => row.measure },
      { header: 'Value', value: (row) => row.value },
    ],
    rows,
  };
}
