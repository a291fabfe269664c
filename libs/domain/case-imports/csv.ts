/**
 * CSV as RFC 4180 writes it (and spreadsheets export it): comma separated, fields with a comma, quote or line
 * break in double quotes, a quote inside doubled; CRLF or LF line ends; a UTF-8 byte order mark is dropped.
 */

/** The records of a CSV text; a trailing line end makes no empty record. Throws on an unclosed quote. */
export function parseCsv(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (char === '\r' && source[index + 1] === '\n') index += 1;
    } else field += char;
    index += 1;
  }
  if (quoted) throw new CsvSyntaxError('a quoted field is not closed');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

export class CsvSyntaxError extends Error {}

/** One CSV line (with CRLF) of these values, quoted where needed; a leading = + - @ is defused for spreadsheets. */
export function csvLine(values: readonly (string | number)[]): string {
  return `${values.map((value) => csvField(String(value))).join(',')}\r\n`;
}

function csvField(value: string): string {
  // A cell starting with a formula character would run as a formula when the file is opened in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
