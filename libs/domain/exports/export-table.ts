import { Readable } from 'node:stream';
import { CSV_BOM, csvLine, type CsvValue } from './csv.js';

/** One column of an exported table: its header and how a row gives its cell. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
  /** Protected health information: written only for a reader holding access_phi. */
  phi?: boolean;
}

/**
 * Any table the product exports: rows (read lazily, page by page) and their column definitions. A list or a
 * report plugs into the CSV export by giving one of these.
 */
export interface ExportTable<T> {
  /** The download's file name, ending in .csv. */
  fileName: string;
  columns: readonly ExportColumn<T>[];
  rows: AsyncIterable<T> | Iterable<T>;
}

/** The columns a reader may see: PHI columns only with access_phi. */
export function visibleColumns<T>(columns: readonly ExportColumn<T>[], mayReadPhi: boolean): ExportColumn<T>[] {
  return columns.filter((column) => mayReadPhi || !column.phi);
}

/** The CSV text of a table, one line at a time, so memory holds one page of rows whatever the table's length. */
export async function* csvLines<T>(table: ExportTable<T>, mayReadPhi: boolean): AsyncGenerator<string> {
  const columns = visibleColumns(table.columns, mayReadPhi);
  yield CSV_BOM + csvLine(columns.map((column) => column.header));
  for await (const row of table.rows) yield csvLine(columns.map((column) => column.value(row)));
}

/** The table as a byte stream (back-pressured: the next page is read only when the reader wants more). */
export function csvStream<T>(table: ExportTable<T>, mayReadPhi: boolean): Readable {
  return Readable.from(csvLines(table, mayReadPhi), { objectMode: false, highWaterMark: 64 * 1024 });
}

/** The whole table as one CSV text, for small tables (an e-mail attachment). */
export async function csvText<T>(table: ExportTable<T>, mayReadPhi: boolean): Promise<string> {
  let text = '';
  for await (const line of csvLines(table, mayReadPhi)) text += line;
  return text;
}

/** A page of a keyset-paged list, as the list services answer it. */
export interface ExportPage<T> {
  items: T[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** Every row of a keyset-paged list, fetching the next page only once the previous one was read. */
export async function* allPages<T>(fetch: (after: string | null) => Promise<ExportPage<T>>): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const page: ExportPage<T> = await fetch(after);
    yield* page.items;
    if (!page.hasNextPage || !page.endCursor) return;
    after = page.endCursor;
  }
}
