// Values in PostgreSQL's COPY text format: tab-separated, \N for NULL, backslash escapes.

export type CopyValue = string | number | boolean | null;

export const NULL = '\\N';

/** Escapes the characters COPY text format gives a meaning to. */
export function escapeText(text: string): string {
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

/** One COPY line from a row's values, in the column order of the COPY statement. */
export function copyLine(values: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (i > 0) line += '\t';
    if (value === null) line += NULL;
    else if (typeof value === 'string') line += escapeText(value);
    else line += String(value);
  }
  return line + '\n';
}

/** A timestamptz value from epoch milliseconds. */
export function timestamp(ms: number): string {
  return new Date(ms).toISOString();
}

/** A date value (YYYY-MM-DD, UTC) from epoch milliseconds. */
export function date(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** An array literal; every element quoted so spaces, commas and quotes in text survive. */
export function arrayLiteral(items: readonly string[]): string {
  if (items.length === 0) return '{}';
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, (match) => `\\${match}`)}"`).join(',')}}`;
}

/** A jsonb value. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
