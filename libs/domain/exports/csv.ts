/** What a CSV cell may be given; dates are written as ISO 8601 (UTC), booleans as Yes/No. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** Cells a spreadsheet would read as a formula start with one of these (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a text a spreadsheet would take for a formula gets a leading apostrophe, and a cell holding
 * a quote, comma or line break is quoted with its quotes doubled (RFC 4180). Numbers are written as numbers
 * (a negative amount is not a formula).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ended by CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A UTF-8 byte order mark first, so spreadsheet programs read accented names right. */
export const CSV_BOM = '\uFEFF';
