// The browser-test stack's processes, written to tmp/e2e-stack.json as they start. A run that ends without its
// teardown (kill -9, a crash, a failed setup) leaves its api, worker, stand-ins, web server and Auth emulator
// running on the stack's fixed ports, with the e2e database and Redis prefix; the next run's setup reads the
// file and stops them, instead of failing on a taken port or, worse, testing against the old processes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const RECORD = new URL('../../../tmp/e2e-stack.json', import.meta.url);

/** { owner: pid of the run, processes: [{ name, pid, marker }] }: each pid leads its own process group. */
let record = { owner: process.pid, processes: [] };

export function recordProcess(name, pid, marker) {
  record.processes.push({ name, pid, marker });
  mkdirSync(new URL('.', RECORD), { recursive: true });
  writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
}

export function forgetStack() {
  rmSync(RECORD, { force: true });
}

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
};

const commandLineOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
};

/**
 * Still ours: the process group exists and its leader, if still there, runs what was recorded (a pid the
 * system gave to an unrelated program is left alone; a group id is not reused while the group has members).
 */
const isStale = ({ pid, marker }) => {
  if (!isRunning(-pid)) return false;
  const commandLine = commandLineOf(pid);
  return commandLine === null || commandLine.includes(marker);
};

const killGroup = (pid, signalName) => {
  try {
    process.kill(-pid, signalName);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
};

/** SIGTERM to each process group, SIGKILL to what is still there after 10 s. */
async function stopGroups(entries) {
  entries.forEach(({ pid }) => killGroup(pid, 'SIGTERM'));
  const deadline = Date.now() + 10_000;
  while (entries.some(({ pid }) => isRunning(-pid)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  entries.forEach(({ pid }) => killGroup(pid, 'SIGKILL'));
}

/**
 * Stops what an earlier run recorded and left running. Refuses while the run that recorded it is alive (a run
 * in progress, not a stale stack). Returns what it stopped, for the report.
 */
export async function stopStaleStack() {
  const earlier = readRecord();
  if (!earlier) return [];
  if (earlier.owner !== process.pid && isRunning(earlier.owner) && commandLineOf(earlier.owner)?.includes('jest')) {
    throw new Error(
      `[e2e] Another browser-test run (pid ${earlier.owner}) owns the stack recorded in ${RECORD.pathname}: ` +
        'wait for it (run the suites under flock /tmp/cm-suites.lock) or stop it',
    );
  }
  const stale = earlier.processes.filter(isStale);
  await stopGroups(stale);
  forgetStack();
  return stale;
}

/** The teardown: stops this run's processes and waits for them, so the next run finds the ports free. */
export async function stopStack() {
  await stopGroups(readRecord()?.processes.filter(isStale) ?? []);
  forgetStack();
  record = { owner: process.pid, processes: [] };
}

function readRecord() {
  try {
    return JSON.parse(readFileSync(RECORD, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}
