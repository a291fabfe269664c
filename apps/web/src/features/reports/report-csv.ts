import type { ReportTableData } from './report-tables';

/** Cells a spreadsheet would read as a formula start with one of these (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a would-be formula gets a leading apostrophe; quotes, commas and line breaks are quoted (RFC 4180). */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A report table as CSV, with the same columns and rows the screen shows (a byte order mark first so spreadsheet
 * programs read accented names right, CRLF line ends). A report table holds figures per period, group or assignee
 * and is built for the screen already, so it is written in the browser rather than fetched again.
 */
export function reportTableCsv(table: ReportTableData): string {
  const lines = [
    table.columns.map((column) => cell(column.header)),
    ...table.rows.map((row) => table.columns.map((column) => cell(row[column.key]))),
  ];
  return `\uFEFF${lines.map((line) => `${line.join(',')}\r\n`).join('')}`;
}

/** "acme-health-2026-10-01-to-2026-12-31-outcomes.csv" for the report named "Acme Health 2026-10-01 to 2026-12-31". */
export function reportTableFileName(reportName: string, table: ReportTableData): string {
  const slug = reportName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${[slug, table.id].filter(Boolean).join('-')}.csv`;
}
