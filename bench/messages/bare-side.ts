// The baseline side: the bare sender process (bare-sender.ts) fed a round's messages at the product
// worker's concurrency, against the same fakes.
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BENCH_ENV } from '../support/bench-env.js';
import type { BareBatchResult, BareSend } from './bare-sender.js';

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

export interface BareSide {
  send(sends: BareSend[], concurrency: number): Promise<BareBatchResult>;
  /** CPU time (user + system) of the sender process so far, in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export async function startBareSide(urls: { sendgrid: string; twilio: string }, mailFrom: string, smsFrom: string) {
  const child: ChildProcess = fork('dist/bench/messages/bare-sender.js', [], {
    env: {
      ...process.env,
      ...BENCH_ENV,
      SENDGRID_BASE_URL: urls.sendgrid,
      TWILIO_BASE_URL: urls.twilio,
      MAIL_FROM: mailFrom,
      SMS_FROM: smsFrom,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      const onExit = () => reject(new Error('the bare sender exited'));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  await next();
  const side: BareSide = {
    async send(sends, concurrency) {
      const answer = next();
      child.send({ sends, concurrency });
      return (await answer) as BareBatchResult;
    },
    cpuMs() {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
    },
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  return side;
}
