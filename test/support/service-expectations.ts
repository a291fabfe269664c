import type { ErrorCode } from '#access';
import { waitFor } from './eventually.js';
import type { ServiceScratch } from './service-scratch.js';

export interface Refusal {
  code: ErrorCode;
  message?: string;
}

/** The change is refused as given, and the case and every row hanging off it are exactly as before. */
export async function expectRefusedWithoutWrites(
  scratch: ServiceScratch,
  caseId: string,
  change: () => Promise<unknown>,
  refusal: Refusal,
): Promise<void> {
  const before = await scratch.footprint(caseId);
  // Some services refuse bad input by throwing before they return a promise: both count as a refusal.
  await expect(Promise.resolve().then(change)).rejects.toMatchObject(refusal);
  expect(await scratch.footprint(caseId)).toEqual(before);
}

/**
 * Waits until `condition` holds (for work that finishes after the call returns, such as dispatch after
 * commit), polling until a deadline; fails naming `what` when the deadline passes.
 */
export async function eventually<T>(
  what: string,
  condition: () => Promise<T | null | undefined | false>,
  timeoutMs = 5000,
): Promise<T> {
  return (await waitFor(condition, { what, timeoutMs })) as T;
}
