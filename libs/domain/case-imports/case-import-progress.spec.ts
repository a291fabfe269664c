import { errorsCsv } from './case-import-runner.js';
import { isProgressStep } from './case-import-progress.js';

describe('isProgressStep', () => {
  it('publishes about a hundred times whatever the size, and always the last row', () => {
    const steps = (total: number) =>
      Array.from({ length: total }, (_, index) => index + 1).filter((done) => isProgressStep(done, total));
    expect(steps(7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(steps(500)).toHaveLength(100);
    expect(steps(100_001)).toHaveLength(101);
    expect(steps(100_001).at(-1)).toBe(100_001);
  });
});

describe('errorsCsv', () => {
  it('lists each refused row with its reason under a header', () => {
    expect(errorsCsv([{ row: 4, reason: 'status: must be one of A, B' }])).toBe(
      'row,reason\r\n4,"status: must be one of A, B"\r\n',
    );
  });
});
