import { csvLine, CsvSyntaxError, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads plain, quoted and empty fields with CRLF or LF line ends', () => {
    expect(parseCsv('a,b,c\r\n1,"x, ""y""",\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, "y"', ''],
    ]);
  });

  it('keeps a line break inside quotes and drops a byte order mark', () => {
    expect(parseCsv('\uFEFFa,b\n"two\nlines",z')).toEqual([
      ['a', 'b'],
      ['two\nlines', 'z'],
    ]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(CsvSyntaxError);
  });
});

describe('csvLine', () => {
  it('quotes what needs it and defuses formulas', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', '=SUM(A1)', 3])).toBe('a,"b,c","say ""hi""",\'=SUM(A1),3\r\n');
  });

  it('reads back what it writes', () => {
    const values = ['row 2', 'line\nbreak', 'quote "q"'];
    expect(parseCsv(csvLine(values))).toEqual([values]);
  });
});
