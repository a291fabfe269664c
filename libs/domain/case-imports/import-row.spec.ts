import { headerProblem, IMPORT_COLUMNS, type ImportColumn } from './import-columns.js';
import { checkRow } from './import-row.js';

const NOW = new Date('2026-01-10T12:00:00Z');
const good: Record<ImportColumn, string> = {
  external_id: 'X-1',
  employee_email: 'Jane.Doe@Example.com',
  employee_first_name: 'Jane',
  employee_last_name: 'Doe',
  organization: 'Acme',
  case_type: 'ADA',
  title: 'Standing desk',
  status: 'OPEN',
  visit_type: '',
  created_date: '2025-12-01',
  assignee_email: '',
};
const withField = (column: ImportColumn, value: string) => checkRow({ ...good, [column]: value }, NOW);

describe('checkRow', () => {
  it('reads a good row: e-mail lower-cased, a date-only value at midnight UTC', () => {
    expect(checkRow(good, NOW)).toMatchObject({
      employeeEmail: 'jane.doe@example.com',
      createdAt: new Date('2025-12-01T00:00:00Z'),
      visitType: null,
      assigneeEmail: null,
    });
  });

  it.each([
    ['external_id', '', 'external_id: required'],
    ['employee_email', 'not-an-address', 'employee_email: not an e-mail address'],
    ['case_type', 'ada', 'case_type: must be one of ADA, GLP'],
    ['status', 'CLOSED', 'status: must be one of'],
    ['visit_type', 'VIDEO', 'visit_type: must be empty or one of'],
    ['created_date', '2025-02-30', 'created_date: must be YYYY-MM-DD'],
    ['created_date', '12/01/2025', 'created_date: must be YYYY-MM-DD'],
    ['created_date', '2026-02-01', 'created_date: must not be in the future'],
    ['status', 'ASSIGNED', 'assignee_email: required for status ASSIGNED'],
    ['title', '', 'title: required'],
  ] as [ImportColumn, string, string][])('refuses %s = %p', (column, value, reason) => {
    expect(withField(column, value)).toEqual(expect.stringContaining(reason));
  });

  it('takes an ISO date-time with its offset', () => {
    expect(withField('created_date', '2025-12-01T09:30:00-05:00')).toMatchObject({
      createdAt: new Date('2025-12-01T14:30:00Z'),
    });
  });
});

describe('headerProblem', () => {
  it('takes the columns in any order and any case', () => {
    expect(headerProblem([...IMPORT_COLUMNS].reverse().map((c) => c.toUpperCase()))).toBeNull();
  });

  it('names missing, unknown and repeated columns', () => {
    expect(headerProblem(IMPORT_COLUMNS.slice(1))).toBe('the header misses the column(s) external_id');
    expect(headerProblem([...IMPORT_COLUMNS, 'notes'])).toBe('the header has unknown column(s) notes');
    expect(headerProblem([...IMPORT_COLUMNS, 'title'])).toBe('the header repeats the column(s) title');
  });
});
