import { csvCell, csvLine } from './csv.js';
import { csvText, visibleColumns } from './export-table.js';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
  ])('%j is written %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers, booleans, dates and empties', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(true)).toBe('Yes');
    expect(csvCell(false)).toBe('No');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('export tables', () => {
  const columns = [
    { header: 'Name', value: (row: { name: string; visit: string }) => row.name },
    { header: 'Visit', value: (row: { name: string; visit: string }) => row.visit, phi: true },
  ];

  it('leaves PHI columns out for a reader without access_phi', async () => {
    expect(visibleColumns(columns, false).map((column) => column.header)).toEqual(['Name']);
    const table = { fileName: 'x.csv', columns, rows: [{ name: 'Ann', visit: 'SYNC_VIDEO' }] };
    expect(await csvText(table, false)).toBe('\uFEFFName\r\nAnn\r\n');
    expect(await csvText(table, true)).toBe('\uFEFFName,Visit\r\nAnn,SYNC_VIDEO\r\n');
  });
});
