// The failing tests of a Jest or Vitest JSON report, one line each with the first line of its reason.
// Both runners' reports share this shape: testResults[] of files, each with assertionResults[].
import { stripVTControlCharacters } from 'node:util';

const REASON_LENGTH = 300;

// The reports keep the runners' terminal colours; Node's own helper takes them out.
function firstLine(text) {
  const line = stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((l) => l.trim());
  return (line ?? '').trim().slice(0, REASON_LENGTH);
}

export function failedTests(runner, report, root) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const path = String(file.name ?? '').replace(`${root}/`, '');
    const failedInFile = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedInFile) {
      found.push(`${runner} · ${path} › ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed outside any test (a syntax error, a failing hook) has no failed assertion.
    if (failedInFile.length === 0 && file.status === 'failed') {
      found.push(`${runner} · ${path}\n      ${firstLine(file.message)}`);
    }
  }
  return found;
}
