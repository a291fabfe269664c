import { csvLine } from './csv.js';

/**
 * The columns of a case import file, as its header names them (any order; every one present, no others).
 * docs/case-import.md describes each; the screen offers IMPORT_TEMPLATE to download.
 */
export const IMPORT_COLUMNS = [
  'external_id',
  'employee_email',
  'employee_first_name',
  'employee_last_name',
  'organization',
  'case_type',
  'title',
  'status',
  'visit_type',
  'created_date',
  'assignee_email',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Rows after the header; a larger file is refused whole (split it). */
export const MAX_IMPORT_ROWS = 100_000;

/** The template: the header and one example row. */
export const IMPORT_TEMPLATE =
  csvLine(IMPORT_COLUMNS) +
  csvLine([
    'HR-2024-0001',
    'jane.doe@example.com',
    'Jane',
    'Doe',
    'Acme Corporation',
    'ADA',
    'Standing desk accommodation',
    'OPEN',
    'SYNC_VIDEO',
    '2024-03-15',
    '',
  ]);

/** The header's problem, or null when it names exactly the import columns. */
export function headerProblem(header: readonly string[]): string | null {
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = IMPORT_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) return `the header misses the column(s) ${missing.join(', ')}`;
  const unknown = names.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) return `the header has unknown column(s) ${unknown.join(', ')}`;
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) return `the header repeats the column(s) ${[...new Set(repeated)].join(', ')}`;
  return null;
}

/** The record as named fields, by the header's order. */
export function namedFields(header: readonly string[], record: readonly string[]): Record<ImportColumn, string> {
  const fields = {} as Record<ImportColumn, string>;
  header.forEach((name, index) => {
    fields[name.trim().toLowerCase() as ImportColumn] = (record[index] ?? '').trim();
  });
  return fields;
}
