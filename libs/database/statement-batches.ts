interface Waiting<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: unknown): void;
}

/**
 * Gathers what the callers running at once (a worker's jobs, the api's requests) ask of PostgreSQL into
 * one statement: at most `maxInFlight` statements run at once, and what arrives while they all run goes
 * out together once one ends. A batch waits only for the callers whose turn comes in the same round of I/O
 * (setImmediate), so a lone one is not held back. A caller's promise settles once the statement carrying
 * its input has answered (and committed), so a job completes, or a request is answered, only after its own
 * write; a failed statement rejects every caller in it.
 */
export class StatementBatches<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private scheduled = false;
  /** The linger's timer, while a batch short of maxBatch waits for more. */
  private lingering: NodeJS.Timeout | undefined;
  private running = 0;

  constructor(
    /** Runs one statement for the batch; answers one output per input, in order. */
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    /** Inputs one statement carries at most (for a worker: its concurrency, since each job waits on one). */
    private readonly maxBatch: number,
    /**
     * Statements at once: more than one lets a batch's statement run while the one before still waits on
     * what follows it (a settle dispatches its timeline entries), rather than queueing behind it.
     */
    private readonly maxInFlight = 1,
    /**
     * How long a batch short of maxBatch waits for more before it goes (0: one round of I/O). Where nobody
     * waits on the answer but a job, a few milliseconds turn a steady trickle into batches, at a fraction of
     * the statements; a full batch never waits.
     */
    private readonly lingerMs = 0,
  ) {}

  add(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.lingering && this.waiting.length >= this.maxBatch) this.goNow();
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    if (this.lingerMs > 0 && this.waiting.length < this.maxBatch)
      this.lingering = setTimeout(() => this.goNow(), this.lingerMs);
    else
      setImmediate(() => {
        this.scheduled = false;
        this.runNext();
      });
  }

  /** Ends a linger: the batch goes in this round of I/O. */
  private goNow(): void {
    clearTimeout(this.lingering);
    this.lingering = undefined;
    this.scheduled = false;
    this.runNext();
  }

  private runNext(): void {
    if (this.running >= this.maxInFlight) return;
    const batch = this.waiting.splice(0, this.maxBatch);
    if (batch.length === 0) return;
    this.running += 1;
    void this.runBatch(batch).finally(() => {
      this.running -= 1;
      this.schedule();
    });
    this.schedule();
  }

  private async runBatch(batch: Waiting<In, Out>[]): Promise<void> {
    let outputs: Out[];
    try {
      outputs = await this.run(batch.map((waiting) => waiting.input));
      if (outputs.length !== batch.length) throw new Error(`${outputs.length} answers to ${batch.length} inputs`);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(outputs[index]));
  }
}
