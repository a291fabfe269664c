/** How a run claims its work from PostgreSQL, does it, and lets go of what it claimed and did not start. */
export interface ClaimedWork<T> {
  /** Claims up to `limit` items (one statement); an empty answer means nothing more is due. */
  claim(limit: number): Promise<T[]>;
  /** Does one claimed item. It handles its own failures: a throw here stops the run. */
  work(item: T): Promise<void>;
  /** Lets go of items claimed and not started (the run stops, or a claim failed), for the next run at once. */
  release(items: T[]): Promise<void>;
  /** Lanes at once: how many items are worked on together. */
  lanes: number;
  /** Items one claim takes: a few rounds of the lanes, so the next claim runs while these are worked. */
  claimBatch: number;
  /** Asked before each item: true stops the run (the worker shuts down); items under way finish. */
  stopping(): boolean;
}

/**
 * Works claimed items `lanes` at a time until a claim comes back empty. One claim runs at a time, started
 * while the lanes still have work, so they do not wait on it. A failed claim stops the run and is thrown once
 * the items under way finished; what was claimed and not started is released.
 */
export async function runClaimedLanes<T>(work: ClaimedWork<T>): Promise<void> {
  const claimed: T[] = [];
  let exhausted = false;
  let claimFailure: unknown = null;
  let claiming: Promise<void> | null = null;
  // One claim at a time; its failure stops the run (thrown below), never left unhandled.
  const claimMore = (): Promise<void> => {
    claiming ??= work
      .claim(work.claimBatch)
      .then((batch) => {
        claimed.push(...batch);
        exhausted = batch.length === 0;
      })
      .catch((error: unknown) => {
        claimFailure = error;
      })
      .finally(() => {
        claiming = null;
      });
    return claiming;
  };
  const lane = async () => {
    for (;;) {
      if (work.stopping() || claimFailure) return;
      if (claimed.length < work.lanes && !exhausted) void claimMore();
      const next = claimed.shift();
      if (next === undefined) {
        if (exhausted) return;
        await claimMore();
        continue;
      }
      await work.work(next);
    }
  };
  try {
    await Promise.all(Array.from({ length: work.lanes }, lane));
    await claiming;
  } finally {
    await work.release(claimed.splice(0));
  }
  if (claimFailure) throw claimFailure;
}
