import { AppError, ErrorCode } from '#access';
import {
  decodeCursor,
  DEFAULT_RECORDS_PER_PAGE,
  encodeCursor,
  MAX_RECORDS_PER_PAGE,
  pageSize,
  toPage,
} from './cursor.js';

function appErrorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

const b64 = (text: string): string => Buffer.from(text).toString('base64url');

describe('encodeCursor / decodeCursor', () => {
  it.each<[string, (string | number)[]]>([
    ['a timestamp and an id', ['2024-05-01T10:00:00.000Z', '3f0e2c9a-8b1d-4c5e-9f6a-1b2c3d4e5f60']],
    ['a status, a timestamp and an id', ['SUBMITTED', '2024-05-01T10:00:00.000Z', 'a1']],
    ['numbers', [0, -1, 3.5, 1e21]],
    ['empty and unicode strings', ['', 'Zoë & Åsa "quoted" ,[]', '✓']],
    ['one value', [42]],
    ['no values', []],
  ])('round-trips %s', (_name, values) => {
    const cursor = encodeCursor(values);
    expect(decodeCursor(cursor, values.length)).toEqual(values);
  });

  it('is opaque and URL-safe (base64url, no padding)', () => {
    const cursor = encodeCursor(['2024-05-01T10:00:00.000Z', '???>>>~~~', 'ÿÿÿ']);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('2024');
  });

  it('keeps the types of the values (a numeric string stays a string)', () => {
    const [a, b] = decodeCursor(encodeCursor(['10', 10]), 2);
    expect(a).toBe('10');
    expect(b).toBe(10);
  });

  it.each<[string, string, number]>([
    ['an empty cursor', '', 2],
    ['not base64 at all', '!!!***', 2],
    ['base64 of text that is not JSON', b64('hello'), 1],
    ['truncated JSON', encodeCursor(['a', 'b']).slice(0, -3), 2],
    ['a JSON object', b64('{"id":"a"}'), 1],
    ['a JSON string', b64('"a"'), 1],
    ['a JSON number', b64('1'), 1],
    ['JSON null', b64('null'), 0],
    ['too few values', encodeCursor(['a']), 2],
    ['too many values', encodeCursor(['a', 'b', 'c']), 2],
    ['an empty list where values are expected', encodeCursor([]), 1],
    ['a null value', b64('["a",null]'), 2],
    ['a boolean value', b64('["a",true]'), 2],
    ['a nested list', b64('["a",["b"]]'), 2],
    ['an object value', b64('["a",{"b":1}]'), 2],
  ])('refuses %s with BAD_USER_INPUT on "after"', (_name, cursor, length) => {
    const error = appErrorOf(() => decodeCursor(cursor, length));
    expect(error.code).toBe(ErrorCode.BAD_USER_INPUT);
    expect(error.message).toBe('after: not a cursor returned by this list');
    expect(error.details).toEqual({ field: 'after' });
  });
});

describe('pageSize', () => {
  it.each([
    [undefined, DEFAULT_RECORDS_PER_PAGE],
    [null, DEFAULT_RECORDS_PER_PAGE],
    [1, 1],
    [25, 25],
    [MAX_RECORDS_PER_PAGE, MAX_RECORDS_PER_PAGE],
  ])('%p gives %i', (recordsPerPage, expected) => {
    expect(pageSize(recordsPerPage)).toBe(expected);
  });

  it('defaults to 25 and caps at 100', () => {
    expect(DEFAULT_RECORDS_PER_PAGE).toBe(25);
    expect(MAX_RECORDS_PER_PAGE).toBe(100);
  });

  it.each([0, -1, 101, 1000, 1.5, 99.999, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %p with BAD_USER_INPUT on recordsPerPage',
    (recordsPerPage) => {
      const error = appErrorOf(() => pageSize(recordsPerPage));
      expect(error.code).toBe(ErrorCode.BAD_USER_INPUT);
      expect(error.message).toBe('recordsPerPage: must be between 1 and 100');
      expect(error.details).toEqual({ field: 'recordsPerPage' });
    },
  );
});

describe('toPage', () => {
  type Row = { id: string; createdAt: string };
  const row = (n: number): Row => ({ id: `id-${n}`, createdAt: `2024-01-${String(n).padStart(2, '0')}` });
  const rows = (count: number): Row[] => Array.from({ length: count }, (_, i) => row(i + 1));
  const cursorOf = (r: Row) => [r.createdAt, r.id];

  it.each<[string, number, number, number, boolean]>([
    ['LIMIT size + 1 returned size + 1 rows: a next page', 3, 4, 3, true],
    ['exactly size rows: the last page', 3, 3, 3, false],
    ['fewer rows than size: the last page', 3, 2, 2, false],
    ['one row of one', 1, 1, 1, false],
    ['two rows of one', 1, 2, 1, true],
  ])('%s', (_name, size, fetched, itemCount, hasNextPage) => {
    const fetchedRows = rows(fetched);
    const page = toPage(fetchedRows, size, 57, cursorOf);
    expect(page.items).toEqual(fetchedRows.slice(0, itemCount));
    expect(page.hasNextPage).toBe(hasNextPage);
    expect(page.totalCount).toBe(57);
    // The cursor points at the last row shown, never at the extra row.
    const last = fetchedRows[itemCount - 1];
    expect(page.endCursor).toBe(encodeCursor(cursorOf(last)));
    expect(decodeCursor(page.endCursor!, 2)).toEqual([last.createdAt, last.id]);
  });

  it('gives no cursor and no next page for no rows', () => {
    expect(toPage([], 25, 0, cursorOf)).toEqual({ items: [], totalCount: 0, endCursor: null, hasNextPage: false });
  });

  it('does not change the fetched rows', () => {
    const fetchedRows = rows(4);
    toPage(fetchedRows, 3, 4, cursorOf);
    expect(fetchedRows).toHaveLength(4);
  });

  it('asks cursorOf only about the last row shown', () => {
    const asked: string[] = [];
    toPage(rows(4), 3, 4, (r) => {
      asked.push(r.id);
      return [r.id];
    });
    expect(asked).toEqual(['id-3']);
  });
});
