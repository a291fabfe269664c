import type { FieldPolicy, Reference } from '@apollo/client/cache';

interface CursorPage {
  pageInfo: unknown;
  [field: string]: unknown;
}

/**
 * A list answered a page at a time (`recordsPerPage` and `after` in, `{ totalCount, pageInfo, <items> }`
 * out): one cached list per set of filters, whatever page it has reached. A page fetched with `after`
 * is appended (a row that moved between pages while paging stays once); a first page (a new filter or a
 * refetch after a live change) replaces the list, since rows may have left it.
 */
export function cursorPaged(itemsField: string): FieldPolicy<CursorPage> {
  return {
    keyArgs: (args) => {
      const { after: _after, recordsPerPage: _size, ...filters } = args ?? {};
      return `${JSON.stringify(filters, Object.keys(filters).sort())}`;
    },
    merge(existing, incoming, { args, readField }) {
      if (!existing || !args?.after) return incoming;
      const rows = (page: CursorPage) => (page[itemsField] as Reference[] | undefined) ?? [];
      const seen = new Set(rows(existing).map((row) => readField<string>('id', row)));
      return {
        ...incoming,
        [itemsField]: [...rows(existing), ...rows(incoming).filter((row) => !seen.has(readField<string>('id', row)))],
      };
    },
  };
}
