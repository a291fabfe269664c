export interface WaitForOptions<T> {
  /** What is waited for, as the failure names it ("the activity to be marked dispatched"). */
  what: string;
  timeoutMs?: number;
  /** How long to pause between two looks. */
  intervalMs?: number;
  /** When the probe's answer counts as done; by default when it is truthy. */
  until?: (value: T) => boolean;
}

const describe = (value: unknown): string => {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/**
 * Looks again and again until `probe` answers what was waited for, and resolves with that answer.
 * A probe that throws has not got there yet. After `timeoutMs` it fails, naming what it waited for
 * and the last answer or error, so a failure says what was still missing.
 */
export async function waitFor<T>(probe: () => T | Promise<T>, options: WaitForOptions<T>): Promise<T> {
  const { what, timeoutMs = 10_000, intervalMs = 25, until = Boolean } = options;
  const deadline = Date.now() + timeoutMs;
  let last: { value: T } | { error: unknown };
  for (;;) {
    try {
      const value = await probe();
      if (until(value)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const seen = 'error' in last ? `error ${describe(last.error)}` : `answer ${describe(last.value)}`;
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last ${seen}`);
}
