import type { StorageDriver } from '#integrations';
import { CsvSyntaxError, parseCsv } from './csv.js';
import { headerProblem, type ImportColumn, MAX_IMPORT_ROWS, namedFields } from './import-columns.js';

/** A data row of the file with its line number (the header is row 1; a quoted line break stays in its row). */
export interface ImportFileRow {
  row: number;
  fields: Record<ImportColumn, string>;
}

/** 20 MB: far above 100,000 rows of the template's columns. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;

/** Why an uploaded file cannot be imported at all (its header, its syntax, its size); no PHI. */
export class ImportFileProblem extends Error {}

/** The file's data rows (blank rows left out), or ImportFileProblem; null when nothing is stored at the path. */
export async function readImportFile(storage: StorageDriver, path: string): Promise<ImportFileRow[] | null> {
  const stored = await storage.getObject(path);
  if (!stored) return null;
  if (stored.bytes.length > MAX_IMPORT_FILE_BYTES) throw new ImportFileProblem('the file is larger than 20 MB');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(stored.bytes);
  } catch {
    throw new ImportFileProblem('the file is not UTF-8 text (save it as "CSV UTF-8")');
  }
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new ImportFileProblem(`the file is not valid CSV: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new ImportFileProblem('the file is empty');
  const problem = headerProblem(header);
  if (problem) throw new ImportFileProblem(problem);
  const rows: ImportFileRow[] = [];
  data.forEach((record, index) => {
    if (record.every((value) => value.trim() === '')) return;
    rows.push({ row: index + 2, fields: namedFields(header, record) });
  });
  if (rows.length === 0) throw new ImportFileProblem('the file has no rows under its header');
  if (rows.length > MAX_IMPORT_ROWS) throw new ImportFileProblem(`the file has more than ${MAX_IMPORT_ROWS} rows`);
  return rows;
}
