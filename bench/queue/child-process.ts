// A Node process the benchmark starts and stops itself (the product's worker, the bare worker),
// with the lines it prints watched for readiness markers and everything else passed to stderr.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

export interface WatchedProcess {
  /** Resolves at the next stdout line equal to `line`. */
  waitForLine(line: string, timeoutMs?: number): Promise<void>;
  /** Sends `message` over the IPC channel and resolves at the answer `reply` (needs `ipc`). */
  request(message: string, reply: string, timeoutMs?: number): Promise<void>;
  /**
   * CPU time (user + system) the process has used so far, in ms, from /proc. Unlike wall time it
   * hardly moves with the load of other work on a shared machine.
   */
  cpuMs(): number;
  stop(): Promise<void>;
}

export function startNodeProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  name: string,
  { ipc = false }: { ipc?: boolean } = {},
): WatchedProcess {
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
    env,
  });
  const waiters = new Map<string, () => void>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const waiter = waiters.get(line);
    if (waiter) return waiter();
    process.stderr.write(`[${name}] ${line}\n`);
  });
  child.on('message', (message) => waiters.get(`ipc:${String(message)}`)?.());
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A benchmark that dies (an error, a closed stdout) must not leave its worker consuming the queue.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  let stopping = false;
  void exited.then(() => {
    process.off('exit', killOnExit);
    if (!stopping) process.stderr.write(`[${name}] exited early (code ${child.exitCode}, ${child.signalCode})\n`);
  });

  const waitFor = (key: string, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => settle(new Error(`${name} did not answer ${what} in time`)), timeoutMs);
      function settle(error?: Error) {
        clearTimeout(timer);
        waiters.delete(key);
        if (error) reject(error);
        else resolve();
      }
      waiters.set(key, () => settle());
      void exited.then(() => settle(new Error(`${name} exited before answering ${what}`)));
    });

  return {
    waitForLine: (line, timeoutMs = 90_000) => waitFor(line, `"${line}"`, timeoutMs),
    request(message, reply, timeoutMs = 30_000) {
      const answered = waitFor(`ipc:${reply}`, `"${message}"`, timeoutMs);
      child.send(message);
      return answered;
    },
    cpuMs() {
      // Fields after the parenthesised command name: state is the 1st, utime the 12th, stime the 13th.
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
    },
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
