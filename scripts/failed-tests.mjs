// The failing tests of a Jest or Vitest JSON report, one line each with the first line of its reason.
// Both runners' reports share this shape: testResults[] of files, each with assertionResults[].

// eslint-disable-next-line no-control-regex -- the reports keep the runners' terminal colours.
const COLOURS = /\u001b\[[0-9;]*m/g;
const REASON_LENGTH = 300;

function firstLine(text) {
  const line = String(text ?? '')
    .replace(COLOURS, '')
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
