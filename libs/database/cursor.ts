import { badInput } from '#access';

/**
 * Opaque keyset cursors: the sort values of the last row of a page, base64url-encoded JSON.
 * Lists page with `WHERE (sort columns) < (cursor values)`, never OFFSET.
 */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string, length: number): (string | number)[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === length &&
      values.every((value) => typeof value === 'string' || typeof value === 'number')
    ) {
      return values as (string | number)[];
    }
  } catch {
    // Not JSON: reported below as bad input like any other malformed cursor.
  }
  throw badInput('after: not a cursor returned by this list', 'after');
}

export const MAX_RECORDS_PER_PAGE = 100;
export const DEFAULT_RECORDS_PER_PAGE = 25;

export function pageSize(recordsPerPage: number | null | undefined): number {
  if (recordsPerPage === null || recordsPerPage === undefined) return DEFAULT_RECORDS_PER_PAGE;
  if (!Number.isInteger(recordsPerPage) || recordsPerPage < 1 || recordsPerPage > MAX_RECORDS_PER_PAGE) {
    throw badInput(`recordsPerPage: must be between 1 and ${MAX_RECORDS_PER_PAGE}`, 'recordsPerPage');
  }
  return recordsPerPage;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/**
 * Builds a page from rows fetched with LIMIT size + 1: the extra row only tells whether there is a next page.
 */
export function toPage<T>(
  rows: T[],
  size: number,
  totalCount: number,
  cursorOf: (row: T) => (string | number)[],
): Page<T> {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return {
    items,
    totalCount,
    endCursor: last ? encodeCursor(cursorOf(last)) : null,
    hasNextPage: rows.length > size,
  };
}
