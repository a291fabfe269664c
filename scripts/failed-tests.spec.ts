// @ts-expect-error: a plain .mjs script without types, run by `npm test`.
import { failedTests } from './failed-tests.mjs';

const list = (report: unknown) => failedTests('jest integration', report, '/repo') as string[];

describe('failedTests (npm test)', () => {
  it('names each failing test with its file and the first line of its reason, without terminal colours', () => {
    const report = {
      testResults: [
        {
          name: '/repo/test/integration/a.int-spec.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'a fails',
              failureMessages: ['\n\u001b[31mexpect(received).toBe(expected)\u001b[39m\n\nExpected: 1'],
            },
          ],
        },
        { name: '/repo/test/integration/b.int-spec.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(list(report)).toEqual([
      'jest integration · test/integration/a.int-spec.ts › a fails\n      expect(received).toBe(expected)',
    ]);
  });

  it('names a file that failed outside any test', () => {
    const report = {
      testResults: [
        {
          name: '/repo/test/integration/c.int-spec.ts',
          status: 'failed',
          message: '  ● Test suite failed to run\n\n  Cannot find module',
          assertionResults: [],
        },
      ],
    };
    expect(list(report)).toEqual([
      'jest integration · test/integration/c.int-spec.ts\n      ● Test suite failed to run',
    ]);
  });

  it('finds nothing in a report without failures', () => {
    expect(list({ testResults: [] })).toEqual([]);
    expect(list({})).toEqual([]);
  });
});
