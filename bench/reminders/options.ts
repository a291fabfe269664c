// Command-line flags of the reminders benchmark.

export interface RemindersBenchOptions {
  /** Pending reminders per round and side. */
  count: number;
  /** Time left between the start of scheduling and the due minute (scheduling must finish before it). */
  leadMs: number;
  quick: boolean;
}

export function parseOptions(argv: readonly string[] = process.argv): RemindersBenchOptions {
  const quick = argv.includes('--quick');
  const countArgument = argv.find((arg) => arg.startsWith('--count='));
  const count = countArgument ? Number(countArgument.slice('--count='.length)) : quick ? 10_000 : 100_000;
  if (!Number.isInteger(count) || count < 2) throw new Error(`--count must be an integer of at least 2, got ${count}`);
  return { count, leadMs: quick ? 10_000 : 60_000, quick };
}
