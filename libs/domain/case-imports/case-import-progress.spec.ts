import { errorsCsv } from './case-import-runner.js';
import { importBatchSize } from './case-import-progress.js';

describe('importBatchSize', () => {
  it('writes up to 500 rows a batch, and a file of 500 rows in twenty', () => {
    expect(importBatchSize(7)).toBe(25);
    expect(importBatchSize(500)).toBe(25);
    expect(importBatchSize(4_000)).toBe(200);
    expect(importBatchSize(100_000)).toBe(500);
  });
});

describe('errorsCsv', () => {
  it('lists each refused row with its reason under a header', () => {
    expect(errorsCsv([{ row: 4, reason: 'status: must be one of A, B' }])).toBe(
      'row,reason\r\n4,"status: must be one of A, B"\r\n',
    );
  });
});
